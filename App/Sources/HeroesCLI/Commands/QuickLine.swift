import ArgumentParser
import MarvelWire

/// The commonest lines of the data commands, read without ArgumentParser: `heroes list` and
/// `heroes show ID`, and each resource's `list` and `show ID` (`heroes comics list --page 2`,
/// `heroes creators show 30 --json`), a show's linked list (`heroes show 1009610 --comics
/// --page 2`), with paging, `--json`, the cache's and the notices' flags.
///
/// It exists for speed (benchmarks/DECISIONS.md, "`heroes --version` and the commonest lines
/// without ArgumentParser"): ArgumentParser builds its tree of commands and reflects over their
/// options with `Mirror`, and each first dynamic cast on the way makes the Swift runtime scan
/// the binary's protocol conformance records. A line this reader does not take whole (any
/// other option, a repeated one, `--help`, a value that fails the checks) goes to ArgumentParser,
/// which gives the same choices (``ListChoices``, ``ShowChoices``, ``ResourceListChoices``,
/// ``ResourceShowChoices``) or the usage error; the tests compare both readers over generated
/// lines.
enum QuickLine {
    /// The choices `arguments` (the program's name excluded, `--json` already rewritten by
    /// ``JSONArgument/normalize(_:)``) ask for, checked, or `nil` for ArgumentParser to read them.
    static func choices(for arguments: [String]) -> (any CommandChoices)? {
        var words = arguments[...]
        var resource = MarvelResource.characters
        if let first = words.first, let named = MarvelResource(rawValue: first) {
            resource = named
            words = words.dropFirst()
        }
        guard let verb = words.popFirst(), verb == "list" || verb == "show",
            let options = QuickOptions(words), options.isValid(for: verb)
        else { return nil }
        let read: (any CommandChoices)? =
            switch (resource, verb) {
            case (.characters, "list"): options.list
            case (.characters, _): options.show
            case (.comics, _): options.choices(ComicsNoun.self, verb: verb)
            case (.creators, _): options.choices(CreatorsNoun.self, verb: verb)
            case (.events, _): options.choices(EventsNoun.self, verb: verb)
            case (.series, _): options.choices(SeriesNoun.self, verb: verb)
            case (.stories, _): options.choices(StoriesNoun.self, verb: verb)
            }
        guard let choices = read else { return nil }
        do { try choices.validate() } catch { return nil }
        return choices
    }

    /// Whether `variable`, `HEROES_QUICKLIST`'s value, leaves this reader on: unset or anything
    /// but `0` and `false`. Off, ArgumentParser reads every line: the switch back to the plain
    /// path (benchmarks/DECISIONS.md).
    static func isOn(variable value: UnsafePointer<CChar>?) -> Bool {
        guard let value else { return true }
        let text = String(cString: value)
        return text != "0" && text != "false"
    }
}

/// What a command line asked for, as plain values, checked and run the same way whichever reader
/// read it.
protocol CommandChoices: Equatable, Sendable {
    var global: GlobalChoices { get }
    var cache: CacheChoices { get }
    /// The checks of the command's own options: what its ArgumentParser command runs, since
    /// ArgumentParser validates the option groups (``GlobalOptions``, ``CacheOptions``) on their
    /// own.
    func validateOwnOptions() throws(ValidationError)
    func run() async throws
}

extension CommandChoices {
    /// The checks of every option, the shared ones (``GlobalChoices``, ``CacheChoices``) included:
    /// what ``QuickLine`` runs.
    func validate() throws(ValidationError) {
        try global.validate()
        try cache.validate()
        try validateOwnOptions()
    }
}

extension ListChoices: CommandChoices {}
extension ShowChoices: CommandChoices {}
extension ResourceListChoices: CommandChoices {}
extension ResourceShowChoices: CommandChoices {}

/// The options ``QuickLine`` reads, each at most once, and the one word that is not an option
/// (`show`'s id or name).
private struct QuickOptions {
    var page: Int?
    var perPage: Int?
    var all = false
    /// The linked lists named (`--comics`, `--characters`, …).
    var linked: Set<MarvelResource> = []
    var record: String?
    var global = GlobalChoices()
    var cache = CacheChoices()

    /// The options in `words`, or `nil` when a word is not one of them (or is repeated, or lacks
    /// its value).
    init?(_ words: ArraySlice<String>) {
        var seen: Set<String> = []
        var index = words.startIndex
        while index < words.endIndex {
            var word = words[index]
            index += 1
            guard word.hasPrefix("-") else {
                // The one word `show` takes; `help` is left to ArgumentParser's own reading.
                guard record == nil, word != "help" else { return nil }
                record = word
                continue
            }
            var value: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                value = String(word[word.index(after: equals)...])
                word = String(word[..<equals])
            }
            let name = Self.canonicalName(word)
            guard seen.insert(name).inserted else { return nil }
            if name == "--page" || name == "--per-page" {  // the options that take a value
                if value == nil {
                    guard index < words.endIndex else { return nil }
                    value = words[index]
                    index += 1
                }
                guard let value, let number = Int(value) else { return nil }
                if name == "--page" { page = number } else { perPage = number }
            } else {
                guard value == nil || name == "--json", set(flag: name, value: value) else { return nil }
            }
        }
    }

    /// Whether the options go with `verb`: `list` takes no record and no linked list, `show` one
    /// record, and paging only with a linked list.
    func isValid(for verb: String) -> Bool {
        guard verb == "show" else { return record == nil && linked.isEmpty }
        return record != nil && (!linked.isEmpty || page == nil && perPage == nil && !all)
    }

    /// An option's one spelling (`-n` and `--limit` are `--per-page`). A switch, not a
    /// dictionary: a global dictionary is built on first use, and this runs on every line.
    private static func canonicalName(_ word: String) -> String {
        switch word {
        case "-n", "--limit": "--per-page"
        case "-q": "--quiet"
        case "-v": "--verbose"
        default: word
        }
    }

    private mutating func set(flag: String, value: String?) -> Bool {
        switch flag {
        case "--json":
            guard let value, !value.isEmpty else { return false }
            global.json = value
        case "--all": all = true
        case "--refresh": cache.refresh = true
        case "--offline": cache.offline = true
        case "--quiet": global.quiet = true
        case "--verbose": global.verbose = true
        case "--no-pager": global.noPager = true
        default:
            guard flag.hasPrefix("--"), let resource = MarvelResource(rawValue: String(flag.dropFirst(2))) else {
                return false
            }
            linked.insert(resource)
        }
        return true
    }

    var list: ListChoices {
        ListChoices(page: page ?? 1, perPage: perPage, all: all, global: global, cache: cache)
    }

    /// A hero's show; `nil` for a linked list `heroes show` has no flag for (`--characters`,
    /// `--creators`: a hero's flags are the lists a character has).
    var show: ShowChoices? {
        guard linked.isSubset(of: MarvelResource.characters.relatedResources) else { return nil }
        return ShowChoices(
            id: record ?? "", comics: linked.contains(.comics), events: linked.contains(.events),
            series: linked.contains(.series), stories: linked.contains(.stories), page: page, perPage: perPage,
            all: all, global: global, cache: cache)
    }

    func choices<Noun: ResourceNoun>(_: Noun.Type, verb: String) -> any CommandChoices {
        guard verb == "list" else {
            return ResourceShowChoices<Noun>(
                id: record ?? "", linked: MarvelResource.allCases.filter(linked.contains), page: page,
                perPage: perPage, all: all, global: global, cache: cache)
        }
        return ResourceListChoices<Noun>(page: page ?? 1, perPage: perPage, all: all, global: global, cache: cache)
    }
}

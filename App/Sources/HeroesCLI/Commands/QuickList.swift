/// The commonest `heroes list` lines (`heroes list --page 2`, `-n 50`, `--json`, `--refresh`...),
/// read without ArgumentParser.
///
/// It exists for speed (benchmarks/DECISIONS.md, "`heroes --version` and `heroes list` without
/// ArgumentParser"): ArgumentParser builds its tree of every command and reflects over their
/// options with `Mirror`, and each first dynamic cast on the way makes the Swift runtime scan
/// the binary's protocol conformance records. A line this reader does not take
/// whole (any other option, a repeated one, `--help`, a value that fails the checks) goes to
/// ArgumentParser, which gives the same ``ListChoices`` or the usage error; the tests compare
/// both readers over generated lines.
enum QuickList {
    /// The choices `arguments` (the program's name excluded, `--json` already rewritten by
    /// ``JSONArgument/normalize(_:)``) ask for, or `nil` for ArgumentParser to read them.
    static func choices(for arguments: [String]) -> ListChoices? {
        guard arguments.first == "list" else { return nil }
        var choices = ListChoices()
        var seen: Set<String> = []
        var index = arguments.index(after: arguments.startIndex)
        while index < arguments.endIndex {
            var word = arguments[index]
            index += 1
            var value: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                value = String(word[word.index(after: equals)...])
                word = String(word[..<equals])
            }
            let name = canonicalName(word)
            guard seen.insert(name).inserted else { return nil }
            if name == "--page" || name == "--per-page" {  // the options that take a value
                if value == nil {
                    guard index < arguments.endIndex else { return nil }
                    value = arguments[index]
                    index += 1
                }
                guard let value, set(name, to: value, in: &choices) else { return nil }
            } else {
                guard value == nil || name == "--json", set(flag: name, value: value, in: &choices) else { return nil }
            }
        }
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

    /// An option's one spelling (`-n` and `--limit` are `--per-page`). A switch, not a
    /// dictionary: a global dictionary is built on first use, and this runs on every `list`.
    private static func canonicalName(_ word: String) -> String {
        switch word {
        case "-n", "--limit": "--per-page"
        case "-q": "--quiet"
        case "-v": "--verbose"
        default: word
        }
    }

    private static func set(_ option: String, to value: String, in choices: inout ListChoices) -> Bool {
        guard let number = Int(value) else { return false }
        switch option {
        case "--page": choices.page = number
        case "--per-page": choices.perPage = number
        default: return false
        }
        return true
    }

    private static func set(flag: String, value: String?, in choices: inout ListChoices) -> Bool {
        switch flag {
        case "--json":
            guard let value, !value.isEmpty else { return false }
            choices.global.json = value
        case "--all": choices.all = true
        case "--refresh": choices.cache.refresh = true
        case "--offline": choices.cache.offline = true
        case "--quiet": choices.global.quiet = true
        case "--verbose": choices.global.verbose = true
        case "--no-pager": choices.global.noPager = true
        default: return false
        }
        return true
    }
}

import ArgumentParser
import HeroDetailsFeature
import HeroesCore
import DesignTokens
import HeroesPresentation
import MarvelWire

/// `heroes <resource> show`: one record of any resource in full, by id or by name as people type
/// it, written by the generic ``DetailScreen`` from the resource's record screen.
struct ResourceShowCommand<Noun: ResourceNoun>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        let name = Noun.resource.rawValue
        let hasComics = Noun.resource.relatedResources.contains(.comics)
        let byYear =
            hasComics
            ? "\n\nWith --by-year: the \(Noun.resource.noun)'s comics counted by the year they went on sale, from its "
                + "whole list of comics (calls of 100, at most --max-calls of them): a one-line chart on a terminal, "
                + "one `comics.year<TAB>YEAR COUNT` line a year piped, comicsByYear in --json." : ""
        return CommandConfiguration(
            commandName: "show",
            abstract: "Show one of the \(name) in full.",
            discussion: """
                On a terminal: its facts and its linked lists, through a pager. Piped: \
                key<TAB>value lines; --format csv; --json takes a comma list of fields.\(byYear)

                Examples:
                  heroes \(name) show ID
                  heroes \(name) show ID --json\(hasComics ? "\n  heroes \(name) show ID --by-year" : "")
                  heroes \(name) show "a name or title, as you would type it"
                """)
    }

    @Argument(
        help: ArgumentHelp(
            "The record's id, or its name or title as you would type it (case, accents, spaces and hyphens ignored).",
            valueName: "id-or-name"),
        completion: .custom(NameCompletions.records(of: Noun.resource)))
    var id: String

    @Flag(help: LinkedFlag.help(.characters, Noun.resource)) var characters = false
    @Flag(help: LinkedFlag.help(.comics, Noun.resource)) var comics = false
    @Flag(help: LinkedFlag.help(.creators, Noun.resource)) var creators = false
    @Flag(help: LinkedFlag.help(.events, Noun.resource)) var events = false
    @Flag(help: LinkedFlag.help(.series, Noun.resource)) var series = false
    @Flag(help: LinkedFlag.help(.stories, Noun.resource)) var stories = false

    @Option(name: .long, parsing: .unconditional, help: "With a linked list: the page to show, from 1.")
    var page: Int?

    @Option(
        name: [.customShort("n"), .long, .customLong("limit")], parsing: .unconditional,
        help: "With a linked list: records a page, 1 to 100 (default: the config key per_page, else 20).")
    var perPage: Int?

    @Flag(name: .long, help: "With a linked list: all of it, in calls of 100.")
    var all = false

    @Flag(
        help: ArgumentHelp(
            "Count the \(Noun.resource.noun)'s comics by the year they went on sale, from the whole list of them.",
            visibility: Noun.resource.relatedResources.contains(.comics) ? .default : .private))
    var byYear = false

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            (Noun.resource.relatedResources.contains(.comics) ? "With --by-year or --all" : "With --all")
                + ": the most calls it makes (default: 100); past it, it stops before fetching."))
    var maxCalls: Int?

    @OptionGroup var output: FormatOptions

    @OptionGroup var pager: PagerOptions

    @OptionGroup var global: GlobalOptions

    @OptionGroup var cache: CacheOptions

    /// The linked list's flags.
    var linkedList: LinkedListShow {
        LinkedListShow(
            resource: Noun.resource, page: page, perPage: perPage, all: all,
            maximumCalls: maxCalls ?? HeroesRepository.defaultMaximumCalls)
    }

    /// The linked lists asked for (`--comics`, …), in the API's order.
    var linkedAsked: [MarvelResource] {
        LinkedListShow.asked([characters, comics, creators, events, series, stories])
    }

    func validate() throws {
        _ = try HeroReference(parsing: id, noun: Noun.resource.noun)
        let linked = linkedAsked
        if let maxCalls, maxCalls < 1 { throw ValidationError("--max-calls must be 1 or more, got \(maxCalls).") }
        if let error = linkedList.usageError(linked: linked) { throw ValidationError(error) }
        guard let related = linked.first else {
            let hasComics = Noun.resource.relatedResources.contains(.comics)
            if byYear, !hasComics {
                throw ValidationError("a \(Noun.resource.noun) has no comics to count by year.")
            }
            let fields = try output.jsonFields(
                valid: hasComics ? Noun.record.withComicsByYear().jsonFieldNames : Noun.record.jsonFieldNames)
            if maxCalls != nil, !byYear, fields?.contains(ComicsByYear.jsonField) != true {
                throw ValidationError("--max-calls goes with --by-year or --all.")
            }
            return
        }
        if byYear { throw ValidationError("--by-year goes with the \(Noun.resource.noun), not with a linked list.") }
        if maxCalls != nil, !all { throw ValidationError("--max-calls goes with --by-year or --all.") }
        _ = try output.jsonFields(valid: listed(related).jsonFieldNames)
    }

    func run() async throws {
        let environment = try AppEnvironment.make(global.choices(format: output, pager: pager), cache: cache.choices)
        let id: Int
        switch try HeroReference(parsing: self.id, noun: Noun.resource.noun) {
        case .id(let number): id = number
        case .name(let name):
            id = try await NameLookup.id(named: name, as: Noun.Item.self, in: environment, policy: environment.policy)
        }
        if let related = linkedAsked.first {
            return try await linkedList.show(listed(related), of: id, environment: environment)
        }
        let repository = environment.repository
        let screen = DetailScreen(environment: environment, policy: environment.policy)
        if Noun.resource.relatedResources.contains(.comics),
            byYear || environment.jsonFields?.contains(ComicsByYear.jsonField) == true
        {
            return try await screen.showWithComicsByYear(
                id, of: Noun.Item.self, spec: Noun.record,
                maximumCalls: maxCalls ?? HeroesRepository.defaultMaximumCalls
            ) { id, policy async throws(HeroesError) -> Fetched<Noun.Item> in
                try await repository.record(id: id, as: Noun.Item.self, policy: policy)
            }
        }
        try await screen.show(id, spec: Noun.record) {
            id, policy async throws(HeroesError) -> Fetched<Noun.Item> in
            try await repository.record(id: id, as: Noun.Item.self, policy: policy)
        }
    }
}

/// The help of `show`'s `--comics`, `--characters`, …: shown where the record has that list.
enum LinkedFlag {
    static func help(_ related: MarvelResource, _ resource: MarvelResource) -> ArgumentHelp {
        ArgumentHelp(
            "A page of the \(resource.noun)'s \(related.pluralNoun), instead of the \(resource.noun).",
            visibility: resource.relatedResources.contains(related) ? .default : .private)
    }
}

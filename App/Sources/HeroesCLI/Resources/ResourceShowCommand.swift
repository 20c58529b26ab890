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
            valueName: "id-or-name"))
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

    /// The linked lists asked for (`--comics`, …), in the API's order.
    var linkedAsked: [MarvelResource] {
        zip(MarvelResource.allCases, [characters, comics, creators, events, series, stories]).filter(\.1).map(\.0)
    }

    func validate() throws {
        _ = try HeroReference(parsing: id, noun: Noun.resource.noun)
        let linked = linkedAsked
        guard linked.count <= 1 else {
            throw ValidationError(
                "give one linked list at a time, not --\(linked[0].rawValue) and --\(linked[1].rawValue).")
        }
        if let maxCalls, maxCalls < 1 { throw ValidationError("--max-calls must be 1 or more, got \(maxCalls).") }
        guard let related = linked.first else {
            if page != nil || perPage != nil || all {
                throw ValidationError("--page, --per-page and --all go with a linked list (--comics, --characters, …).")
            }
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
        guard Noun.resource.relatedResources.contains(related) else {
            let offered = Noun.resource.relatedResources.map { "--" + $0.rawValue }.joined(separator: ", ")
            throw ValidationError("a \(Noun.resource.noun) has no \(related.rawValue); it has \(offered).")
        }
        if let page, !(1...ResourceListCommand<Noun>.largestPage).contains(page) {
            throw ValidationError("--page must be 1 to \(ResourceListCommand<Noun>.largestPage), got \(page).")
        }
        if let perPage, !(1...ListRequest.maximumLimit).contains(perPage) {
            throw ValidationError(
                "--per-page must be 1 to \(ListRequest.maximumLimit), got \(perPage); use --all for every record.")
        }
        guard !all || page == nil else {
            throw ValidationError("--all lists every record from the first: leave out --page.")
        }
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
            return try await showLinked(listed(related), of: id, environment: environment)
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

    /// A page (or `--all`) of the record's `Linked` list, newest first where it has dates.
    private func showLinked<Linked: ListedResource>(
        _ linked: Linked.Type, of id: Int, environment: AppEnvironment
    ) async throws {
        let related = Linked.Item.resource
        let perPage = environment.pageSize(asked: perPage)
        let route = MarvelRoute(
            Noun.resource, id: id, related: related, query: [.orderBy: .order(Linked.defaultOrder)])
        let request = ListRequest(route, offset: ((page ?? 1) - 1) * perPage, limit: perPage)
        let noun = Noun.resource.noun
        let command =
            ["heroes", Noun.resource.rawValue, "show", String(id), "--" + related.rawValue]
            + (perPage == ListRequest.defaultLimit ? [] : ["--per-page", String(perPage)])
        let base = command.joined(separator: " ")
        let nextPage: @Sendable (Int) -> String = { "\(base) --page \($0)" }
        var spec = Linked.list(pageCommand: all ? nil : nextPage)
        spec.title = "\(TextLayout.capitalizedFirst(related.pluralNoun)) of \(noun) \(id)"
        spec.cachedName = "\(noun) \(id)'s \(related.pluralNoun)"
        spec.nothingFound = "\(TextLayout.capitalizedFirst(noun)) \(id) has no \(related.pluralNoun)."
        spec.owner = (noun, id)
        let (repository, all) = (environment.repository, all)
        let maximumCalls = maxCalls ?? HeroesRepository.defaultMaximumCalls
        try await ListScreen(environment: environment, policy: environment.policy).show(request, spec: spec, paged: all)
        {
            request, policy async throws(HeroesError) -> Fetched<Page<Linked.Item>> in
            guard all else { return try await repository.list(request, as: Linked.Item.self, policy: policy) }
            return try await repository.listAll(
                request, as: Linked.Item.self, policy: policy, maximumCalls: maximumCalls)
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

import ArgumentParser
import CommandLinePlatform
import DesignTokens
import FoundationEssentials
import HeroesCore
import MarvelWire

/// `heroes <resource> list`: a page (or `--all`) of any resource's list, filtered by its API
/// filters (``ResourceFilters``), ordered, written by the generic ``ListScreen``.
struct ResourceListCommand<Noun: ResourceNoun>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        let name = Noun.resource.rawValue
        let order = Noun.listOperation.orderFields.map(\.rawValue).joined(separator: ", ")
        return CommandConfiguration(
            commandName: "list",
            abstract: "Show a page of \(name).",
            discussion: """
                On a terminal: a table with the page and the total. Piped: one record a line, \
                tab-separated, no header; --format csv the same under a header; --json each \
                record as heroes \(name) show --json writes it. The filters are the API's own for \
                the list of \(name); --order-by takes \(order), each with - for descending \
                (default: \(Noun.defaultOrder.map(\.text).joined(separator: ","))).

                Examples:
                  heroes \(name) list
                  heroes \(name) list --page 2 --per-page 50
                  heroes \(name) list --json | jq '.\(Noun.list(pageCommand: nil).jsonKey)[].id'
                  heroes \(name) list --format csv > \(name).csv
                """,
            aliases: ["ls"])
    }

    @Option(name: .long, parsing: .unconditional, help: "The page to show, from 1.")
    var page = 1

    @Option(
        name: [.customShort("n"), .long, .customLong("limit")], parsing: .unconditional,
        help:
            "Records a page, 1 to 100 (default: the config key per_page, else 20). -n and --limit are the same option.")
    var perPage: Int?

    @Flag(name: .long, help: "Every record of the list, in calls of 100 run a few at a time.")
    var all = false

    @Option(
        name: .long, parsing: .unconditional,
        help: "The most calls --all makes; past it, it stops before fetching.")
    var maxCalls = HeroesRepository.defaultMaximumCalls

    @Option(
        name: .long, parsing: .unconditional, help: "The order: a comma list of the list's fields, - for descending.",
        completion: .list(Noun.listOperation.orderFields.flatMap { [$0.rawValue, "-" + $0.rawValue] }))
    var orderBy: String?

    @OptionGroup var filters: ResourceFilters<Noun>

    @Option(
        help: ArgumentHelp(
            "Only records whose name or title holds this text, as people type it (case, accents, spaces and punctuation ignored).",
            discussion: """
                The API has no such filter: heroes fetches the whole list (at most --max-calls calls \
                of 100, cached as any other answer) and filters it; --page and --per-page then page \
                through the matches.
                """,
            valueName: "text"))
    var nameContains: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Only series that ran in this year: started in it or before, ended in it or after or still running.",
            discussion:
                "The API's --start-year says when a series started; this fetches the whole list and filters it.",
            valueName: "year", visibility: Noun.running(in: 0) == nil ? .private : .default))
    var runningIn: Int?

    @OptionGroup var output: FormatOptions

    @OptionGroup var pager: PagerOptions

    @OptionGroup var global: GlobalOptions

    @OptionGroup var cache: CacheOptions

    /// The last page accepted: far past any list, and an offset no arithmetic can overflow.
    static var largestPage: Int { 1_000_000 }

    func validate() throws {
        guard page >= 1 else { throw ValidationError("--page must be 1 or more, got \(page).") }
        guard page <= Self.largestPage else {
            throw ValidationError("--page can be at most \(Self.largestPage), got \(page).")
        }
        if let perPage, !(1...ListRequest.maximumLimit).contains(perPage) {
            throw ValidationError(
                "--per-page must be 1 to \(ListRequest.maximumLimit), got \(perPage); use --all for every record.")
        }
        guard !all || page == 1 else {
            throw ValidationError("--all lists every record from the first: leave out --page \(page).")
        }
        guard maxCalls >= 1 else { throw ValidationError("--max-calls must be 1 or more, got \(maxCalls).") }
        _ = try filters.query(orderBy: orderBy)
        if let nameContains, NameKey(nameContains).isEmpty {
            throw ValidationError("--name-contains needs a letter or digit, got \"\(nameContains)\".")
        }
        if runningIn != nil, Noun.running(in: 0) == nil {
            throw ValidationError("--running-in is not a filter of \(Noun.resource.rawValue): only series have years.")
        }
        if let runningIn, !(1...9999).contains(runningIn) {
            throw ValidationError("--running-in takes a year from 1 to 9999, got \(runningIn).")
        }
        _ = try output.jsonFields(valid: Noun.list(pageCommand: nil).jsonFieldNames)
    }

    /// The list's route: the filters, and the order asked for or the resource's own.
    func route() throws(ValidationError) -> MarvelRoute {
        var route = MarvelRoute(Noun.resource)
        route.query = try filters.query(orderBy: orderBy)
        if route.query[.orderBy] == nil { route.query[.orderBy] = .order(Noun.defaultOrder) }
        return route
    }

    /// The command that shows page `page` with the same filters, order and page size; `nil` when
    /// a value cannot be written for every shell (a control character, say), as a hint without
    /// it would name another list.
    func pageCommand(perPage: Int) -> (@Sendable (Int) -> String)? {
        var words = ["heroes", Noun.resource.rawValue, "list"] + filters.words
        if let nameContains { words += ["--name-contains", nameContains] }
        if let runningIn { words += ["--running-in", String(runningIn)] }
        if let orderBy { words += ["--order-by", orderBy] }
        if perPage != ListRequest.defaultLimit { words += ["--per-page", String(perPage)] }
        guard let base = ShellWords.command(words) else { return nil }
        return { "\(base) --page \($0)" }
    }

    /// What `--name-contains` and `--running-in` keep of the whole list, or `nil` when neither
    /// is given (the API's filters alone, one page).
    var kept: (@Sendable (Noun.Item) -> Bool)? {
        let name = nameContains.map(NameKey.init)
        let year = runningIn.flatMap(Noun.running(in:))
        guard name != nil || year != nil else { return nil }
        return { item in
            (name.map { NameKey(item.searchName).contains($0) } ?? true) && (year?(item) ?? true)
        }
    }

    func run() async throws {
        let environment = try AppEnvironment.make(global.choices(format: output, pager: pager), cache: cache.choices)
        let perPage = environment.pageSize(asked: perPage)
        var route = try route()
        route.query = try await filters.resolvingNames(in: route.query, environment: environment)
        let request = ListRequest(route, offset: (page - 1) * perPage, limit: perPage)
        let (repository, all, maxCalls) = (environment.repository, all, maxCalls)
        let keep = kept
        let progress = ProgressLine(enabled: environment.showsNotices && StandardStream.error.isTerminal)
        if environment.hasCache, all || keep != nil {
            // Several calls, each cached as it arrives: Ctrl-C keeps what came.
            Interruption.install(clearLine: StandardStream.error.isTerminal)
        }
        try await ListScreen(environment: environment, policy: environment.policy).show(
            request, spec: Noun.list(pageCommand: all ? nil : pageCommand(perPage: perPage)), paged: all
        ) { request, policy async throws(HeroesError) -> Fetched<Page<Noun.Item>> in
            defer { progress.finish() }
            if let keep {
                return try await repository.listAll(
                    request, as: Noun.Item.self, where: keep, limit: all ? nil : request.limit, policy: policy,
                    maximumCalls: maxCalls, progress: progress.update)
            }
            guard all else { return try await repository.list(request, as: Noun.Item.self, policy: policy) }
            return try await repository.listAll(
                request, as: Noun.Item.self, policy: policy, maximumCalls: maxCalls, progress: progress.update)
        }
    }
}

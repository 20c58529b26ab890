import ArgumentParser
import CommandLinePlatform
import DesignTokens
import HeroesCore
import MarvelWire

/// What `heroes <resource> list` was asked for, as plain values, and how it runs: whichever
/// reader read the line (``ResourceListCommand`` through ArgumentParser, or ``QuickLine``), the
/// same checks, the same route and the same generic ``ListScreen``.
struct ResourceListChoices<Noun: ResourceNoun>: Equatable, Sendable {
    var page = 1
    /// `--per-page` (`-n`, `--limit`), or `nil` without it: the config key `per_page` decides.
    var perPage: Int?
    var all = false
    var maxCalls = HeroesRepository.defaultMaximumCalls
    var orderBy: String?
    var filters = ResourceFilterChoices<Noun>()
    var nameContains: String?
    var runningIn: Int?
    var global = GlobalChoices()
    var cache = CacheChoices()

    /// The last page accepted: far past any list, and an offset no arithmetic can overflow.
    static var largestPage: Int { 1_000_000 }

    /// The checks of `list`'s own options: what ``ResourceListCommand`` runs, since ArgumentParser
    /// already validates its option groups on their own.
    func validateOwnOptions() throws(ValidationError) {
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
        _ = try global.jsonFields(valid: Noun.list(pageCommand: nil).jsonFieldNames)
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
        let environment = try AppEnvironment.make(global, cache: cache)
        let perPage = environment.pageSize(asked: perPage)
        var route = try route()
        route.query = try await filters.resolvingNames(in: route.query, environment: environment)
        let screen = ListScreen(environment: environment, policy: environment.policy)
        var request = ListRequest(route, offset: (page - 1) * perPage, limit: perPage)
        request.linkedItems = screen.linkedItems
        let (repository, all, maxCalls) = (environment.repository, all, maxCalls)
        let keep = kept
        let progress = ProgressLine(enabled: environment.showsNotices && StandardStream.error.isTerminal)
        if environment.hasCache, all || keep != nil {
            // Several calls, each cached as it arrives: Ctrl-C keeps what came.
            Interruption.install(clearLine: StandardStream.error.isTerminal)
        }
        try await screen.show(
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

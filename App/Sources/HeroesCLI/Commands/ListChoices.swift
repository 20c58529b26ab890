import ArgumentParser
import NetworkClient
import HeroesCore
import HeroesFeature
import MarvelWire

/// What `heroes list` was asked for, as plain values, and how it runs: whichever parser read the
/// line (``ListCommand`` through ArgumentParser, or ``QuickList``), the same checks, the same
/// query and the same screen.
struct ListChoices: Equatable, Sendable {
    var page = 1
    var perPage = HeroesQuery.defaultLimit
    var all = false
    var maxCalls = HeroesRepository.defaultMaximumCalls
    var nameStartsWith: String?
    var name: String?
    var nameContains: String?
    var orderBy: String?
    var modifiedSince: String?
    var global = GlobalChoices()
    var cache = CacheChoices()

    static let largestPage = 10_000

    /// What `--order-by` takes, each key alone or several in a comma list.
    static let orderValues = ["name", "-name", "modified", "-modified"]

    /// The checks of every option, the shared ones (``GlobalChoices``, ``CacheChoices``) included:
    /// what ``QuickList`` runs.
    func validate() throws(ValidationError) {
        try global.validate()
        try cache.validate()
        try validateListOptions()
    }

    /// The checks of `list`'s own options: what ``ListCommand`` runs, since ArgumentParser
    /// already validates its option groups (``GlobalOptions``, ``CacheOptions``) on their own.
    func validateListOptions() throws(ValidationError) {
        _ = try global.jsonFields(valid: HeroesJSONRenderer.fieldNames)
        guard page >= 1 else { throw ValidationError("--page must be 1 or more, got \(page).") }
        guard !all || page == 1 else {
            throw ValidationError("--all lists every hero from the first: leave out --page \(page).")
        }
        guard maxCalls >= 1 else { throw ValidationError("--max-calls must be 1 or more, got \(maxCalls).") }
        guard perPage >= 1 else { throw ValidationError("--per-page must be 1 or more, got \(perPage).") }
        guard perPage <= Self.largestPage else {
            throw ValidationError(
                "--per-page can be at most \(Self.largestPage), got \(perPage); use --all for every hero.")
        }
        if let nameStartsWith, nameStartsWith.isEmpty { throw ValidationError("--name-starts-with needs some text.") }
        if let name, name.isEmpty { throw ValidationError("--name needs some text.") }
        if let nameContains, NameKey(nameContains).isEmpty {
            throw ValidationError("--name-contains needs a letter or a digit, got \"\(nameContains)\".")
        }
        for key in orderKeys where !Self.orderValues.contains(key) {
            throw ValidationError("--order-by takes name, -name, modified or -modified, got \"\(key)\".")
        }
        if let modifiedSince, MarvelDate.parse(modifiedSince) == nil {
            throw ValidationError("--modified-since must be a date like 2014-04-29, got \"\(modifiedSince)\".")
        }
        let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
        guard !overflow, offset <= 1_000_000_000 else { throw ValidationError("--page \(page) is too large.") }
    }

    var orderKeys: [String] {
        (orderBy ?? "").split(separator: ",").map { $0.trimmingSpaces() }
    }

    var query: HeroesQuery {
        var query = HeroesQuery.page(page, perPage: perPage)
        query.name = name
        query.nameStartsWith = nameStartsWith
        query.nameContains = nameContains
        query.orderBy = orderKeys
        query.modifiedSince = modifiedSince
        return query
    }

    /// The command for another page of the same list, filters and order kept, for the "Next:"
    /// hint: `heroes list --page 3 --name-starts-with spi`; only the `--page` to add when a filter
    /// cannot be quoted for every shell (``ShellWords/command(_:)``).
    var pageCommand: @Sendable (Int) -> String {
        var filters: [String] = []
        if perPage != HeroesQuery.defaultLimit { filters += ["--per-page", String(perPage)] }
        if let name { filters += ShellWords.option("--name", name) }
        if let nameStartsWith { filters += ShellWords.option("--name-starts-with", nameStartsWith) }
        if let nameContains { filters += ShellWords.option("--name-contains", nameContains) }
        if !orderKeys.isEmpty { filters += ["--order-by", orderKeys.joined(separator: ",")] }
        if let modifiedSince { filters += ShellWords.option("--modified-since", modifiedSince) }
        return { [filters] page in
            ShellWords.command(["heroes", "list", "--page", String(page)] + filters)
                ?? "--page \(page), with the other options as you gave them"
        }
    }

    func run() async throws {
        let environment = try AppEnvironment.make(global, cache: cache)
        var screens = Screens(environment)
        screens.list.everyHeroWithin = all ? maxCalls : nil
        screens.list.pageCommand = pageCommand
        try await screens.show(Coordinator(start: .heroes(query)))
    }
}

import ArgumentParser
import CommandLinePlatform
import NetworkClient
import HeroesCore
import HeroesPresentation
import HeroesFeature
import MarvelWire

/// What `heroes list` was asked for, as plain values, and how it runs: whichever parser read the
/// line (``ListCommand`` through ArgumentParser, or ``QuickLine``), the same checks, the same
/// query and the same screen.
struct ListChoices: Equatable, Sendable {
    var page = 1
    /// `--per-page` (`-n`, `--limit`), or `nil` without it: the config key `per_page` decides
    /// (``preferredPerPage``).
    var perPage: Int?
    /// The heroes a page without `--per-page`: 20, or the config key `per_page`, which ``run()``
    /// reads with the other settings.
    var preferredPerPage = HeroesQuery.defaultLimit
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

    /// What `--order-by` takes, each key alone or several in a comma list: the characters list's
    /// `orderBy` fields, each either way (`name`, `-name`, `modified`, `-modified`).
    static let orderValues = MarvelOperation.list(.characters).orderFields.flatMap {
        [MarvelOrder($0).text, MarvelOrder($0, descending: true).text]
    }

    /// The checks of `list`'s own options: what ``ListCommand`` runs, since ArgumentParser
    /// already validates its option groups (``GlobalOptions``, ``CacheOptions``) on their own.
    func validateOwnOptions() throws(ValidationError) {
        _ = try global.jsonFields(valid: ListSpec<Hero>.heroes.jsonFieldNames)
        guard page >= 1 else { throw ValidationError("--page must be 1 or more, got \(page).") }
        guard !all || page == 1 else {
            throw ValidationError("--all lists every hero from the first: leave out --page \(page).")
        }
        guard maxCalls >= 1 else { throw ValidationError("--max-calls must be 1 or more, got \(maxCalls).") }
        if let perPage {
            guard perPage >= 1 else { throw ValidationError("--per-page must be 1 or more, got \(perPage).") }
            guard perPage <= Self.largestPage else {
                throw ValidationError(
                    "--per-page can be at most \(Self.largestPage), got \(perPage); use --all for every hero.")
            }
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
        // Without --per-page, the largest page the config key per_page can set.
        let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: perPage ?? HeroesQuery.maximumLimit)
        guard !overflow, offset <= 1_000_000_000 else { throw ValidationError("--page \(page) is too large.") }
    }

    var orderKeys: [String] {
        (orderBy ?? "").split(separator: ",").map { $0.trimmingSpaces() }
    }

    var query: HeroesQuery {
        var query = HeroesQuery.page(page, perPage: perPage ?? preferredPerPage)
        query.name = name
        query.nameStartsWith = nameStartsWith
        query.nameContains = nameContains
        query.orderBy = orderKeys.compactMap(MarvelOrder.init)
        query.modifiedSince = modifiedSince.flatMap(MarvelQueryDate.init)
        return query
    }

    /// The command for another page of the same list, filters and order kept, for the "Next:"
    /// hint: `heroes list --page 3 --name-starts-with spi`; only the `--page` to add when a filter
    /// cannot be quoted for every shell (``ShellWords/command(_:)``).
    var pageCommand: @Sendable (Int) -> String {
        var filters: [String] = []
        if let perPage, perPage != HeroesQuery.defaultLimit { filters += ["--per-page", String(perPage)] }
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
        var choices = self
        choices.preferredPerPage = environment.settings.perPage ?? HeroesQuery.defaultLimit
        var screens = Screens(environment)
        screens.list.everyHeroWithin = all ? maxCalls : nil
        screens.list.pageCommand = choices.pageCommand
        try await screens.show(Coordinator(start: .heroes(choices.query)))
    }
}

import AppConfig
import ArgumentParser
import FoundationEssentials
import HeroesCore
import HeroesFeature
import MarvelWire

struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Show a page of heroes.",
        discussion: """
            On a terminal: a table with the page, the total and the attribution. Piped: one hero a \
            line, tab-separated (id, name, comics, series, stories, events, modified), no header. \
            --format csv: the same fields as CSV under a header; --json: each hero as heroes show \
            --json writes it. With --all on a terminal the table goes through a pager \
            (HEROES_PAGER, PAGER, else less -FRX; --no-pager to skip it).

            Examples:
              heroes list
              heroes list --page 2 --per-page 50
              heroes list --json | jq '.heroes[].name'
              heroes list --json id,name,comics | jq '.heroes[].comics.available'
              heroes list --format csv > heroes.csv
              heroes list --format table --color always | less -R
              heroes list --name-starts-with spi --order-by -modified
              heroes list --name-contains "spider man" -n 5
              heroes list --modified-since 2014-01-01 --all
              heroes list | cut -f2
            """
    )

    @Option(name: .long, parsing: .unconditional, help: "The page to show, from 1.")
    var page: Int = 1

    @Option(
        name: [.customShort("n"), .long, .customLong("limit")], parsing: .unconditional,
        help: "Heroes a page; above 100 it takes several calls. -n and --limit are the same option.")
    var perPage: Int = HeroesQuery.defaultLimit

    @Flag(name: .long, help: "Every hero, in calls of 100 run a few at a time.")
    var all = false

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "The most calls --all makes; past it, it stops before fetching.",
            discussion: "A server that claims millions of heroes would otherwise set off a fetch without end."
        ))
    var maxCalls: Int = HeroesRepository.defaultMaximumCalls

    @Option(name: .long, help: "Only heroes whose name starts with this text (any case).")
    var nameStartsWith: String?

    @Option(name: .long, help: "Only the hero with exactly this name.")
    var name: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only heroes whose name holds this text, as people type it (case, accents, spaces and punctuation ignored).",
            discussion: """
                The API has no such filter: heroes fetches the whole list (at most --max-calls calls \
                of 100, cached as any other answer) and filters it; --page and --per-page then \
                page through the matches.
                """,
            valueName: "text"))
    var nameContains: String?

    @Option(
        name: .long, parsing: .unconditional,
        help: "Order by name, -name, modified or -modified (comma list).",
        completion: .list(Self.orderValues))
    var orderBy: String?

    @Option(name: .long, help: "Only heroes changed since this date (YYYY-MM-DD or 2014-04-29T14:18:17-0400).")
    var modifiedSince: String?

    @OptionGroup var global: GlobalOptions

    @OptionGroup var cache: CacheOptions

    func validate() throws {
        _ = try global.jsonFields(valid: HeroesJSONRenderer.fieldNames)
        guard page >= 1 else { throw ValidationError("--page must be 1 or more, got \(page).") }
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

    static let largestPage = 10_000

    /// What `--order-by` takes, each key alone or several in a comma list.
    static let orderValues = ["name", "-name", "modified", "-modified"]

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
    /// hint: `heroes list --page 3 --name-starts-with spi`.
    var pageCommand: @Sendable (Int) -> String {
        var filters: [String] = []
        if perPage != HeroesQuery.defaultLimit { filters += ["--per-page", String(perPage)] }
        if let name { filters += ["--name", name] }
        if let nameStartsWith { filters += ["--name-starts-with", nameStartsWith] }
        if let nameContains { filters += ["--name-contains", nameContains] }
        if !orderKeys.isEmpty { filters += ["--order-by", orderKeys.joined(separator: ",")] }
        if let modifiedSince { filters += ["--modified-since", modifiedSince] }
        return { [filters] page in ShellWords.command(["heroes", "list", "--page", String(page)] + filters) }
    }

    func run() async throws {
        let environment = try AppEnvironment.make(global, cache: cache)
        var screens = Screens(environment, policy: cache.policy)
        screens.list.everyHeroWithin = all ? maxCalls : nil
        screens.list.pageCommand = pageCommand
        try await screens.show(Coordinator(start: .heroes(query)))
    }
}

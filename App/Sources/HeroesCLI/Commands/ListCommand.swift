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
            (HEROES_PAGER, the config key pager, PAGER, else less -FRX; --no-pager to skip it).

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
    var page: Int = ListChoices().page

    @Option(
        name: [.customShort("n"), .long, .customLong("limit")], parsing: .unconditional,
        help:
            "Heroes a page (default: the config key per_page, else 20); above 100 it takes several calls. -n and --limit are the same option."
    )
    var perPage: Int?

    @Flag(name: .long, help: "Every hero, in calls of 100 run a few at a time.")
    var all = false

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "The most calls --all makes; past it, it stops before fetching.",
            discussion: "A server that claims millions of heroes would otherwise set off a fetch without end."
        ))
    var maxCalls: Int = ListChoices().maxCalls

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
        completion: .list(ListChoices.orderValues))
    var orderBy: String?

    @Option(name: .long, help: "Only heroes changed since this date (YYYY-MM-DD or 2014-04-29T14:18:17-0400).")
    var modifiedSince: String?

    @OptionGroup var output: FormatOptions

    @OptionGroup var pager: PagerOptions

    @OptionGroup var global: GlobalOptions

    @OptionGroup var cache: CacheOptions

    /// The options' values, checked by ``validate()`` (ArgumentParser runs it before ``run()``).
    var choices: ListChoices {
        ListChoices(
            page: page, perPage: perPage, all: all, maxCalls: maxCalls, nameStartsWith: nameStartsWith, name: name,
            nameContains: nameContains, orderBy: orderBy, modifiedSince: modifiedSince,
            global: global.choices(format: output, pager: pager),
            cache: cache.choices)
    }

    func validate() throws { try choices.validateOwnOptions() }

    var query: HeroesQuery { choices.query }

    var pageCommand: @Sendable (Int) -> String { choices.pageCommand }

    func run() async throws { try await choices.run() }
}

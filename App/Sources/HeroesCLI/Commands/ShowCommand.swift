import ArgumentParser
import CommandLinePlatform
import FoundationEssentials
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation
import MarvelWire

struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one hero in full.",
        discussion: """
            On a terminal: the hero's name, dates, description, images, newest comics (title, \
            on-sale date, creators, from the full list of the hero's comics), series, stories, \
            events and links. Piped: `key<TAB>value` lines.

            With --by-year: the hero's comics counted by the year they went on sale, from the \
            whole list of the hero's comics (calls of 100, at most --max-calls of them): a one-line \
            chart on a terminal, one `comics.year<TAB>YEAR COUNT` line a year piped, and \
            comicsByYear in --json (one object a year, its year and its count of comics; naming \
            comicsByYear among --json's fields is enough).

            With --comics: a page of the comics the hero appears in, newest first (title, on-sale \
            date, format), cached like every answer. Piped: one comic a line, tab-separated (id, title, on-sale \
            date, format), no header.

            With --series, --events or --stories: a page of that list of the hero's, the same way; \
            --all (with any of the four) lists all of it, in calls of 100.

            On a terminal the output goes through a pager (HEROES_PAGER, the config key pager, PAGER, else less -FRX; \
            --no-pager to skip it), and URLs are clickable where the terminal supports links. \
            --web opens the hero's page in the browser (xdg-open), or prints its URL where there \
            is none. --json takes a comma list of fields; a hero has the same fields in heroes \
            list --json.

            Examples:
              heroes show 1009610
              heroes show "Spider-Man"
              heroes show "spider man"          # case, spaces and hyphens ignored
              heroes show 1009610 --json | jq '.comics.available'
              heroes show 1009610 --json | jq -r '.latestComics.items[].title'
              heroes show 1009610 --by-year
              heroes show 1009610 --json comicsByYear | jq -r '.comicsByYear[] | "\\(.year) \\(.comics)"'
              heroes show 1009610 --comics --page 2
              heroes show 1009610 --comics --json | jq -r '.comics[].title'
              heroes show 1009610 --series --all
              heroes show 1009610 --json id,name,comics
              heroes show 1009610 --format csv
              heroes show 1009610 --web
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The hero's id, for example 1009610, or name as you would type it, for example \"spider man\".",
            valueName: "id-or-name"),
        completion: .custom(NameCompletions.records(of: .characters)))
    var id: String

    @Flag(name: .long, help: "A page of the comics the hero appears in, instead of the hero.")
    var comics = false

    @Flag(help: LinkedFlag.help(.events, .characters)) var events = false
    @Flag(help: LinkedFlag.help(.series, .characters)) var series = false
    @Flag(help: LinkedFlag.help(.stories, .characters)) var stories = false

    @Option(name: .long, parsing: .unconditional, help: "With a linked list (--comics, …): the page to show, from 1.")
    var page: Int?

    @Option(
        name: [.customShort("n"), .long, .customLong("limit")], parsing: .unconditional,
        help:
            "With a linked list (--comics, …): records a page, 1 to 100 (default: the config key per_page, else 20). -n and --limit are the same option."
    )
    var perPage: Int?

    @Flag(name: .long, help: "With a linked list (--comics, …): all of it, in calls of 100.")
    var all = false

    @Flag(
        name: .long,
        help:
            "Count the hero's comics by the year they went on sale, from the whole list of them (Spider-Man's: 30 calls of 100)."
    )
    var byYear = false

    @Option(
        name: .long, parsing: .unconditional,
        help: "With --by-year or --all: the most calls it makes (default: 100); past it, it stops before fetching.")
    var maxCalls: Int?

    @Flag(name: .long, help: "Open the hero's web page in the browser (print its URL where there is none).")
    var web = false

    @OptionGroup var output: FormatOptions

    @OptionGroup var pager: PagerOptions

    @OptionGroup var global: GlobalOptions

    @OptionGroup var cache: CacheOptions

    /// The options' values, checked by ``validate()`` (ArgumentParser runs it before ``run()``).
    var choices: ShowChoices {
        ShowChoices(
            id: id, comics: comics, events: events, series: series, stories: stories, page: page, perPage: perPage,
            all: all, byYear: byYear, maxCalls: maxCalls, web: web,
            global: global.choices(format: output, pager: pager),
            cache: cache.choices)
    }

    func validate() throws { try choices.validateOwnOptions() }

    func run() async throws { try await choices.run() }
}

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

    /// The linked list's flags (`--comics` without `--all` is the hero's comics screen).
    var linkedList: LinkedListShow {
        LinkedListShow(
            resource: .characters, page: page, perPage: perPage, all: all,
            maximumCalls: maxCalls ?? HeroesRepository.defaultMaximumCalls)
    }

    /// The linked lists asked for, in the API's order.
    var linkedAsked: [MarvelResource] { LinkedListShow.asked([false, comics, false, events, series, stories]) }

    func validate() throws {
        _ = try HeroReference(parsing: id)
        let linked = linkedAsked
        let fields = try output.jsonFields(
            valid: linked.first.map { listed($0).jsonFieldNames }
                ?? DetailSpec<HeroDetails>.hero().withComicsByYear().jsonFieldNames)
        if byYear, !linked.isEmpty || web {
            throw ValidationError(
                "--by-year counts the hero's comics on the hero's details; it takes no --comics or --web.")
        }
        if maxCalls != nil, !byYear, !all, fields?.contains(ComicsByYear.jsonField) != true {
            throw ValidationError("--max-calls goes with --by-year or --all.")
        }
        if let maxCalls, maxCalls < 1 { throw ValidationError("--max-calls must be 1 or more, got \(maxCalls).") }
        if web, !linked.isEmpty || output.requestedFormat != nil {
            throw ValidationError("--web opens the hero's page; it takes no --comics, --json or --format.")
        }
        if linked.isEmpty, page != nil || perPage != nil {
            let example = ShellWords.command(["heroes", "show", id, "--comics", "--page", String(page ?? 1)])
            throw ValidationError("--page and --per-page go with --comics" + (example.map { ": " + $0 } ?? "."))
        }
        if let page, page < 1 { throw ValidationError("--page must be 1 or more, got \(page).") }
        if let page, page > Self.largestComicsPage {
            throw ValidationError("--page can be at most \(Self.largestComicsPage), got \(page).")
        }
        if let perPage, !(1...HeroesQuery.maximumLimit).contains(perPage) {
            throw ValidationError(
                "--per-page must be 1 to \(HeroesQuery.maximumLimit) with --\((linked.first ?? .comics).rawValue), got \(perPage)."
            )
        }
        if let error = linkedList.usageError(linked: linked) { throw ValidationError(error) }
    }

    /// The last page `--comics` accepts: far past any hero's comics (Spider-Man has some 4,000),
    /// and an offset that no arithmetic can overflow.
    static let largestComicsPage = 1_000_000

    /// Where the command starts: the hero, or a page of their comics, `preferredPerPage` a page
    /// without `--per-page` (the config key `per_page`, else 20).
    func destination(id: Int, preferredPerPage: Int? = nil) -> Destination {
        guard comics else { return .hero(id: id) }
        return .heroComics(id: id, page: page ?? 1, perPage: perPage ?? preferredPerPage ?? HeroesQuery.defaultLimit)
    }

    func run() async throws {
        let environment = try AppEnvironment.make(global.choices(format: output, pager: pager), cache: cache.choices)
        let id: Int
        switch try HeroReference(parsing: self.id) {
        case .id(let number): id = number
        case .name(let name): id = try await NameLookup.id(named: name, in: environment, policy: environment.policy)
        }
        if web { return try await openPage(of: id, environment: environment) }
        if let related = linkedAsked.first, related != .comics || all {
            return try await linkedList.show(listed(related), of: id, environment: environment)
        }
        if !comics, byYear || environment.jsonFields?.contains(ComicsByYear.jsonField) == true {
            let repository = environment.repository
            return try await DetailScreen(environment: environment, policy: environment.policy).showWithComicsByYear(
                id, of: Hero.self, spec: .hero(), maximumCalls: maxCalls ?? HeroesRepository.defaultMaximumCalls
            ) { id, policy async throws(HeroesError) -> Fetched<HeroDetails> in
                try await HeroDetails.load(id: id, from: repository, policy: policy)
            }
        }
        let start = destination(id: id, preferredPerPage: environment.settings.perPage)
        try await Screens(environment).show(Coordinator(start: start))
    }

    /// `--web`: the hero's page in the browser, or its URL printed.
    func openPage(of id: Int, environment: AppEnvironment) async throws(ExitCode) {
        let hero: Hero
        do {
            hero = try await environment.repository.hero(id: id, policy: environment.policy).value
        } catch let error {
            throw Console.fail(environment.message(for: error), ExitStatus(error))
        }
        guard let url = Browser.page(among: hero.links.map { ($0.kind, $0.url.absoluteString) }) else {
            throw Console.fail(
                "hero \(id) has no web page (no http or https detail, wiki or comiclink URL).", .notFound)
        }
        _ = try Browser.open(url, notices: environment.showsNotices)
    }
}

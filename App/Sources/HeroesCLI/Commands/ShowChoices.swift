import ArgumentParser
import CommandLinePlatform
import FoundationEssentials
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation
import MarvelWire

/// What `heroes show` was asked for, as plain values, and how it runs: whichever reader read the
/// line (``ShowCommand`` through ArgumentParser, or ``QuickLine``), the same checks and the same
/// screens.
struct ShowChoices: Equatable, Sendable {
    /// The hero's id, or name as typed.
    var id: String
    var comics = false
    var events = false
    var series = false
    var stories = false
    var page: Int?
    var perPage: Int?
    var all = false
    var byYear = false
    var maxCalls: Int?
    var web = false
    var global = GlobalChoices()
    var cache = CacheChoices()

    /// The linked list's flags (`--comics` without `--all` is the hero's comics screen).
    var linkedList: LinkedListShow {
        LinkedListShow(
            resource: .characters, page: page, perPage: perPage, all: all,
            maximumCalls: maxCalls ?? HeroesRepository.defaultMaximumCalls)
    }

    /// The linked lists asked for, in the API's order.
    var linkedAsked: [MarvelResource] { LinkedListShow.asked([false, comics, false, events, series, stories]) }

    /// The checks of `show`'s own options: what ``ShowCommand`` runs, since ArgumentParser already
    /// validates its option groups on their own.
    func validateOwnOptions() throws(ValidationError) {
        _ = try HeroReference(parsing: id)
        let linked = linkedAsked
        let fields = try global.jsonFields(
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
        if web, !linked.isEmpty || global.requestedFormat != nil {
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
        let environment = try AppEnvironment.make(global, cache: cache)
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

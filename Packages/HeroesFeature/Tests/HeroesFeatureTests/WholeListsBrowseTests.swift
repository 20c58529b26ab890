import DesignTokens
import Foundation
import HeroesCore
import HeroesCoreTesting
import HeroesFeature
import HeroesPresentation
import MarvelWire
import NetworkStubs
import SnapshotTesting
import TerminalScreen
import Testing
import TestingUtils

/// `browse`'s whole lists (`ListBrowserSpec.whole`): the query a search asks for, the matches of
/// a name search through `BrowseLoads` and `BrowseNames` (any part of a name, best first), the
/// keys `1`…`6` switching lists in `BrowseSession`, and the frames of the characters' list.
@Suite struct WholeListsBrowseTests {
    static let heroes = [
        Hero(id: 1, name: "Spider-Man"), Hero(id: 2, name: "Iron Man"), Hero(id: 3, name: "Hulk"),
        Hero(id: 4, name: "Man-Thing"), Hero(id: 5, name: "Spider-Girl"), Hero(id: 6, name: "Spïder-Woman"),
    ]

    static func repository(_ heroes: [Hero] = heroes) -> HeroesRepository {
        let catalog = Catalog(characters: heroes.map(CharacterDTO.init(hero:)))
        return HeroesRepository(service: RemoteMarvelService.anyKey(over: InProcessTransport(catalog: catalog)))
    }

    static func names(_ heroes: [Hero] = heroes) -> BrowseNames {
        BrowseNames { _ in heroes.map { NamedRecord(id: $0.id, name: $0.name) } }
    }

    static let containing = ListBrowserSpec<ListSearchQuery, Hero>.whole(.heroes, search: .nameContaining)

    /// The browser after `/`, `text` typed and its debounce over: the effects of the search.
    static func searched(_ text: String, spec: ListBrowserSpec<ListSearchQuery, Hero> = containing) -> (
        ListBrowser<ListSearchQuery, Hero>, [ListBrowser<ListSearchQuery, Hero>.Effect]
    ) {
        var browser = ListBrowser(spec: spec, lines: 24)
        _ = browser.start()
        _ = browser.handle(.key(.character("/"), now: Fixtures.now))
        for character in text { _ = browser.handle(.key(.character(character), now: Fixtures.now)) }
        let effects = browser.handle(.clock(now: Fixtures.now.addingTimeInterval(1)))
        return (browser, effects)
    }

    @Test func theWholeListStartsWithTheFirstPageOfTheResourceUnfiltered() {
        var browser = ListBrowser(spec: Self.containing, lines: 24)
        let request = ListRequest(MarvelRoute(.characters), limit: 50)
        #expect(browser.start() == [.loadFirst(ListSearchQuery(request: request), generation: 1)])
    }

    @Test func aSearchOnANameContainingListAsksForTheNamesHoldingTheText() {
        let (_, effects) = Self.searched("spider man")
        let request = ListRequest(MarvelRoute(.characters), limit: 50)
        #expect(effects == [.loadFirst(ListSearchQuery(request: request, nameContaining: "spider man"), generation: 2)])
    }

    @Test func aSearchOnANameStartsWithListAsksTheAPIsFilter() {
        let (_, effects) = Self.searched("spi", spec: .whole(.heroes, search: .nameStartsWith))
        var route = MarvelRoute(.characters)
        route.query[.nameStartsWith] = .text("spi")
        #expect(effects == [.loadFirst(ListSearchQuery(request: ListRequest(route, limit: 50)), generation: 2)])
    }

    @Test func theScreenLoadsANameSearchAsMatchesAPageAtATime() {
        var screen = BrowseListScreen(spec: Self.containing, lines: 24)
        _ = screen.start()
        _ = screen.handle(.key(.character("/"), now: Fixtures.now))
        for character in "man" { _ = screen.handle(.key(.character(character), now: Fixtures.now)) }
        let effects = screen.handle(.clock(now: Fixtures.now.addingTimeInterval(1)))
        #expect(effects == [.load(BrowseLoad(.matches("man", pageSize: 50), of: Hero.self, generation: 2))])
    }

    /// The pages `BrowseLoads` sends for `load` and then, when `next`, the next page.
    static func pages(of text: String, pageSize: Int, next: Bool = false) async -> [[String]] {
        let sent = BrowseLoadsTests.Log<BrowseSession.Event>()
        let loads = BrowseLoads(repository: repository(), names: names()) { sent.append($0) }
        await loads.perform(BrowseLoad(.matches(text, pageSize: pageSize), of: Hero.self, generation: 1), screen: 0)?
            .value
        if next { await loads.perform(BrowseLoad(.next, of: Hero.self, generation: 1), screen: 0)?.value }
        return sent.values.compactMap { event in
            guard case .answer(let answer, screen: 0) = event, let pages = answer.pages(of: Hero.self) else {
                return nil
            }
            return pages.flatMap(\.value.items).map(\.name)
        }
    }

    /// `/man`: Man-Thing (starts with it), then the shorter Iron Man, then Spider-Man, then
    /// Spïder-Woman ("spiderwoman" holds "man" too).
    @Test func slashManFindsSpiderManAndIronManAmongTheNamesHoldingManBestFirst() async {
        #expect(await Self.pages(of: "man", pageSize: 50) == [["Man-Thing", "Iron Man", "Spider-Man", "Spïder-Woman"]])
    }

    @Test func slashSpiderManWithASpaceFindsSpiderManAlone() async {
        #expect(await Self.pages(of: "spider man", pageSize: 50) == [["Spider-Man"]])
    }

    @Test func accentsAndCaseAreIgnoredInTheNames() async {
        #expect(await Self.pages(of: "SPIDER WOMAN", pageSize: 50) == [["Spïder-Woman"]])
    }

    @Test func theMatchesComeAPageAtATimeAndTheTotalCountsThemAll() async throws {
        #expect(
            await Self.pages(of: "man", pageSize: 2, next: true) == [
                ["Man-Thing", "Iron Man"], ["Spider-Man", "Spïder-Woman"],
            ])
        var screen = BrowseListScreen(spec: .whole(.heroes, search: .nameContaining, pageSize: 2), lines: 24)
        _ = screen.start()
        let repository = Self.repository()
        let page = try await repository.page(
            ofIDs: [4, 2, 1, 6], offset: 0, limit: 2, as: Hero.self, attribution: "", policy: .normal)
        _ = screen.handle(.answer(.pages([page], generation: 1, replacing: true, final: true)))
        #expect(screen.browser.list.total == 4 && screen.browser.list.hasMore)
    }

    @Test func eachResourcesNamesAreReadOnceWhetherPreparedOrSearchedFirst() async throws {
        let reads = BrowseLoadsTests.Log<MarvelResource>()
        let names = BrowseNames { resource in
            reads.append(resource)
            return Self.heroes.map { NamedRecord(id: $0.id, name: $0.name) }
        }
        names.prepare([.characters, .comics])
        #expect(try await names.ids(of: .characters, matching: "spider man") == [1])
        #expect(try await names.ids(of: .characters, matching: "hulk") == [3])
        #expect(try await names.ids(of: .comics, matching: "iron") == [2])
        #expect(reads.values.sorted { $0.rawValue < $1.rawValue } == [.characters, .comics])
    }

    // MARK: - Switching lists

    /// A screen that keeps every key (a record's).
    struct RecordScreen: BrowseScreen {
        var keys: [Key] = []
        mutating func start() -> [BrowseScreenEffect] { [] }
        mutating func handle(_ event: BrowseScreenEvent) -> [BrowseScreenEffect] {
            if case .key(let key, _) = event { keys.append(key) }
            return []
        }
        var isEditingText: Bool { false }
        var crumb: String { "Record" }
        mutating func restore(row: Int) {}
        func lines(style: TerminalStyle, now: Date, size: TerminalSize) -> [String] { ["record"] }
    }

    static func session() -> BrowseSession {
        let keys: [Character: Destination] = ["1": .list(.characters), "2": .list(.comics), "3": .list(.creators)]
        return BrowseSession(
            start: .list(.comics), size: TerminalSize(columns: 80, lines: 24), help: BrowseHelp(title: "", keys: []),
            listKeys: keys
        ) { destination, _, lines in
            switch destination {
            case .list: BrowseListScreen(spec: Self.containing, lines: lines) { .hero(id: $0) }
            case .hero: RecordScreen()
            default: nil
            }
        }
    }

    static func loaded(_ session: inout BrowseSession) {
        _ = session.start()
        let page = Fetched(
            value: Page(offset: 0, limit: 50, total: 1, items: [Hero(id: 1, name: "Spider-Man")], attribution: ""),
            origin: .network)
        _ = session.handle(.answer(.pages([page], generation: 1, replacing: true, final: true), screen: 0))
    }

    @Test func keyThreeOnAListReplacesItWithTheCreatorsListAndCancelsItsLoads() {
        var session = Self.session()
        Self.loaded(&session)
        let effects = session.handle(.key(.character("3"), now: Fixtures.now))
        #expect(session.coordinator.stack.map(\.destination) == [.list(.creators)])
        #expect(session.stack.map(\.id) == [1])
        let load = BrowseLoad(.first(ListRequest(MarvelRoute(.characters), limit: 50)), of: Hero.self, generation: 1)
        #expect(effects == [.cancel(screen: 0), .load(load, screen: 1)])
    }

    @Test func theKeyOfTheListShownDoesNothing() {
        var session = Self.session()
        Self.loaded(&session)
        #expect(session.handle(.key(.character("2"), now: Fixtures.now)) == [])
        #expect(session.stack.map(\.id) == [0])
    }

    @Test func aListKeyTypedInTheSearchIsText() {
        var session = Self.session()
        Self.loaded(&session)
        _ = session.handle(.key(.character("/"), now: Fixtures.now))
        _ = session.handle(.key(.character("3"), now: Fixtures.now))
        #expect(session.coordinator.current == .list(.comics))
        let screen = session.current as? BrowseListScreen<ListSearchQuery, Hero>
        #expect(screen?.browser.searchText == "3")
    }

    @Test func aListKeyOnARecordScreenIsTheScreensOwn() {
        var session = Self.session()
        Self.loaded(&session)
        _ = session.handle(.key(.enter, now: Fixtures.now))
        #expect(session.coordinator.current == .hero(id: 1))
        #expect(session.handle(.key(.character("1"), now: Fixtures.now)) == [])
        #expect(session.coordinator.current == .hero(id: 1))
        #expect((session.current as? RecordScreen)?.keys == [.character("1")])
    }

    // MARK: - Frames

    func frame(_ browser: ListBrowser<ListSearchQuery, Hero>, _ columns: Int, _ lines: Int, color: Bool = false)
        -> String
    {
        let renderer = ListBrowserRenderer(style: TerminalStyle(usesColor: color), now: Fixtures.now)
        let frame = Frame(
            width: columns, height: lines,
            lines: renderer.lines(browser, size: TerminalSize(columns: columns, lines: lines)))
        return frame.lines.joined(separator: "\n")
    }

    /// The characters' list of the fixtures' heroes, searched for `text` when given.
    func loaded(lines: Int, search text: String? = nil, heroes: [Hero] = heroes) async throws -> ListBrowser<
        ListSearchQuery, Hero
    > {
        var browser = ListBrowser(spec: Self.containing, lines: lines)
        var effects = browser.start()
        if let text {
            _ = browser.handle(.key(.character("/"), now: Fixtures.now))
            for character in text { _ = browser.handle(.key(.character(character), now: Fixtures.now)) }
            effects = browser.handle(.key(.enter, now: Fixtures.now))
        }
        guard case .loadFirst(let query, let generation) = try #require(effects.first) else {
            throw CancellationError()
        }
        let repository = Self.repository(heroes)
        let page: Fetched<Page<Hero>>
        if let containing = query.nameContaining {
            let ids = try await Self.names(heroes).ids(of: .characters, matching: containing)
            page = try await repository.page(
                ofIDs: ids, offset: 0, limit: query.request.limit, as: Hero.self, attribution: Fixtures.attribution,
                policy: .normal)
        } else {
            page = try await repository.list(query.request, as: Hero.self, policy: .normal)
        }
        _ = browser.handle(.pages([page], generation: generation, replacing: true, final: true))
        return browser
    }

    @Test(arguments: [(80, 24), (60, 15)])
    func theCharactersListWithItsListKeysInTheHints(columns: Int, lines: Int) async throws {
        let browser = try await loaded(lines: lines)
        assertSnapshot(of: frame(browser, columns, lines), as: .lines, named: "\(columns)x\(lines)")
    }

    @Test(arguments: [(80, 24), (60, 15)])
    func theCharactersMatchingMan(columns: Int, lines: Int) async throws {
        let browser = try await loaded(lines: lines, search: "man")
        assertSnapshot(of: frame(browser, columns, lines), as: .lines, named: "\(columns)x\(lines)")
    }

    @Test func escapeSequencesAndBidiInMatchedNamesNeverReachTheFrame() async throws {
        let hostile = Hero(id: 9, name: "Iron\u{1B}]52;c;cm0gLXJm\u{07}\u{1B}[2J Man\u{9B}31m\u{202E}\u{2066}")
        let browser = try await loaded(lines: 24, search: "iron", heroes: [hostile, Hero(id: 2, name: "Hulk")])
        #expect(browser.list.items.map(\.id) == [9], "the hostile name is found by its letters")
        let text = TerminalOutput.withoutStyles(frame(browser, 80, 24, color: true))
        #expect(TerminalText.isNeutral(text, lineBreaks: .keep), "\(text.debugDescription)")
        #expect(text.contains("Iron Man"))
    }
}

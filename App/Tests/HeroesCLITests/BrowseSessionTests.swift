import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesFeature
import HeroesPresentation
import TerminalScreen
import Testing

@testable import HeroesCLI

/// `heroes browse` as a whole (HeroesPresentation's `BrowseSession` with the App's map of
/// destinations to screens): keys routed to the screen the coordinator shows, heroes opened and
/// left through it, help, quitting.
@Suite struct BrowseSessionTests {
    static let now = Date(timeIntervalSince1970: 1_704_888_000)

    func started() -> BrowseSession {
        var session = BrowseSession.heroes(size: TerminalSize(columns: 80, lines: 24))
        _ = session.start()
        let heroes = (0..<50).map { Hero(id: 100 + $0, name: "Hero \($0)") }
        let page = HeroPage(offset: 0, limit: 50, total: 1_485, heroes: heroes, attribution: "© 2017 MARVEL")
        _ = session.handle(
            .answer(
                .pages([Fetched(value: page, origin: .network)], generation: 1, replacing: true, final: true), screen: 0
            ))
        return session
    }

    /// The hero list, the first screen.
    func list(_ session: BrowseSession) -> HeroesBrowser? {
        (session.stack.first?.screen as? HeroesScreen)?.browser
    }

    /// The hero open over the list, if any.
    func details(_ session: BrowseSession) -> HeroDetailsBrowser? {
        session.stack.count > 1 ? session.stack.last?.screen as? HeroDetailsBrowser : nil
    }

    func press(_ session: inout BrowseSession, _ keys: Key...) -> [BrowseSession.Effect] {
        keys.flatMap { session.handle(.key($0, now: Self.now)) }
    }

    @Test func enterOpensTheHeroThroughTheCoordinatorAndEscapeComesBackToTheSameRow() {
        var session = started()
        let effects = press(&session, .pageDown, .down, .enter)
        #expect(
            effects == [
                .load(BrowseLoad(.record(id: 122, refresh: false), of: Hero.self, slot: 0, generation: 1), screen: 1),
                .load(
                    BrowseLoad(
                        .first(HeroDetailsBrowser.comicsRequest(heroID: 122)), of: Comic.self, slot: 1, generation: 1),
                    screen: 1),
            ])
        #expect(session.coordinator.current == .hero(id: 122))
        #expect(session.coordinator.stack.first?.row == 22)
        _ = press(&session, .down, .down)  // in the details: moves the comics, not the list
        #expect(press(&session, .escape) == [.cancel(screen: 1)])
        #expect(session.coordinator.current == .heroes(HeroesBrowser.query(for: "")))
        #expect(list(session)?.list.cursor == 22 && details(session) == nil)
    }

    @Test func qAndCtrlCQuitButQIsTextInTheSearchField() {
        var session = started()
        _ = press(&session, .character("/"))
        #expect(press(&session, .character("q")) == [.wake(at: Self.now.addingTimeInterval(0.3))])
        #expect(press(&session, .interrupt) == [.quit(interrupted: true)])
        var other = started()
        #expect(press(&other, .character("q")) == [.quit(interrupted: false)])
    }

    @Test func questionMarkShowsTheHelpAndAnyKeyClosesIt() {
        var session = started()
        _ = press(&session, .character("?"))
        #expect(session.showsHelp)
        let frame = session.lines(style: .plain, now: Self.now)
        #expect(frame.first?.hasPrefix("heroes browse: keys") == true)
        #expect(press(&session, .down) == [] && !session.showsHelp && list(session)?.list.cursor == 0)
    }

    @Test func aResizeReachesBothScreens() {
        var session = started()
        _ = press(&session, .enter)
        _ = session.handle(.resized(TerminalSize(columns: 120, lines: 40)))
        #expect(list(session)?.visibleRows == 37 && details(session)?.visibleRows == 28)
        #expect(session.lines(style: .plain, now: Self.now).count == 40)
    }

    @Test func answersForAHeroThatWasLeftAreDropped() {
        var session = started()
        _ = press(&session, .enter)
        _ = press(&session, .escape)
        _ = press(&session, .down, .enter)  // another hero: generation 2
        _ = session.handle(
            .answer(.record(Fetched(value: Hero(id: 100, name: "Hero 0"), origin: .network), generation: 1), screen: 1))
        #expect(details(session)?.hero == .loading)
    }

    @Test func aWindowSmallerThanTheScreenNeedsSaysSoAndTheListDrawsAgainOnceItFits() {
        var session = started()
        _ = press(&session, .enter)
        _ = session.handle(.resized(TerminalSize(columns: 80, lines: 10)))
        #expect(
            session.lines(style: .plain, now: Self.now).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "Window too small: 80x10.", "This screen needs 20x13.", "q quits.",
            ])
        _ = press(&session, .escape)
        let list = session.lines(style: .plain, now: Self.now)
        #expect(list.count == 10 && list.first?.hasPrefix("Heroes · 1 of 1,485") == true, "\(list)")
        _ = session.handle(.resized(TerminalSize(columns: 19, lines: 2)))
        #expect(
            session.lines(style: .plain, now: Self.now).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "Window too small:…", "This screen needs…",
            ])
    }

    @Test func aHerosComicOpensOverItItsCharacterOverThatAndEscapeGoesBackARowAtATime() {
        var session = started()
        _ = press(&session, .down, .enter)  // hero 101, opened from row 1
        let comics = (0..<5).map { Comic(id: 70_000 + $0, title: "Comic \($0)") }
        let comicsPage = Page(offset: 0, limit: 50, total: 5, items: comics, attribution: "")
        _ = session.handle(
            .answer(
                .pages(
                    [Fetched(value: comicsPage, origin: .network)], slot: 1, generation: 1, replacing: true, final: true
                ),
                screen: 1))
        let openComic = press(&session, .down, .down, .enter)
        #expect(
            openComic.contains(
                .load(
                    BrowseLoad(.record(id: 70_002, refresh: false), of: Comic.self, slot: 0, generation: 2), screen: 2))
        )
        #expect(session.coordinator.current == .record(.comics, id: 70_002))
        let characters = [Hero(id: 100, name: "Hero 0"), Hero(id: 105, name: "Hero 5")]
        let charactersPage = Page(offset: 0, limit: 50, total: 2, items: characters, attribution: "")
        _ = session.handle(
            .answer(
                .pages(
                    [Fetched(value: charactersPage, origin: .network)], slot: 1, generation: 2, replacing: true,
                    final: true),
                screen: 2))
        _ = press(&session, .down, .enter)
        #expect(session.coordinator.current == .record(.characters, id: 105) && session.stack.count == 4)
        _ = press(&session, .escape)
        #expect(session.coordinator.current == .record(.comics, id: 70_002))
        #expect((session.stack.last?.screen as? ComicBrowser)?.linked.cursor == 1, "back on the character's row")
        _ = press(&session, .escape)
        #expect(session.coordinator.current == .hero(id: 101))
        #expect(details(session)?.comics.cursor == 2, "back on the comic's row")
        _ = press(&session, .escape)
        #expect(list(session)?.list.cursor == 1 && session.stack.count == 1)
    }

    /// The models the first load of each key's list asks for, `1` to `6`, starting at the comics.
    @Test func keysOneToSixSwitchToTheSixResourcesListsEachLoadingItsOwnModel() {
        var session = BrowseSession.heroes(
            size: TerminalSize(columns: 80, lines: 24), start: .comics, search: .nameContaining)
        let first = session.start()
        #expect(
            first.map { effect -> String in
                guard case .load(let load, _) = effect else { return "\(effect)" }
                return load.resource.rawValue
            } == ["comics"])
        var loaded: [String] = []
        for key in "654321" {
            for case .load(let load, _) in press(&session, .character(key)) { loaded.append(load.resource.rawValue) }
            #expect(session.coordinator.stack.count == 1)
        }
        #expect(loaded == ["stories", "series", "events", "creators", "comics", "characters"])
        #expect(session.coordinator.current == .list(.characters))
    }

    @Test func enterOnAComicOfTheComicsListOpensTheComic() {
        var session = BrowseSession.heroes(size: TerminalSize(columns: 80, lines: 24), start: .comics)
        _ = session.start()
        let page = Page(
            offset: 0, limit: 50, total: 1, items: [Comic(id: 7, title: "Comic 7")], attribution: "© 2017 MARVEL")
        _ = session.handle(
            .answer(
                .pages([Fetched(value: page, origin: .network)], generation: 1, replacing: true, final: true), screen: 0
            ))
        _ = press(&session, .enter)
        #expect(session.coordinator.current == .record(.comics, id: 7))
        _ = press(&session, .character("3"))
        #expect(session.coordinator.current == .record(.comics, id: 7), "3 on a comic's screen is not a list key")
    }

    @Test func tabReplacesTheHeroWithItsSeriesKeepingTheStackAndEscapeComesBackToTheListsRow() {
        var session = started()
        _ = press(&session, .down, .enter)  // hero 101, opened from row 1 as screen 1
        let effects = press(&session, .tab)
        #expect(effects.first == .cancel(screen: 1))
        #expect(
            effects.contains(
                .load(BrowseLoad(.record(id: 101, refresh: false), of: Hero.self, slot: 0, generation: 2), screen: 2)))
        #expect(session.coordinator.current == .record(.characters, id: 101, link: .series))
        #expect(session.stack.count == 2 && session.stack.last?.screen is BrowseDetailScreen<Hero, Series>)
        _ = press(&session, .escape)
        #expect(list(session)?.list.cursor == 1 && session.stack.count == 1)
    }

    @Test func theBreadcrumbIsEachScreensCrumbFromTheListToTheRecordShownAndIsDrawnUnderItsTitle() {
        var session = started()
        _ = press(&session, .down, .enter)
        _ = session.handle(
            .answer(.record(Fetched(value: Hero(id: 101, name: "Hero 1"), origin: .network), generation: 1), screen: 1))
        #expect(session.breadcrumb == ["Heroes", "Hero 1"])
        _ = press(&session, .tab)
        #expect(session.breadcrumb == ["Heroes", "Hero 101"], "the new screen names the hero until it loads")
        #expect(session.lines(style: .plain, now: Self.now)[1] == "Heroes › Hero 101")
    }
}

import Foundation
import HeroesCore
import HeroesFeature
import TerminalScreen
import Testing
import TestingUtils

/// The list screen of `heroes browse` as a state machine: keys, the clock and answers in,
/// state and effects out, timed by a test clock.
@Suite struct HeroesBrowserTests {
    static func page(_ ids: Range<Int>, total: Int, origin: FetchOrigin = .network) -> Fetched<HeroPage> {
        Fetched(
            value: HeroPage(
                offset: ids.lowerBound, limit: HeroesBrowser.pageSize, total: total,
                heroes: ids.map { Hero(id: $0, name: "Hero \($0)") }, attribution: Fixtures.attribution),
            origin: origin)
    }

    /// A browser 24 lines tall (21 rows of heroes) with the first page of 50 of `total` loaded.
    func started(total: Int = 1_485) -> HeroesBrowser {
        var browser = HeroesBrowser(lines: 24)
        _ = browser.start()
        _ = browser.handle(.pages([Self.page(0..<50, total: total)], generation: 1, replacing: true, final: true))
        return browser
    }

    func press(_ browser: inout HeroesBrowser, _ keys: Key..., at clock: TestClock) -> [HeroesBrowser.Effect] {
        keys.flatMap { browser.handle(.key($0, now: clock.date)) }
    }

    @Test func startAsksForTheFirstPageOfEveryHero() {
        var browser = HeroesBrowser(lines: 24)
        #expect(browser.start() == [.loadFirst(HeroesBrowser.query(for: ""), generation: 1)])
        #expect(browser.list.activity == .first)
    }

    @Test func theNextPageIsAskedForAScreenBeforeTheEndAndOnlyOnce() {
        let clock = TestClock()
        var browser = started()
        #expect(press(&browser, .pageDown, at: clock) == [], "row 21: 28 rows are left below")
        #expect(press(&browser, .down, .down, .down, .down, .down, .down, at: clock) == [], "row 27: 22 are left")
        #expect(press(&browser, .down, at: clock) == [.loadNext(generation: 1)], "row 28: 21 are left, a screenful")
        #expect(press(&browser, .down, .pageDown, at: clock) == [], "a page is already on its way")
        _ = browser.handle(.pages([Self.page(50..<100, total: 1_485)], generation: 1, replacing: false, final: true))
        #expect(browser.list.items.count == 100)
    }

    @Test func theEndOfTheCatalogStopsPaging() {
        let clock = TestClock()
        var browser = started(total: 50)
        #expect(press(&browser, .end, at: clock) == [])
        #expect(browser.list.cursor == 49 && !browser.list.hasMore)
    }

    @Test func endLoadsEveryPageLeftOneByOneAndTakesTheCursorToTheLastHero() {
        let clock = TestClock()
        var browser = started(total: 120)
        #expect(press(&browser, .end, at: clock) == [.loadNext(generation: 1)])
        #expect(browser.isSeekingEnd && browser.list.cursor == 49)
        let second = browser.handle(
            .pages([Self.page(50..<100, total: 120)], generation: 1, replacing: false, final: true))
        #expect(second == [.loadNext(generation: 1)], "the page after it, without a key")
        #expect(browser.isSeekingEnd && browser.list.cursor == 99)
        let last = browser.handle(
            .pages([Self.page(100..<120, total: 120)], generation: 1, replacing: false, final: true))
        #expect(last == [])
        #expect(!browser.isSeekingEnd && browser.list.cursor == 119 && !browser.list.hasMore)
    }

    @Test func endStopsAskingWhenAServerThatAlwaysSaysMoreRepeatsAPage() {
        let clock = TestClock()
        var browser = started(total: Int.max)
        #expect(press(&browser, .end, at: clock) == [.loadNext(generation: 1)])
        let repeated = browser.handle(
            .pages([Self.page(0..<50, total: Int.max)], generation: 1, replacing: false, final: true))
        #expect(repeated == [], "no page after a page that added nothing")
        #expect(!browser.isSeekingEnd && !browser.list.hasMore && browser.list.cursor == 49)
    }

    @Test func aMoveWhileEndIsLoadingPagesStopsItAtThePageOnItsWay() {
        let clock = TestClock()
        var browser = started(total: 1_485)
        _ = press(&browser, .character("G"), at: clock)
        #expect(browser.isSeekingEnd)
        _ = press(&browser, .up, at: clock)
        #expect(!browser.isSeekingEnd)
        let effects = browser.handle(
            .pages([Self.page(50..<100, total: 1_485)], generation: 1, replacing: false, final: true))
        #expect(effects == [] && browser.list.cursor == 48 && browser.list.items.count == 100)
    }

    @Test func aFailureWhileEndIsLoadingPagesStopsIt() {
        let clock = TestClock()
        var browser = started(total: 1_485)
        _ = press(&browser, .end, at: clock)
        _ = browser.handle(.failed(.network(.timedOut, server: "the server"), generation: 1))
        #expect(!browser.isSeekingEnd && browser.list.failure != nil)
    }

    @Test func enterOpensTheSelectedHeroAtItsRow() {
        let clock = TestClock()
        var browser = started()
        #expect(press(&browser, .down, .down, .enter, at: clock) == [.open(id: 2, row: 2)])
    }

    @Test func typingSearchesOnly300msAfterTheLastKey() {
        let clock = TestClock()
        var browser = started()
        _ = press(&browser, .character("/"), at: clock)
        #expect(press(&browser, .character("s"), at: clock) == [.wake(at: clock.date.addingTimeInterval(0.3))])
        clock.advance(by: 0.2)
        _ = press(&browser, .character("p"), at: clock)
        clock.advance(by: 0.2)
        #expect(browser.handle(.clock(now: clock.date)) == [], "0.2 s after the last key: not yet")
        clock.advance(by: 0.1)
        #expect(
            browser.handle(.clock(now: clock.date)) == [.loadFirst(HeroesBrowser.query(for: "sp"), generation: 2)])
        #expect(browser.shownSearch == "sp" && browser.list.isEmpty)
    }

    @Test func theSearchIsTrimmedAndTheSameTextIsNotSearchedTwice() {
        let clock = TestClock()
        var browser = started()
        _ = press(&browser, .character("/"), .character(" "), .character("h"), .character("u"), at: clock)
        clock.advance(by: 0.3)
        #expect(browser.handle(.clock(now: clock.date)) == [.loadFirst(HeroesBrowser.query(for: "hu"), generation: 2)])
        _ = press(&browser, .character(" "), at: clock)
        clock.advance(by: 0.3)
        #expect(browser.handle(.clock(now: clock.date)) == [], "\" hu \" is \"hu\", shown already")
        _ = press(&browser, .backspace, .backspace, .character("u"), at: clock)
        clock.advance(by: 0.3)
        #expect(browser.handle(.clock(now: clock.date)) == [], "typed back to the same text")
    }

    @Test func aLateAnswerToAnOldQueryIsNeverShown() {
        let clock = TestClock()
        var browser = started()
        _ = press(&browser, .character("/"), .character("a"), at: clock)
        clock.advance(by: 0.3)
        _ = browser.handle(.clock(now: clock.date))  // generation 2: "a"
        _ = press(&browser, .character("b"), at: clock)
        clock.advance(by: 0.3)
        #expect(browser.handle(.clock(now: clock.date)) == [.loadFirst(HeroesBrowser.query(for: "ab"), generation: 3)])
        _ = browser.handle(.pages([Self.page(0..<50, total: 900)], generation: 2, replacing: true, final: true))
        _ = browser.handle(.failed(.serverError(status: 500), generation: 2))
        #expect(browser.list.isEmpty && browser.list.failure == nil, "generation 2's answers were dropped")
        _ = browser.handle(.pages([Self.page(7..<9, total: 2)], generation: 3, replacing: true, final: true))
        #expect(browser.list.items.map(\.id) == [7, 8])
    }

    @Test func escapeClearsTheSearchAndEnterKeepsIt() {
        let clock = TestClock()
        var browser = started()
        _ = press(&browser, .character("/"), .character("x"), at: clock)
        #expect(press(&browser, .enter, at: clock) == [.loadFirst(HeroesBrowser.query(for: "x"), generation: 2)])
        #expect(!browser.isEditingSearch)
        #expect(press(&browser, .character("q"), at: clock) == [], "q is no search text once the field is left")
        #expect(press(&browser, .escape, at: clock) == [.loadFirst(HeroesBrowser.query(for: ""), generation: 3)])
        #expect(browser.searchText == "" && browser.shownSearch == "")
    }

    @Test func aFailedFirstLoadIsRetriedWithR() {
        let clock = TestClock()
        var browser = HeroesBrowser(lines: 24)
        _ = browser.start()
        _ = browser.handle(
            .failed(.network(.cannotConnect(host: "127.0.0.1"), server: "http://127.0.0.1:9"), generation: 1))
        #expect(browser.list.failure != nil)
        #expect(
            press(&browser, .character("r"), at: clock) == [.loadFirst(HeroesBrowser.query(for: ""), generation: 1)])
        #expect(browser.list.failure == nil && browser.list.activity == .first)
    }

    @Test func aFailedNextPageShowsTheRowsLoadedAndIsRetriedWithR() {
        let clock = TestClock()
        var browser = started()
        _ = press(&browser, .end, at: clock)
        _ = browser.handle(.failed(.serverError(status: 503), generation: 1))
        #expect(browser.list.items.count == 50 && browser.list.failure == .serverError(status: 503))
        #expect(press(&browser, .up, .down, at: clock) == [], "no new request until a retry")
        #expect(press(&browser, .character("r"), at: clock) == [.loadNext(generation: 1)])
    }

    @Test func capitalRRefreshesEveryHeroShownAndKeepsTheCursorOnItsHero() {
        let clock = TestClock()
        var browser = started()
        _ = press(&browser, .pageDown, at: clock)
        let selected = browser.list.selected?.id
        #expect(press(&browser, .character("R"), at: clock) == [.refresh(generation: 1, keeping: 50)])
        _ = browser.handle(.pages([Self.page(0..<50, total: 1_485)], generation: 1, replacing: true, final: true))
        #expect(browser.list.selected?.id == selected)
    }

    @Test func aCachedFirstPageShowsAtOnceAndTheFreshOneReplacesItInPlace() {
        let clock = TestClock()
        var browser = HeroesBrowser(lines: 24)
        _ = browser.start()
        let cached = Self.page(0..<50, total: 1_485, origin: .cache(fetchedAt: clock.date))
        _ = browser.handle(.pages([cached], generation: 1, replacing: true, final: false))
        _ = press(&browser, .down, .down, .down, at: clock)
        #expect(browser.list.cursor == 3 && browser.list.activity == .first)
        _ = browser.handle(.pages([Self.page(0..<50, total: 1_485)], generation: 1, replacing: true, final: true))
        #expect(browser.list.cursor == 3 && browser.list.selected?.id == 3 && browser.list.activity == .idle)
    }
}

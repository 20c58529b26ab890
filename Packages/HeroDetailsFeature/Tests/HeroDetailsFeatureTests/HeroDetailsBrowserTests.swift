import Foundation
import HeroDetailsFeature
import HeroesCore
import TerminalScreen
import Testing

/// The details screen of `heroes browse` as a state machine: keys and answers in, state and
/// effects out.
@Suite struct HeroDetailsBrowserTests {
    static func comics(_ ids: Range<Int>, total: Int, origin: FetchOrigin = .network) -> Fetched<Page<Comic>> {
        Fetched(
            value: Page(
                offset: ids.lowerBound, limit: HeroDetailsBrowser.pageSize, total: total,
                items: ids.map { Comic(id: $0, title: "Comic \($0)") }, attribution: Fixtures.attribution),
            origin: origin)
    }

    func opened(lines: Int = 24, total: Int = 2_939) -> HeroDetailsBrowser {
        var browser = HeroDetailsBrowser(heroID: 1_009_610, generation: 4, lines: lines)
        _ = browser.start()
        _ = browser.handle(.hero(Fetched(value: Fixtures.spiderMan, origin: .network), generation: 4))
        _ = browser.handle(.comics([Self.comics(0..<50, total: total)], generation: 4, replacing: true, final: true))
        return browser
    }

    @Test func startAsksForTheHeroAndItsFirstComics() {
        var browser = HeroDetailsBrowser(heroID: 1_009_610, generation: 4, lines: 24)
        #expect(
            browser.start() == [
                .loadHero(id: 1_009_610, generation: 4, refresh: false),
                .loadFirstComics(heroID: 1_009_610, generation: 4),
            ])
    }

    @Test(arguments: [Key.escape, .backspace])
    func escapeAndBackspaceGoBack(key: Key) {
        var browser = opened()
        #expect(browser.handle(.key(key)) == [.back])
    }

    @Test func scrollingTheComicsAsksForTheNextPageBeforeTheEnd() {
        var browser = opened()
        #expect(browser.visibleRows == 12)
        #expect(browser.handle(.key(.pageDown)) == [], "row 12: 37 are left")
        #expect(browser.handle(.key(.pageDown)) == [], "row 24: 25 are left")
        #expect(browser.handle(.key(.pageDown)) == [], "row 36: 13 are left")
        #expect(browser.handle(.key(.pageDown)) == [.loadNextComics(heroID: 1_009_610, generation: 4)])
        _ = browser.handle(.comics([Self.comics(50..<100, total: 2_939)], generation: 4, replacing: false, final: true))
        #expect(browser.comics.items.count == 100 && browser.comics.cursor == 48)
    }

    @Test func answersForAnotherScreenAreDropped() {
        var browser = opened()
        _ = browser.handle(.hero(Fetched(value: Fixtures.minimal, origin: .network), generation: 3))
        _ = browser.handle(.comicsFailed(.serverError(status: 500), generation: 3))
        #expect(browser.hero.value == Fixtures.spiderMan && browser.comics.failure == nil)
    }

    @Test func failuresAreRetriedWithR() {
        var browser = HeroDetailsBrowser(heroID: 1_009_610, generation: 1, lines: 24)
        _ = browser.start()
        _ = browser.handle(.heroFailed(.serverError(status: 503), generation: 1))
        _ = browser.handle(.comicsFailed(.serverError(status: 503), generation: 1))
        #expect(browser.hero.error == .serverError(status: 503))
        #expect(
            browser.handle(.key(.character("r"))) == [
                .loadHero(id: 1_009_610, generation: 1, refresh: false),
                .loadFirstComics(heroID: 1_009_610, generation: 1),
            ])
    }

    @Test func aCachedHeroStaysShownWhenItsRefreshFails() {
        var browser = opened()
        _ = browser.handle(.heroFailed(.serverError(status: 503), generation: 4))
        #expect(browser.hero.value == Fixtures.spiderMan)
    }
}

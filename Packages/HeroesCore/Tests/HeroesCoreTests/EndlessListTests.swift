import Foundation
import Testing

@testable import HeroesCore

@Suite struct EndlessListTests {
    static func page(_ ids: Range<Int>, total: Int, origin: FetchOrigin = .network) -> Fetched<HeroPage> {
        Fetched(
            value: HeroPage(
                offset: ids.lowerBound, limit: 10, total: total, heroes: ids.map { Hero(id: $0, name: "Hero \($0)") },
                attribution: "© 2017 MARVEL"),
            origin: origin)
    }

    func loaded(_ count: Int, total: Int) -> EndlessList<Hero> {
        var list = EndlessList<Hero>()
        list.begin(.first)
        list.receive([Self.page(0..<count, total: total)], replacing: true)
        return list
    }

    @Test func theCounterCountsTheWholeListNotTheItemsLoaded() {
        var list = loaded(50, total: 1_485)
        list.move(to: 2, visibleRows: 10)
        #expect(list.counter == "3 of 1,485")
    }

    @Test func theCounterIsNilBeforeAnyPageAndTheTotalAloneForAnEmptyList() {
        #expect(EndlessList<Hero>().counter == nil)
        #expect(loaded(0, total: 0).counter == "0")
    }

    @Test func theCounterNeverCountsFewerThanTheItemsLoadedWhateverTheServerSaysTheTotalIs() {
        let list = loaded(30, total: 5)
        #expect(list.counter == "1 of 30")
    }

    @Test func theCursorStaysInTheListAndTheWindowFollowsIt() {
        var list = loaded(30, total: 30)
        list.move(by: -5, visibleRows: 10)
        #expect(list.cursor == 0 && list.top == 0)
        list.move(by: 12, visibleRows: 10)
        #expect(list.cursor == 12 && list.top == 3, "the cursor is on the window's last row")
        list.move(to: 99, visibleRows: 10)
        #expect(list.cursor == 29 && list.top == 20)
        list.move(by: -15, visibleRows: 10)
        #expect(list.cursor == 14 && list.top == 14)
    }

    @Test func theNextPageIsWantedWithinThePrefetchDistanceOnly() {
        var list = loaded(30, total: 100)
        list.move(to: 18, visibleRows: 10)
        #expect(!list.wantsNextPage(prefetch: 10), "11 rows are left below the cursor")
        list.move(to: 19, visibleRows: 10)
        #expect(list.wantsNextPage(prefetch: 10))
        list.begin(.next)
        #expect(!list.wantsNextPage(prefetch: 10), "one page at a time")
    }

    @Test func aFailureWaitsForARetryAndTheEndStopsPaging() {
        var list = loaded(30, total: 100)
        list.move(to: 29, visibleRows: 10)
        list.begin(.next)
        list.fail(.serverError(status: 503))
        #expect(list.failure == .serverError(status: 503) && list.items.count == 30, "what was loaded stays")
        #expect(!list.wantsNextPage(prefetch: 10))
        list.begin(.next)
        #expect(list.failure == nil)
        list.receive([Self.page(30..<100, total: 100)], replacing: false)
        list.move(to: 99, visibleRows: 10)
        #expect(!list.hasMore && !list.wantsNextPage(prefetch: 10))
    }

    @Test func replacingKeepsTheCursorOnTheSameHero() {
        var list = loaded(30, total: 30)
        list.move(to: 12, visibleRows: 10)
        // The fresh answer has one hero more before the selected one.
        let fresh = Fetched(
            value: HeroPage(
                offset: 0, limit: 10, total: 31,
                heroes: [Hero(id: 999, name: "New")] + (0..<30).map { Hero(id: $0, name: "Hero \($0)") },
                attribution: ""),
            origin: .network)
        list.receive([fresh], replacing: true)
        #expect(list.selected?.id == 12 && list.cursor == 13)
        #expect(list.top == 4, "the window moved with it, so the hero stays on the same line")
    }

    @Test func appendingSkipsHeroesAlreadyListed() {
        var list = loaded(10, total: 20)
        list.receive([Self.page(8..<20, total: 20)], replacing: false)
        #expect(list.items.map(\.id) == Array(0..<20))
    }

    @Test func aNextPageOfOnlyIdsAlreadyListedEndsTheListThoughTheServerSaysMore() {
        var list = loaded(10, total: 1_000)
        list.move(to: 9, visibleRows: 10)
        list.begin(.next)
        list.receive([Self.page(0..<10, total: 1_000)], replacing: false)
        #expect(list.items.count == 10)
        #expect(!list.hasMore && !list.wantsNextPage(prefetch: 10), "a server repeating a page is not asked again")
    }

    @Test func theListStopsAtItsMaximumItemsWhateverTotalTheServerClaims() {
        var list = EndlessList<Hero>(maximumItems: 25)
        list.begin(.first)
        list.receive([Self.page(0..<10, total: 1_000_000)], replacing: true)
        list.receive([Self.page(10..<20, total: 1_000_000)], replacing: false)
        #expect(list.hasMore, "20 of at most 25: a page may follow")
        list.receive([Self.page(20..<30, total: 1_000_000)], replacing: false)
        #expect(list.items.map(\.id) == Array(0..<25), "the items past the maximum are dropped")
        #expect(!list.hasMore && !list.wantsNextPage(prefetch: 100))
        list.reset()
        #expect(list.maximumItems == 25, "a new search keeps the bound")
    }

    @Test func aCachedAnswerThatIsNotFinalLeavesTheLoadGoing() {
        var list = EndlessList<Hero>()
        list.begin(.first)
        let cachedAt = Date(timeIntervalSince1970: 1_000)
        list.receive([Self.page(0..<10, total: 10, origin: .cache(fetchedAt: cachedAt))], replacing: true, final: false)
        #expect(list.activity == .first && list.origin?.fetchedAt == cachedAt)
        list.receive([Self.page(0..<10, total: 10)], replacing: true)
        #expect(list.activity == .idle && list.origin == .network)
    }
}

@Suite struct EndlessListWindowTests {
    @Test func onTheLastItemTheWindowMakesRoomForTheRowAfterIt() {
        var list = EndlessList<Hero>()
        list.begin(.first)
        list.receive([EndlessListTests.page(0..<30, total: 100)], replacing: true)
        list.move(to: 28, visibleRows: 10)
        #expect(list.firstDrawnRow(rows: 10) == 19, "not on the last item: the window as it is")
        list.move(to: 29, visibleRows: 10)
        #expect(list.top == 20 && list.firstDrawnRow(rows: 10) == 21, "rows 21-29, then the row after them")
    }
}

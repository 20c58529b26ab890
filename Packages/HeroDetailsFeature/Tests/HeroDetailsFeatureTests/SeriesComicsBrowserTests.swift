import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesCoreTesting
import HeroesPresentation
import NetworkStubs
import NetworkStubsTesting
import TerminalScreen
import Testing

/// The comics of a series as a second list on `browse`'s generic list state (`ListBrowser` of
/// `ListBrowserSpec.comics(ofSeries:)`): its queries, its pages from NetworkStubs' in-process
/// Marvel over the 2017 sample (series 1945 has 8 comics there), and a list with no search and
/// nothing to open.
struct SeriesComicsBrowserTests {
    static let series = 1_945

    static func browser(lines: Int = 24) -> ListBrowser<ListRequest, Comic> {
        ListBrowser(spec: .comics(ofSeries: series), lines: lines)
    }

    /// `ids` of a list of `total` comics, as one answer.
    static func page(_ ids: Range<Int>, total: Int) -> Fetched<Page<Comic>> {
        Fetched(
            value: Page(
                offset: ids.lowerBound, limit: 50, total: total, items: ids.map { Comic(id: $0, title: "Comic \($0)") },
                attribution: Fixtures.attribution),
            origin: .network)
    }

    /// What the app does with a first load: the request run against the in-process Marvel.
    static func answer(_ request: ListRequest) async throws -> Fetched<Page<Comic>> {
        let repository = HeroesRepository(
            service: RemoteMarvelService.anyKey(over: InProcessTransport(server: MarvelServer(catalog: .sample2017))))
        return try await repository.list(request, as: Comic.self, policy: .normal)
    }

    @Test func startAsksForTheFirstFiftyComicsOfTheSeriesNewestFirst() {
        var browser = Self.browser()
        let request = ListRequest.comics(ofSeries: Self.series, perPage: 50, orderBy: HeroComicsRequest.newestFirst)
        #expect(browser.start() == [.loadFirst(request, generation: 1)])
        #expect(browser.list.activity == .first)
    }

    @Test func theFirstLoadFromTheServerHoldsEveryComicOfTheSeriesAndAsksForNoMore() async throws {
        var browser = Self.browser()
        guard case .loadFirst(let request, let generation) = try #require(browser.start().first) else {
            Issue.record("the first effect is not a first load")
            return
        }
        let page = try await Self.answer(request)
        #expect(browser.handle(.pages([page], generation: generation, replacing: true, final: true)) == [])
        #expect(browser.list.items.count == 8 && browser.list.total == 8 && !browser.list.hasMore)
        #expect(browser.handle(.key(.end, now: Fixtures.now)) == [], "the end of the list: no next page")
        #expect(browser.list.cursor == 7)
    }

    @Test func slashStartsNoSearchWhenTheSpecOffersNone() {
        var browser = Self.browser()
        _ = browser.start()
        _ = browser.handle(.pages([Self.page(0..<8, total: 8)], generation: 1, replacing: true, final: true))
        let keys: [Key] = [.character("/"), .character("x"), .escape]
        #expect(keys.flatMap { browser.handle(.key($0, now: Fixtures.now)) } == [])
        #expect(!browser.isEditingSearch && browser.searchText == "" && browser.generation == 1)
    }

    @Test func enterOpensNothingWhenTheSpecOpensNoItem() {
        var browser = Self.browser()
        _ = browser.start()
        _ = browser.handle(.pages([Self.page(0..<8, total: 8)], generation: 1, replacing: true, final: true))
        #expect(browser.handle(.key(.enter, now: Fixtures.now)) == [])
    }

    @Test func theNextPageIsAskedForAScreenBeforeTheEndAndAFailureWaitsForR() {
        var browser = Self.browser()
        _ = browser.start()
        _ = browser.handle(.pages([Self.page(0..<50, total: 120)], generation: 1, replacing: true, final: true))
        #expect(browser.handle(.key(.end, now: Fixtures.now)) == [.loadNext(generation: 1)])
        _ = browser.handle(.failed(.serverError(status: 503), generation: 1))
        #expect(browser.handle(.key(.up, now: Fixtures.now)) == [], "no new request until a retry")
        #expect(browser.handle(.key(.character("r"), now: Fixtures.now)) == [.loadNext(generation: 1)])
        _ = browser.handle(.pages([Self.page(50..<100, total: 120)], generation: 1, replacing: false, final: true))
        #expect(browser.list.items.count == 100 && browser.list.failure == nil)
    }

    @Test func aFailedFirstLoadIsRetriedWithRForTheSameRequest() {
        var browser = Self.browser()
        let first = browser.start()
        _ = browser.handle(.failed(.serverError(status: 500), generation: 1))
        #expect(browser.list.failure == .serverError(status: 500))
        #expect(browser.handle(.key(.character("r"), now: Fixtures.now)) == first)
        #expect(browser.list.failure == nil && browser.list.activity == .first)
    }
}

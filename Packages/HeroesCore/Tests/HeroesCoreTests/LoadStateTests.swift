import Foundation
import HeroesCore
import Testing

/// When a fetched value is news, an empty screen, or old data the user must be told about.
struct LoadStateTests {
    static let page = HeroPage(offset: 0, limit: 20, total: 1, heroes: [Hero(id: 1, name: "Alpha")], attribution: "")
    static let pastTheEnd = HeroPage(offset: 40, limit: 20, total: 1, heroes: [], attribution: "")
    static let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)

    func state(_ page: HeroPage, _ origin: FetchOrigin, _ policy: CachePolicy = .normal) -> LoadState<HeroPage> {
        LoadState(Fetched(value: page, origin: origin), policy: policy, isEmpty: { $0.heroes.isEmpty })
    }

    @Test(arguments: [FetchOrigin.network, .revalidated, .cache(fetchedAt: fetchedAt)])
    func aFreshOrQuietlyCachedValueWithHeroesIsLoaded(origin: FetchOrigin) {
        #expect(state(Self.page, origin) == .loaded(Self.page))
    }

    @Test(arguments: [FetchOrigin.network, .revalidated, .cache(fetchedAt: fetchedAt)])
    func aFreshValueTheEmptyTestAcceptsIsEmpty(origin: FetchOrigin) {
        #expect(state(Self.pastTheEnd, origin) == .empty(Self.pastTheEnd))
    }

    @Test func aCachedValueGivenBecauseTheServerFailedIsStaleSinceItsFetchWithTheFailureEvenWhenEmpty() {
        let failure = HeroesError.serverError(status: 503)
        let origin = FetchOrigin.stale(fetchedAt: Self.fetchedAt, error: failure)
        #expect(state(Self.page, origin) == .stale(Self.page, since: Self.fetchedAt, cause: failure))
        #expect(state(Self.pastTheEnd, origin) == .stale(Self.pastTheEnd, since: Self.fetchedAt, cause: failure))
    }

    @Test func aCachedValueIsStaleWhenTheCacheAloneWasAskedFor() {
        #expect(
            state(Self.page, .cache(fetchedAt: Self.fetchedAt), .offline) == .stale(Self.page, since: Self.fetchedAt))
    }

    @Test(arguments: [CachePolicy.normal, .refresh])
    func aYoungCachedValueIsNotStaleUnlessTheCacheAloneWasAskedFor(policy: CachePolicy) {
        #expect(state(Self.page, .cache(fetchedAt: Self.fetchedAt), policy) == .loaded(Self.page))
    }

    @Test func onlyLoadedEmptyAndStaleHaveAValueAndSucceed() {
        let withValue: [LoadState<Int>] = [.loaded(1), .empty(1), .stale(1, since: Self.fetchedAt)]
        let without: [LoadState<Int>] = [.idle, .loading, .failed(.notFound(.characters, id: 1))]
        #expect(withValue.map(\.value) == [1, 1, 1])
        #expect(withValue.allSatisfy { $0.hasSucceeded })
        #expect(without.allSatisfy { $0.value == nil && !$0.hasSucceeded })
    }

    @Test func onlyFailedHasAnError() {
        #expect(LoadState<Int>.failed(.notFound(.characters, id: 7)).error == .notFound(.characters, id: 7))
        #expect(
            [LoadState<Int>.idle, .loading, .loaded(1), .empty(1), .stale(1, since: Self.fetchedAt)].allSatisfy {
                $0.error == nil
            })
    }

    func messages(_ state: LoadState<Int>) -> [String] {
        state.messages(
            stale: { "stale \($0) since \($1.timeIntervalSince1970)" + ($2.map { " because \($0)" } ?? "") },
            empty: { $0 == 0 ? "empty" : nil },
            failure: { "failed: \($0)" }
        )
    }

    @Test("the stderr lines are, in order: how old a stale value is, that it is empty, what failed")
    func messagesInOrder() {
        #expect(messages(.stale(0, since: Self.fetchedAt)) == ["stale 0 since 1700000000.0", "empty"])
        #expect(messages(.stale(3, since: Self.fetchedAt)) == ["stale 3 since 1700000000.0"])
        #expect(
            messages(.stale(3, since: Self.fetchedAt, cause: .serverError(status: 503)))
                == ["stale 3 since 1700000000.0 because the server failed (HTTP 503). Try again in a moment."])
        #expect(messages(.empty(0)) == ["empty"])
        #expect(messages(.failed(.notFound(.characters, id: 7))) == ["failed: no hero with id 7."])
        #expect(messages(.loaded(3)).isEmpty && messages(.idle).isEmpty && messages(.loading).isEmpty)
    }

    @Test("without an empty closure no empty line is written, even for an empty value")
    func noEmptyLineWithoutTheClosure() {
        #expect(LoadState<Int>.empty(0).messages(stale: { _, _, _ in "stale" }, failure: { _ in "failed" }).isEmpty)
    }
}

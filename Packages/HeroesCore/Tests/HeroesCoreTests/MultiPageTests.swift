import Foundation
import MarvelWire
import NetworkClient
import Testing
import TestingUtils
@testable import HeroesCore

/// `--per-page` above 100 and `--all`: calls of at most 100, bounded concurrency, in order.
@Suite struct MultiPageTests {
    @Test func splitCutsIntoCallsOfAtMostAHundred() {
        let parts = HeroesQuery(offset: 0, limit: 240, nameStartsWith: "A").request.split()
        #expect(parts.map(\.offset) == [0, 100, 200])
        #expect(parts.map(\.limit) == [100, 100, 40])
        #expect(
            parts.allSatisfy {
                $0.route == MarvelRoute(.characters, query: [.nameStartsWith: .text("A")])
            })
        #expect(HeroesQuery.page(2, perPage: 250).request.split().map(\.offset) == [250, 350, 450])
        #expect(HeroesQuery(limit: 100).request.split() == [HeroesQuery(limit: 100).request])
    }

    @Test func twoHundredFortyHeroesAreThreeCallsReturnedInOrder() async throws {
        let fixture = CacheFixture(yieldsPerRequest: 20)
        let progress = Recorder<FetchProgress>()
        let fetched = try await fixture.repository().page(
            HeroesQuery(offset: 0, limit: 240), policy: .normal, progress: progress.callback
        )
        #expect(
            fixture.server.requests.map { $0.queryValue("limit") }.sorted(by: { ($0 ?? "") < ($1 ?? "") }) == [
                "100", "100", "40",
            ])
        #expect(fixture.requestedOffsets.sorted() == [0, 100, 200])
        #expect(fetched.value.heroes.map(\.id) == (0..<240).map(FakeMarvelServer.id))
        #expect(fetched.value.offset == 0 && fetched.value.limit == 240 && fetched.value.total == 1564)
        #expect(fetched.origin == .network)
        #expect(progress.values.map(\.completed) == [0, 1, 2, 3] && progress.values.allSatisfy { $0.total == 3 })
        #expect(try await fixture.store.stats().pages == 3, "each call is stored")
    }

    @Test func allHeroesRunsAtMostTheDefaultNumberOfCallsAtOnce() async throws {
        let fixture = CacheFixture(total: 1_564, yieldsPerRequest: 50)
        let progress = Recorder<FetchProgress>()
        let fetched = try await fixture.repository().allHeroes(progress: progress.callback)
        #expect(fixture.server.requests.count == 16)
        #expect(fixture.server.maxInFlight <= HeroesRepository.defaultMaxConcurrentRequests, "bounded concurrency")
        #expect(fixture.server.maxInFlight > 1, "calls do run concurrently")
        #expect(fetched.value.heroes.map(\.id) == (0..<1_564).map(FakeMarvelServer.id))
        #expect(fetched.value.total == 1_564 && fetched.value.pageCount == 1)
        #expect(progress.values.first == FetchProgress(completed: 0, total: 1))
        #expect(progress.values.last == FetchProgress(completed: 16, total: 16))
        #expect(progress.values.dropFirst().map(\.completed) == Array(1...16))
        #expect(try await fixture.store.stats().pages == 16)
    }

    @Test func theConcurrencyLimitIsHonoured() async throws {
        let fixture = CacheFixture(total: 500, yieldsPerRequest: 50)
        _ = try await fixture.repository().allHeroes(maxConcurrentRequests: 2)
        #expect(fixture.server.requests.count == 5)
        #expect(fixture.server.maxInFlight <= 2)
    }

    @Test func aSecondMultiPageFetchComesFromTheCache() async throws {
        let fixture = CacheFixture(total: 300)
        let repository = fixture.repository()
        let fetchedAt = fixture.clock.date
        _ = try await repository.allHeroes()
        fixture.clock.advance(by: 60)
        let again = try await repository.page(HeroesQuery(offset: 100, limit: 200), policy: .offline)
        #expect(again.origin == .cache(fetchedAt: fetchedAt))
        #expect(again.value.heroes.map(\.id) == (100..<300).map(FakeMarvelServer.id))
        #expect(fixture.server.requests.count == 3)
    }

    /// Every call fails alike and the three run at once: the error is the one that failed first,
    /// whichever of them that is on the machine's timing, named by its own route.
    @Test func aFailingCallFailsTheWholeFetchWithThatCallsRoute() async throws {
        let fixture = CacheFixture(total: 400)
        fixture.server.failure = .status(500, body: "")
        let routes = [0, 100, 200].map { offset in
            MarvelRoute(.characters, query: [.limit: .integer(100), .offset: .integer(offset)])
        }
        let error = await #expect(throws: HeroesError.self) {
            try await fixture.repository().page(HeroesQuery(limit: 300), policy: .normal)
        }
        guard case .serverError(let status, let route?)? = error else {
            Issue.record("expected a server error, got \(String(describing: error))")
            return
        }
        #expect(status == 500)
        #expect(routes.contains(route))
    }

    @Test func originsCombineToTheWorstAndOldest() {
        let old = Date(timeIntervalSince1970: 1_000)
        let older = Date(timeIntervalSince1970: 500)
        let error = HeroesError.serverError(status: 500)
        #expect(FetchOrigin.combining([.network, .network]) == .network)
        #expect(FetchOrigin.combining([.network, .revalidated]) == .revalidated)
        #expect(
            FetchOrigin.combining([.network, .cache(fetchedAt: old), .cache(fetchedAt: older)])
                == .cache(fetchedAt: older))
        #expect(
            FetchOrigin.combining([.cache(fetchedAt: older), .stale(fetchedAt: old, error: error)])
                == .stale(fetchedAt: older, error: error))
    }
}

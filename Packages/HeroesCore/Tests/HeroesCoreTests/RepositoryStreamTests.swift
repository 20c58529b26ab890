import MarvelWire
import Foundation
import NetworkClient
import Testing
import TestingUtils
@testable import HeroesCore

/// The cached-then-fresh stream.
@Suite struct RepositoryStreamTests {
    @Test func yieldsTheCachedPageThenTheFreshOne() async throws {
        let fixture = CacheFixture()
        let repository = fixture.repository()
        let fetchedAt = fixture.clock.date
        _ = try await repository.page(.page(1), policy: .normal)
        fixture.server.version = 2
        fixture.clock.advance(by: 60)
        let values = try await collect(repository.listStream(HeroesQuery.page(1).request, as: Hero.self))
        #expect(values.map(\.origin) == [.cache(fetchedAt: fetchedAt), .network])
        #expect(
            values.map { $0.value.heroes.first?.name } == [
                FakeMarvelServer.name(0, version: 1), FakeMarvelServer.name(0, version: 2),
            ])
        #expect(
            fixture.sentETags == [nil, "o0-l20-t1564-v1"],
            "the fresh one is asked conditionally, even while the entry is young")
    }

    @Test func anUnchangedPageComesBackRevalidated() async throws {
        let fixture = CacheFixture()
        let repository = fixture.repository()
        _ = try await repository.page(.page(2), policy: .normal)
        let values = try await collect(repository.listStream(HeroesQuery.page(2).request, as: Hero.self))
        #expect(values.count == 2 && values[1].origin == .revalidated && values[0].value == values[1].value)
    }

    @Test func withNothingCachedOnlyTheFreshPageComes() async throws {
        let fixture = CacheFixture()
        let values = try await collect(fixture.repository().listStream(HeroesQuery.page(1).request, as: Hero.self))
        #expect(values.map(\.origin) == [.network])
    }

    @Test func aFailureAfterTheCachedPageYieldsItStale() async throws {
        let fixture = CacheFixture()
        let repository = fixture.repository()
        let fetchedAt = fixture.clock.date
        _ = try await repository.page(.page(1), policy: .normal)
        fixture.server.failure = .transport(.timedOut)
        let values = try await collect(repository.listStream(HeroesQuery.page(1).request, as: Hero.self))
        #expect(
            values.map(\.origin) == [
                .cache(fetchedAt: fetchedAt),
                .stale(fetchedAt: fetchedAt, error: .network(.timedOut, server: "http://127.0.0.1:8080")),
            ])
    }

    @Test func aFailureWithNothingCachedEndsTheStreamWithTheError() async {
        let fixture = CacheFixture()
        fixture.server.failure = .status(503, body: "")
        await #expect(
            throws: HeroesError.serverError(
                status: 503, route: MarvelRoute(.characters, query: [.limit: .integer(20), .offset: .integer(0)]))
        ) {
            _ = try await collect(fixture.repository().listStream(HeroesQuery.page(1).request, as: Hero.self))
        }
    }

    @Test func offlineAndRefreshStreamsYieldOneValue() async throws {
        let fixture = CacheFixture()
        let repository = fixture.repository()
        _ = try await repository.page(.page(1), policy: .normal)
        let offline = try await collect(
            repository.listStream(HeroesQuery.page(1).request, as: Hero.self, policy: .offline))
        let refresh = try await collect(
            repository.listStream(HeroesQuery.page(1).request, as: Hero.self, policy: .refresh))
        #expect(offline.map(\.origin) == [.cache(fetchedAt: fixture.clock.date)])
        #expect(refresh.map(\.origin) == [.network])
        #expect(fixture.server.requests.count == 2)
    }

    @Test func heroStreamIsCachedThenFresh() async throws {
        let fixture = CacheFixture()
        let repository = fixture.repository()
        let id = FakeMarvelServer.id(4)
        _ = try await repository.hero(id: id, policy: .normal)
        let values = try await collect(repository.recordStream(id: id, as: Hero.self))
        #expect(values.map(\.origin) == [.cache(fetchedAt: fixture.clock.date), .revalidated])
        #expect(values.allSatisfy { $0.value.id == id })
    }
}

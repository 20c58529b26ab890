import MarvelWire
import Foundation
import NetworkClient
import Testing
import HeroesCoreTesting
@testable import HeroesCore

/// Policies, TTL, revalidation and fallbacks of ``HeroesRepository`` over an in-memory store.
@Suite struct RepositoryCacheTests {
    @Test func aFirstFetchComesFromTheNetworkAndIsStoredWithItsETag() async throws {
        let fixture = CacheFixture()
        let fetched = try await fixture.repository().page(.page(2), policy: .normal)
        #expect(fetched.origin == .network)
        #expect(fetched.value.offset == 20 && fetched.value.heroes.first?.name == FakeMarvelServer.name(20))
        let entry = try #require(try await fixture.store.entry(for: fixture.key(.page(2))))
        #expect(
            entry.etag == "o20-l20-t1564-v1" && entry.pattern == .list(.characters)
                && entry.fetchedAt == fixture.clock.date)
        #expect(entry.key.rawValue == "http://127.0.0.1:8080/v1/public/characters?limit=20&offset=20")
    }

    @Test func aYoungEntryAnswersWithoutTheNetwork() async throws {
        let fixture = CacheFixture()
        let repository = fixture.repository()
        let fetchedAt = fixture.clock.date
        _ = try await repository.page(.page(1), policy: .normal)
        fixture.clock.advance(by: 3_600)
        let again = try await repository.page(.page(1), policy: .normal)
        #expect(again.origin == .cache(fetchedAt: fetchedAt))
        #expect(again.value.heroes.map(\.id) == (0..<20).map(FakeMarvelServer.id))
        #expect(fixture.server.requests.count == 1)
    }

    @Test func afterTheTTLA304RefreshesTheFetchTimeAndReusesTheBody() async throws {
        let fixture = CacheFixture()
        let repository = fixture.repository(maxAge: 86_400)
        let first = try await repository.page(.page(1), policy: .normal)
        fixture.clock.advance(by: 86_400)
        let revalidatedAt = fixture.clock.date
        let second = try await repository.page(.page(1), policy: .normal)
        #expect(second.origin == .revalidated)
        #expect(second.value == first.value)
        #expect(fixture.sentETags == [nil, "o0-l20-t1564-v1"])
        #expect(try await fixture.store.entry(for: fixture.key(.page(1)))?.fetchedAt == revalidatedAt)
        // The refreshed fetch time makes the entry young again.
        fixture.clock.advance(by: 60)
        #expect(try await repository.page(.page(1), policy: .normal).origin == .cache(fetchedAt: revalidatedAt))
        #expect(fixture.server.requests.count == 2)
    }

    @Test func afterTheTTLChangedDataReplacesTheEntry() async throws {
        let fixture = CacheFixture()
        let repository = fixture.repository()
        _ = try await repository.page(.page(1), policy: .normal)
        fixture.server.version = 2
        fixture.clock.advance(by: 86_401)
        let fresh = try await repository.page(.page(1), policy: .normal)
        #expect(fresh.origin == .network)
        #expect(fresh.value.heroes.first?.name == FakeMarvelServer.name(0, version: 2))
        #expect(fixture.sentETags == [nil, "o0-l20-t1564-v1"])
        #expect(try await fixture.store.entry(for: fixture.key(.page(1)))?.etag == "o0-l20-t1564-v2")
    }

    @Test func anEntryFromTheFutureIsRevalidated() async throws {
        let fixture = CacheFixture()
        let repository = fixture.repository()
        _ = try await repository.page(.page(1), policy: .normal)
        fixture.clock.advance(by: -600)
        #expect(try await repository.page(.page(1), policy: .normal).origin == .revalidated)
    }

    @Test func refreshSkipsAYoungEntryAndOverwritesIt() async throws {
        let fixture = CacheFixture()
        let repository = fixture.repository()
        _ = try await repository.page(.page(1), policy: .normal)
        fixture.server.version = 3
        fixture.clock.advance(by: 10)
        let refreshed = try await repository.page(.page(1), policy: .refresh)
        #expect(refreshed.origin == .network)
        #expect(refreshed.value.heroes.first?.name == FakeMarvelServer.name(0, version: 3))
        #expect(fixture.sentETags == [nil, nil], "a refresh sends no If-None-Match")
        let entry = try #require(try await fixture.store.entry(for: fixture.key(.page(1))))
        #expect(entry.etag == "o0-l20-t1564-v3" && entry.fetchedAt == fixture.clock.date)
    }

    @Test func offlineAnswersFromTheCacheWhateverItsAge() async throws {
        let fixture = CacheFixture()
        let repository = fixture.repository()
        let fetchedAt = fixture.clock.date
        _ = try await repository.page(.page(3), policy: .normal)
        fixture.clock.advance(by: 100 * 86_400)
        let offline = try await repository.page(.page(3), policy: .offline)
        #expect(offline.origin == .cache(fetchedAt: fetchedAt))
        #expect(offline.value.offset == 40)
        #expect(fixture.server.requests.count == 1)
    }

    @Test func offlineWithNothingCachedIsNotCached() async {
        let fixture = CacheFixture()
        let repository = fixture.repository()
        await #expect(throws: HeroesError.notCached(what: "page 3 of the hero list")) {
            try await repository.page(.page(3), policy: .offline)
        }
        await #expect(throws: HeroesError.notCached(what: "hero 1009610")) {
            try await repository.hero(id: 1009610, policy: .offline)
        }
        #expect(fixture.server.requests.isEmpty)
    }

    @Test func aHeroFetchedOnceIsFoundOffline() async throws {
        let fixture = CacheFixture()
        let repository = fixture.repository()
        let id = FakeMarvelServer.id(7)
        let online = try await repository.hero(id: id, policy: .normal)
        #expect(online.origin == .network && online.value.name == FakeMarvelServer.name(7))
        let offline = try await repository.hero(id: id, policy: .offline)
        #expect(offline.value == online.value)
        #expect(
            try await fixture.store.entry(
                for: CacheKey(route: MarvelRoute(.characters, id: id), baseURL: FakeMarvelServer.baseURL))?.pattern
                == .record(.characters))
        #expect(try await fixture.store.stats().heroes == 1)
    }

    @Test func anUnknownHeroIsNotFoundAndNotStored() async throws {
        let fixture = CacheFixture(total: 10)
        await #expect(throws: HeroesError.notFound(.characters, id: FakeMarvelServer.id(99))) {
            try await fixture.repository().hero(id: FakeMarvelServer.id(99), policy: .normal)
        }
        #expect(try await fixture.store.stats().entries == 0)
    }

    @Test(arguments: [
        FakeMarvelServer.Failure.transport(.cannotConnect(host: "127.0.0.1:8080")),
        .status(503, body: ""),
        .status(200, body: "{\"code\":200,\"data\":{\"resu"),
        .status(429, body: ""),
    ])
    func networkFailureWithAnEntryAnswersStale(failure: FakeMarvelServer.Failure) async throws {
        let fixture = CacheFixture()
        let repository = fixture.repository()
        let fetchedAt = fixture.clock.date
        let original = try await repository.page(.page(1), policy: .normal)
        fixture.clock.advance(by: 2 * 86_400)
        fixture.server.failure = failure
        let stale = try await repository.page(.page(1), policy: .normal)
        guard case .stale(let date, let error) = stale.origin else {
            Issue.record("expected a stale answer, got \(stale.origin)")
            return
        }
        #expect(date == fetchedAt && error.isConnectivityFailure)
        #expect(stale.value == original.value)
        #expect(fixture.sentETags == [nil, "o0-l20-t1564-v1"])
        #expect(
            try await fixture.store.entry(for: fixture.key(.page(1)))?.fetchedAt == fetchedAt,
            "a failure does not touch the entry")
    }

    @Test func networkFailureWithNothingCachedThrows() async {
        let fixture = CacheFixture()
        fixture.server.failure = .transport(.cannotConnect(host: "127.0.0.1:8080"))
        await #expect(
            throws: HeroesError.network(.cannotConnect(host: "127.0.0.1:8080"), server: "http://127.0.0.1:8080")
        ) {
            try await fixture.repository().page(.page(1), policy: .normal)
        }
    }

    @Test func aRejectionIsNotHiddenByTheCache() async throws {
        let fixture = CacheFixture()
        let repository = fixture.repository()
        _ = try await repository.page(.page(1), policy: .normal)
        fixture.clock.advance(by: 2 * 86_400)
        fixture.server.failure = .status(
            401, body: #"{"code":"InvalidCredentials","message":"The passed API key is invalid."}"#)
        await #expect(throws: HeroesError.unauthorized(message: "The passed API key is invalid.")) {
            try await repository.page(.page(1), policy: .normal)
        }
    }

    @Test func refreshDoesNotFallBackToTheCache() async throws {
        let fixture = CacheFixture()
        let repository = fixture.repository()
        _ = try await repository.page(.page(1), policy: .normal)
        fixture.server.failure = .status(500, body: "")
        await #expect(
            throws: HeroesError.serverError(
                status: 500, route: MarvelRoute(.characters, query: [.limit: .integer(20), .offset: .integer(0)]))
        ) {
            try await repository.page(.page(1), policy: .refresh)
        }
    }

    @Test func aDamagedEntryIsIgnoredAndReplaced() async throws {
        let fixture = CacheFixture()
        let key = fixture.key(.page(1))
        try await fixture.store.save(
            CacheEntry(
                key: key, pattern: .list(.characters), body: Data("{\"trunc".utf8), etag: "x",
                fetchedAt: fixture.clock.date))
        let fetched = try await fixture.repository().page(.page(1), policy: .normal)
        #expect(fetched.origin == .network)
        #expect(fixture.sentETags == [nil])
        #expect(try await fixture.store.entry(for: key)?.etag == "o0-l20-t1564-v1")
    }

    @Test func storeFailuresAreWarningsAndTheNetworkStillAnswers() async throws {
        let fixture = CacheFixture()
        let failing = FailingStore(error: .diskFull(path: "/cache/heroes.sqlite"))
        let repository = HeroesRepository(
            service: fixture.server.service, store: failing, now: fixture.clock.now,
            onWarning: fixture.warnings.callback)
        let first = try await repository.page(.page(1), policy: .normal)
        let second = try await repository.page(.page(2), policy: .normal)
        #expect(first.origin == .network && second.origin == .network)
        #expect(
            fixture.warnings.values == [.operationFailed(.diskFull(path: "/cache/heroes.sqlite"))],
            "each distinct warning once")
    }

    @Test func withoutAStoreTheRepositoryIsNetworkOnly() async throws {
        let fixture = CacheFixture()
        let repository = HeroesRepository(service: fixture.server.service, store: nil, now: fixture.clock.now)
        #expect(try await repository.page(.page(1), policy: .normal).origin == .network)
        #expect(try await repository.page(.page(1), policy: .normal).origin == .network)
        #expect(fixture.server.requests.count == 2)
        await #expect(throws: HeroesError.notCached(what: "page 1 of the hero list")) {
            try await repository.page(.page(1), policy: .offline)
        }
    }

    @Test func thePassThroughRepositoryKeepsWorking() async throws {
        let fixture = CacheFixture()
        let repository = HeroesRepository(service: fixture.server.service)
        #expect(try await repository.page(.page(2), policy: .normal).value.offset == 20)
        #expect(
            try await repository.hero(id: FakeMarvelServer.id(3), policy: .normal).value.name
                == FakeMarvelServer.name(3))
        #expect(try await repository.page(.page(1), policy: .refresh).origin == .network)
        await #expect(throws: HeroesError.notCached(what: "hero 5")) {
            try await repository.hero(id: 5, policy: .offline)
        }
    }

    @Test func storedBodiesHaveNoAPIKeyInTheirLinks() async throws {
        let fixture = CacheFixture()
        let transport = fixture.server.transport
        let signing = InMemoryTransport { request in
            try await transport.send(request.appendingQueryItems([URLQueryItem(name: "apikey", value: "PUBKEY123")]))
        }
        let service = RemoteMarvelService(client: HTTPClient(transport: signing), baseURL: FakeMarvelServer.baseURL)
        let repository = HeroesRepository(service: service, store: fixture.store, now: fixture.clock.now)
        let fetched = try await repository.hero(id: FakeMarvelServer.id(1), policy: .normal)
        #expect(
            fetched.value.links.first?.url.absoluteString
                == "http://marvel.com/comics/characters/1000001?utm_campaign=apiRef")
        let entry = try #require(await fixture.store.allEntries.first)
        let body = String(decoding: entry.body, as: UTF8.self)
        #expect(body.contains("?utm_campaign=apiRef\""), "the item is removed whole, the rest is kept")
        #expect(!body.contains("utm_source") && !body.contains("PUBKEY123"))
        #expect(try await repository.hero(id: FakeMarvelServer.id(1), policy: .offline).value == fetched.value)
    }
}

/// A store whose every operation fails with `error`.
struct FailingStore: HeroesStore {
    let error: HeroesStoreError
    func entry(for key: CacheKey) async throws(HeroesStoreError) -> CacheEntry? { throw error }
    func save(_ entry: CacheEntry) async throws(HeroesStoreError) { throw error }
    func markRevalidated(_ key: CacheKey, at date: Date, etag: String?) async throws(HeroesStoreError) { throw error }
    func stats() async throws(HeroesStoreError) -> CacheStats { throw error }
    func clear() async throws(HeroesStoreError) { throw error }
}

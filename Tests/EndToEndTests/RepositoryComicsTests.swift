import Foundation
import HeroesCore
import HeroesCoreTesting
import MarvelWire
import NetworkStubs
import Testing
import TestingUtils

/// A hero's comics (`/characters/{id}/comics`) through HeroesCore's generic path, against
/// NetworkStubs' in-process Marvel: the cache, the policies, the answer checks and the
/// splitting into calls hold for them as for heroes. (Moved from HeroesCore's tests, which
/// cannot import NetworkStubs; the answer no Marvel sends, a comic twice, stays there.)
@Suite struct RepositoryComicsTests {
    static let hero = Hero(id: 1_009_610, name: "Spider-Man")

    /// `count` comics Spider-Man appears in, ids 10001 on, in issue order.
    static func comics(_ count: Int) -> [ComicDTO] {
        (1...count).map {
            ComicDTO(
                id: 10_000 + $0, title: "Amazing Spider-Man (1963) #\($0)", issueNumber: Double($0), format: "Comic",
                characters: ResourceListDTO(
                    available: 1, returned: 1, collectionURI: "",
                    items: [
                        ResourceSummaryDTO(
                            resourceURI: "http://gateway.marvel.com/v1/public/characters/1009610", name: "Spider-Man")
                    ]))
        }
    }

    static func server(comics: Int = 45) -> MarvelServer {
        MarvelServer(catalog: Catalog(characters: [CharacterDTO(hero: hero)], comics: Self.comics(comics)))
    }

    let marvel = Self.server()
    let store = InMemoryHeroesStore()
    let clock = TestClock()

    func repository(_ server: MarvelServer? = nil) -> HeroesRepository {
        HeroesRepository(
            service: RemoteMarvelService.anyKey(over: InProcessTransport(server: server ?? marvel)), store: store,
            now: clock.now, maxAge: 3_600)
    }

    @Test func aFirstFetchComesFromTheNetworkAndIsStoredUnderTheRouteOfTheList() async throws {
        let fetched = try await repository().comics(ofCharacter: Self.hero.id, page: 2, perPage: 20, policy: .normal)
        #expect(fetched.origin == .network)
        #expect(fetched.value.items.map(\.title).first == "Amazing Spider-Man (1963) #21")
        #expect(
            fetched.value.offset == 20 && fetched.value.total == 45 && fetched.value.pageNumber == 2
                && fetched.value.pageCount == 3)
        let entry = try #require(await store.allEntries.first)
        #expect(entry.key.rawValue == "http://marvel.invalid/v1/public/characters/1009610/comics?limit=20&offset=20")
        #expect(entry.pattern == .related(.characters, .comics) && entry.fetchedAt == clock.date && entry.etag != nil)
    }

    @Test func aYoungEntryAnswersWithoutTheNetworkAndAnOldOneIsRevalidatedWithItsETag() async throws {
        let repository = repository()
        let first = try await repository.comics(ofCharacter: Self.hero.id, policy: .normal)
        let fetchedAt = clock.date
        clock.advance(by: 60)
        #expect(
            try await repository.comics(ofCharacter: Self.hero.id, policy: .normal).origin
                == .cache(fetchedAt: fetchedAt))
        clock.advance(by: 3_600)
        let revalidated = try await repository.comics(ofCharacter: Self.hero.id, policy: .normal)
        #expect(revalidated.origin == .revalidated && revalidated.value == first.value)
        let etag = try #require(await store.allEntries.first?.etag)
        #expect(marvel.requests.map { $0.headers["If-None-Match"] } == [nil, etag])
    }

    @Test func offlineAnswersFromTheCacheOrSaysWhatIsNotCached() async throws {
        let repository = repository()
        await #expect(throws: HeroesError.notCached(what: "page 1 of the comics of hero 1009610")) {
            try await repository.comics(ofCharacter: Self.hero.id, policy: .offline)
        }
        let online = try await repository.comics(ofCharacter: Self.hero.id, policy: .normal)
        clock.advance(by: 100 * 86_400)
        let offline = try await repository.comics(ofCharacter: Self.hero.id, policy: .offline)
        #expect(offline.value == online.value && offline.origin.fetchedAt != nil)
        #expect(marvel.requestCount == 1)
    }

    @Test func whenTheServerFailsTheCachedComicsAnswerStale() async throws {
        let fetchedAt = clock.date
        let online = try await repository().comics(ofCharacter: Self.hero.id, policy: .normal)
        clock.advance(by: 2 * 86_400)
        marvel.setFaults(try FaultPlan(parsing: "status=503"))
        let stale = try await repository().comics(ofCharacter: Self.hero.id, policy: .normal)
        let call = MarvelRoute(
            .characters, id: Self.hero.id, related: .comics, query: [.limit: .integer(20), .offset: .integer(0)])
        #expect(stale.origin == .stale(fetchedAt: fetchedAt, error: .serverError(status: 503, route: call)))
        #expect(stale.value == online.value)
    }

    @Test func anUnknownHeroIsThatHeroNotFoundAndNothingIsStored() async throws {
        await #expect(throws: HeroesError.notFound(.characters, id: 5, related: .comics)) {
            try await repository().comics(ofCharacter: 5, policy: .normal)
        }
        #expect(try await store.stats().entries == 0)
    }

    @Test func morePerPageThanOneCallAllowsIsSplitIntoCallsEachStored() async throws {
        let marvel = Self.server(comics: 250)
        let progress = Recorder<FetchProgress>()
        let fetched = try await HeroesRepository(
            service: RemoteMarvelService.anyKey(over: InProcessTransport(server: marvel)), store: store, now: clock.now
        )
        .list(
            ListRequest(MarvelRoute(.characters, id: Self.hero.id, related: .comics), offset: 0, limit: 250),
            as: Comic.self, policy: .normal, progress: progress.callback
        )
        #expect(fetched.value.items.map(\.id) == (1...250).map { 10_000 + $0 })
        let limits = marvel.requests.compactMap { request in
            URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "limit" }?
                .value
        }
        #expect(limits.sorted() == ["100", "100", "50"])
        #expect(progress.values.last == FetchProgress(completed: 3, total: 3))
        #expect(try await store.stats().entriesByPattern == [.related(.characters, .comics): 3])
    }

    @Test func theCacheFileKeepsAHerosComicsAndCountsThemByKindOfCall() async throws {
        let folder = try TemporaryFolder()
        func openStore() throws -> SQLiteHeroesStore {
            let opening = SQLiteHeroesStore.open(directory: folder.path, now: { Date() })
            #expect(opening.warnings.isEmpty, "\(opening.warnings)")
            return try #require(opening.store)
        }
        let sqlite = try openStore()
        let service = RemoteMarvelService.anyKey(over: InProcessTransport(server: marvel))
        let repository = HeroesRepository(service: service, store: sqlite, now: clock.now)
        _ = try await repository.page(.page(1), policy: .normal)
        _ = try await repository.hero(id: Self.hero.id, policy: .normal)
        let online = try await repository.comics(ofCharacter: Self.hero.id, policy: .normal)
        try sqlite.close()

        let reopened = try openStore()
        let offline = try await HeroesRepository(service: service, store: reopened, now: clock.now)
            .comics(ofCharacter: Self.hero.id, policy: .offline)
        #expect(offline.value == online.value)
        let stats = try await reopened.stats()
        #expect(
            stats.entriesByPattern == [
                .list(.characters): 1, .record(.characters): 1, .related(.characters, .comics): 1,
            ])
        #expect(stats.pages == 2 && stats.heroes == 1 && stats.entries == 3)
    }
}

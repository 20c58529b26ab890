import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesCoreTesting
import MarvelWire
import NetworkStubs
import Testing

/// `HeroDetails.load`: the hero, and its newest comics from the full list of its comics, against
/// NetworkStubs' in-process Marvel.
struct HeroDetailsLoadingTests {
    /// Seven comics Spider-Man appears in: comic 101 the newest, each one a day older than the one before.
    static let comics = (1...7).map { number in
        Fixtures.comicNamingSpiderMan(
            id: 100 + number, title: "Comic \(number)", onSale: "2017-04-\(30 - number)T00:00:00-0400")
    }

    /// A Marvel holding Spider-Man and his comics.
    static func server() -> MarvelServer {
        MarvelServer(catalog: Catalog(characters: [CharacterDTO(hero: Fixtures.spiderMan)], comics: comics))
    }

    static func repository(_ server: MarvelServer) -> HeroesRepository {
        HeroesRepository(service: RemoteMarvelService.anyKey(over: InProcessTransport(server: server)))
    }

    /// The query items of each request `server` received, by name.
    static func queries(_ server: MarvelServer) -> [(path: String, query: [String: String])] {
        server.requests.map { request in
            let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            return (request.url.path, Dictionary(items.map { ($0.name, $0.value ?? "") }) { first, _ in first })
        }
    }

    @Test func theDetailsHoldTheFirstPageOfTheHerosComicsAndTheirTotal() async throws {
        let details = try await HeroDetails.load(
            id: Fixtures.spiderMan.id, from: Self.repository(Self.server()), policy: .normal)
        #expect(details.value.hero.id == Fixtures.spiderMan.id)
        let latest = try #require(details.value.latestComics)
        #expect(latest.total == Self.comics.count)
        #expect(latest.items.map(\.id) == Self.comics.prefix(HeroDetails.latestComicsCount).map(\.id))
    }

    @Test func theComicsAreAskedForNewestFirstAndOnlyAsManyAsShown() async throws {
        let server = Self.server()
        _ = try await HeroDetails.load(
            id: Fixtures.spiderMan.id, from: Self.repository(server), latest: 3, policy: .normal)
        let comics = try #require(Self.queries(server).first { $0.path.hasSuffix("/comics") })
        #expect(comics.query["orderBy"] == "-onsaleDate,title")
        #expect(comics.query["limit"] == "3")
    }

    @Test func comicsThatCannotBeLoadedLeaveTheHeroShownWithoutThem() async throws {
        let service = ComicsFailing(base: RemoteMarvelService.anyKey(over: InProcessTransport(server: Self.server())))
        let details = try await HeroDetails.load(
            id: Fixtures.spiderMan.id, from: HeroesRepository(service: service), policy: .normal)
        #expect(details.value.hero.id == Fixtures.spiderMan.id)
        #expect(details.value.latestComics == nil)
    }

    @Test func anUnknownHeroIsTheFailureAndItsComicsAreNotAskedFor() async {
        let server = Self.server()
        await #expect(throws: HeroesError.notFound(.characters, id: 42)) {
            try await HeroDetails.load(id: 42, from: Self.repository(server), policy: .normal)
        }
        #expect(Self.queries(server).map(\.path) == ["/v1/public/characters/42"])
    }

    @Test func aHeroShownFromTheCacheAfterAFailureTakesItsComicsFromTheCacheAlone() async throws {
        let server = Self.server()
        let failed = HeroesError.serverError(status: 503)
        let picked = Fetched(value: Fixtures.spiderMan, origin: .stale(fetchedAt: Fixtures.now, error: failed))
        let details = await HeroDetails.load(picked, from: Self.repository(server), policy: .normal)
        #expect(server.requestCount == 0, "the server that just failed is not asked again")
        #expect(details.value.latestComics == nil, "nothing is cached: the hero is shown without them")
        #expect(details.origin == .stale(fetchedAt: Fixtures.now, error: failed))
    }

    @Test func aHeroAlreadyPickedGetsItsComicsAndKeepsItsOrigin() async throws {
        let picked = Fetched(value: Fixtures.spiderMan, origin: .cache(fetchedAt: Fixtures.now))
        let details = await HeroDetails.load(picked, from: Self.repository(Self.server()), policy: .normal)
        #expect(details.value.latestComics?.total == Self.comics.count)
        #expect(details.origin == .cache(fetchedAt: Fixtures.now), "a cached part makes the whole cached")
    }
}

/// A Marvel whose lists below a record fail (the comics of a hero), the rest answered by `base`.
private struct ComicsFailing: MarvelService {
    let base: RemoteMarvelService
    var baseURL: URL { base.baseURL }
    var serverName: String { base.serverName }

    func fetch(_ route: MarvelRoute, ifNoneMatch etag: String?) async throws(HeroesError) -> ConditionalResponse {
        if route.related != nil { throw .serverError(status: 500) }
        return try await base.fetch(route, ifNoneMatch: etag)
    }
}

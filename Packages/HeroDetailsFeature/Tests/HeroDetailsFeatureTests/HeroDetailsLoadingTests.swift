import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesCoreTesting
import MarvelWire
import Testing

/// `HeroDetails.load`: the hero, and its newest comics from the full list of its comics.
struct HeroDetailsLoadingTests {
    static let comics = (1...7).map { ComicDTO(id: 100 + $0, title: "Comic \($0)") }

    static func service(failure: HeroesError? = nil) -> InMemoryMarvelService {
        InMemoryMarvelService(heroes: [Fixtures.spiderMan], comicsByCharacter: [Fixtures.spiderMan.id: comics])
    }

    @Test func theDetailsHoldTheFirstPageOfTheHerosComicsAndTheirTotal() async throws {
        let service = Self.service()
        let details = try await HeroDetails.load(
            id: Fixtures.spiderMan.id, from: HeroesRepository(service: service), policy: .normal)
        #expect(details.value.hero.id == Fixtures.spiderMan.id)
        let latest = try #require(details.value.latestComics)
        #expect(latest.total == Self.comics.count)
        #expect(latest.items.map(\.id) == Self.comics.prefix(HeroDetails.latestComicsCount).map(\.id))
    }

    @Test func theComicsAreAskedForNewestFirstAndOnlyAsManyAsShown() async throws {
        let service = Self.service()
        _ = try await HeroDetails.load(
            id: Fixtures.spiderMan.id, from: HeroesRepository(service: service), latest: 3, policy: .normal)
        let route = try #require(service.requests.map(\.route).first { $0.related == .comics })
        let query = Dictionary(route.query.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        #expect(query["orderBy"] == HeroComicsRequest.newestFirst.joined(separator: ","))
        #expect(query["limit"] == "3")
    }

    @Test func comicsThatCannotBeLoadedLeaveTheHeroShownWithoutThem() async throws {
        let service = ComicsFailing(base: Self.service())
        let details = try await HeroDetails.load(
            id: Fixtures.spiderMan.id, from: HeroesRepository(service: service), policy: .normal)
        #expect(details.value.hero.id == Fixtures.spiderMan.id)
        #expect(details.value.latestComics == nil)
    }

    @Test func anUnknownHeroIsTheFailureAndItsComicsAreNotAskedFor() async {
        let service = Self.service()
        await #expect(throws: HeroesError.notFound(id: 42)) {
            try await HeroDetails.load(id: 42, from: HeroesRepository(service: service), policy: .normal)
        }
        #expect(service.requests.map(\.route.related) == [nil])
    }

    @Test func aHeroShownFromTheCacheAfterAFailureTakesItsComicsFromTheCacheAlone() async throws {
        let service = Self.service()
        let failed = HeroesError.serverError(status: 503)
        let picked = Fetched(value: Fixtures.spiderMan, origin: .stale(fetchedAt: Fixtures.now, error: failed))
        let details = await HeroDetails.load(picked, from: HeroesRepository(service: service), policy: .normal)
        #expect(service.requests.isEmpty, "the server that just failed is not asked again")
        #expect(details.value.latestComics == nil, "nothing is cached: the hero is shown without them")
        #expect(details.origin == .stale(fetchedAt: Fixtures.now, error: failed))
    }

    @Test func aHeroAlreadyPickedGetsItsComicsAndKeepsItsOrigin() async throws {
        let picked = Fetched(value: Fixtures.spiderMan, origin: .cache(fetchedAt: Fixtures.now))
        let details = await HeroDetails.load(picked, from: HeroesRepository(service: Self.service()), policy: .normal)
        #expect(details.value.latestComics?.total == Self.comics.count)
        #expect(details.origin == .cache(fetchedAt: Fixtures.now), "a cached part makes the whole cached")
    }
}

/// A Marvel whose lists below a record fail (the comics of a hero), the rest answered by `base`.
private struct ComicsFailing: MarvelService {
    let base: InMemoryMarvelService
    var baseURL: URL { base.baseURL }
    var serverName: String { base.serverName }

    func fetch(_ route: MarvelRoute, ifNoneMatch etag: String?) async throws(HeroesError) -> ConditionalResponse {
        if route.related != nil { throw .serverError(status: 500) }
        return try await base.fetch(route, ifNoneMatch: etag)
    }
}

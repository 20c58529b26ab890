import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesCoreTesting
import MarvelWire
import NetworkStubs
import Testing

/// `heroes path` below the App: HeroesCore's `PathGraph` over a catalog's links and over a
/// server's lists, and the hops loaded for the list screen (`PathHops`).
struct PathHopsTests {
    /// Heroes 1, 2 and 3; comic 10 holds 1 and 2, comic 11 holds 2 and 3; hero 4 is in none.
    static func catalog() -> Catalog {
        let heroes = (1...4).map { CharacterDTO(hero: Hero(id: $0, name: "Hero \($0)")) }
        func comic(_ id: Int, _ members: [Int]) -> ComicDTO {
            ComicDTO(
                id: id, title: "Comic \(id)",
                characters: ResourceListDTO(
                    available: members.count, returned: members.count, collectionURI: "",
                    items: members.map {
                        ResourceSummaryDTO(
                            resourceURI: "http://gateway.marvel.com/v1/public/characters/\($0)", name: "Hero \($0)")
                    }))
        }
        return Catalog(characters: heroes, comics: [comic(10, [1, 2]), comic(11, [2, 3])])
    }

    static func repository(_ server: MarvelServer) -> HeroesRepository {
        HeroesRepository(service: RemoteMarvelService.anyKey(over: InProcessTransport(server: server)))
    }

    static let chain = [ShortestPath.Hop(from: 1, via: 10, to: 2), ShortestPath.Hop(from: 2, via: 11, to: 3)]

    @Test func theServersListsGiveTheSameChainAsTheCatalogsLinks() async throws {
        let catalog = Self.catalog()
        let links = PathGraph(links: catalog.links(from: .characters, to: .comics).map { ($0.id, $0.relatedID) })
        let server = PathGraph.server(
            Self.repository(MarvelServer(catalog: catalog)), policy: .normal, maximumCalls: 100)
        #expect(try await links.shortestPath(from: 1, to: 3) == .found(Self.chain))
        #expect(try await server.shortestPath(from: 1, to: 3) == .found(Self.chain))
        #expect(try await server.shortestPath(from: 1, to: 4) == .notConnected)
    }

    @Test func aWalkThatWouldTakeMoreCallsThanAllowedStopsWithTheBudgetSpentHavingMadeNoMore() async {
        let marvel = MarvelServer(catalog: Self.catalog())
        let graph = PathGraph.server(Self.repository(marvel), policy: .normal, maximumCalls: 2)
        do {
            _ = try await graph.shortestPath(from: 1, to: 3)
            Issue.record("a two-hop chain was found within 2 calls")
        } catch {
            #expect(error == .budgetSpent(calls: 2))
        }
        #expect(marvel.requestCount == 2, "hero 1's comics, then comic 10's heroes; no third call")
    }

    @Test func hopsAreNumberedInOrderWithTheirComicsAndHeroesNamedFromTheNamesGivenElseLoaded() async throws {
        let marvel = MarvelServer(catalog: Self.catalog())
        let hops = PathHops(repository: Self.repository(marvel), names: [1: "Known One", 3: "Known Three"])
        let page = try await hops.page(of: Self.chain, policy: .normal).value
        #expect(page.items.map(\.number) == [1, 2])
        #expect(page.items.map(\.comic.title) == ["Comic 10", "Comic 11"])
        #expect(page.items.map(\.from.name) == ["Known One", "Hero 2"])
        #expect(page.items.map(\.to.name) == ["Hero 2", "Known Three"])
        #expect(page.total == 2)
        let asked = marvel.requests.map(\.url.path)
        #expect(!asked.contains("/v1/public/characters/1") && !asked.contains("/v1/public/characters/3"))
        #expect(asked.contains("/v1/public/characters/2"))
    }
}

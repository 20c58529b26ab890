import Testing

@testable import HeroesCore

/// The graph `heroes path` walks, from links held in memory (a server's lists are tested with
/// NetworkStubs' server in HeroDetailsFeature's PathHopsTests).
struct PathGraphTests {
    @Test func linksGiveEachHerosComicsAndEachComicsHeroesInTheOrderGivenAndTheChainThroughThem() async throws {
        let graph = PathGraph(links: [(hero: 7, comic: 30), (hero: 5, comic: 30), (hero: 7, comic: 20)])
        #expect(try await graph.comicsOf(7) == [30, 20])
        #expect(try await graph.heroesIn(30) == [7, 5])
        #expect(try await graph.heroesIn(99) == [])
        #expect(try await graph.shortestPath(from: 5, to: 7) == .found([ShortestPath.Hop(from: 5, via: 30, to: 7)]))
        #expect(try await graph.shortestPath(from: 5, to: 99) == .notConnected)
    }
}

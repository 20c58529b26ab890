import Testing

@testable import HeroesCore

/// `heroes path`'s search: the shortest chain through shared links, the same chain every time.
struct ShortestPathTests {
    /// Heroes 1…6 and the comics (100…) they appear in: 1–100–2–101–3–102–4, a shortcut
    /// 1–103–4 through a comic all three of 1, 5 and 4 are in, and 6 in a comic alone.
    static let comicsOf: [Int: [Int]] = [
        1: [100, 103], 2: [100, 101], 3: [101, 102], 4: [102, 103], 5: [103], 6: [104],
    ]
    static var heroesIn: [Int: [Int]] {
        var heroes: [Int: [Int]] = [:]
        for (hero, comics) in comicsOf.sorted(by: { $0.key < $1.key }) {
            for comic in comics { heroes[comic, default: []].append(hero) }
        }
        return heroes
    }

    func find(_ start: Int, _ goal: Int, maximumSteps: Int = 100) async -> ShortestPath.Outcome {
        let (comics, heroes) = (Self.comicsOf, Self.heroesIn)
        return await ShortestPath.find(
            from: start, to: goal, maximumSteps: maximumSteps, links: { comics[$0] ?? [] },
            members: { heroes[$0] ?? [] })
    }

    @Test func theShortestChainIsFoundNotTheFirstOneWalked() async {
        #expect(await find(1, 4) == .found([ShortestPath.Hop(from: 1, via: 103, to: 4)]))
        // Two chains of two hops (through 1 and through 3): the first in the order the links come.
        #expect(
            await find(2, 4)
                == .found([ShortestPath.Hop(from: 2, via: 100, to: 1), ShortestPath.Hop(from: 1, via: 103, to: 4)]))
        let backwards = await find(3, 1)
        #expect(
            backwards
                == .found([ShortestPath.Hop(from: 3, via: 101, to: 2), ShortestPath.Hop(from: 2, via: 100, to: 1)]))
    }

    @Test func heroesWithNoSharedComicAreNotConnectedAndARecordWithItselfNeedsNoHop() async {
        #expect(await find(1, 6) == .notConnected)
        #expect(await find(7, 1) == .notConnected, "a hero in no comic")
        #expect(await find(3, 3) == .found([]))
    }

    @Test func theSearchStopsAfterTheStepsAllowed() async {
        #expect(await find(2, 4, maximumSteps: 1) == .gaveUp(steps: 1))
    }

    @Test func aFailureOfTheLinksEndsTheSearchWithIt() async {
        struct Broken: Error {}
        func broken(_ record: Int) async throws(Broken) -> [Int] { throw Broken() }
        func none(_ link: Int) async throws(Broken) -> [Int] { [] }
        do {
            let outcome = try await ShortestPath.find(from: 1, to: 4, maximumSteps: 10, links: broken, members: none)
            Issue.record("expected the links' failure, got \(outcome)")
        } catch {
            // The links' own failure, typed.
        }
    }
}

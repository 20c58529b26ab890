import Foundation
import HeroesCore
import NetworkStubs
import Testing
@testable import HeroesCLI

/// `heroes random`: two calls, an index drawn without bias, and its own errors.
struct RandomHeroTests {
    /// Gives the draws it was made with, in order.
    struct ScriptedGenerator: RandomNumberGenerator {
        var draws: [UInt64]
        mutating func next() -> UInt64 { draws.removeFirst() }
    }

    /// The queries a fake catalog was asked, from any task.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var queries: [HeroesQuery] = []
        var all: [HeroesQuery] { lock.withLock { queries } }
        func add(_ query: HeroesQuery) { lock.withLock { queries.append(query) } }
    }

    /// A picker over `heroes`, paged as the server pages them; the catalog reports `shrinkTo`
    /// heroes from its second call on, when set.
    func picker(_ heroes: [Hero], calls: Calls, shrinkTo: Int? = nil) -> RandomHero {
        RandomHero { query, _ async throws(HeroesError) -> Fetched<HeroPage> in
            calls.add(query)
            let catalog = calls.all.count > 1 ? Array(heroes.prefix(shrinkTo ?? heroes.count)) : heroes
            let slice = Array(catalog.dropFirst(query.offset).prefix(query.limit))
            return Fetched(
                value: HeroPage(
                    offset: query.offset, limit: query.limit, total: catalog.count, heroes: slice, attribution: ""),
                origin: .network)
        }
    }

    let heroes = [Hero(id: 1, name: "Alpha"), Hero(id: 2, name: "Beta"), Hero(id: 3, name: "Gamma")]

    @Test func thePickAsksForTheTotalThenForTheOneHeroAtTheDrawnIndex() async throws {
        let calls = Calls()
        var generator = ScriptedGenerator(draws: [7])
        let hero = try await picker(heroes, calls: calls).pick(using: &generator).value
        #expect(hero == heroes[1], "7 mod 3 is 1")
        #expect(calls.all == [HeroesQuery(offset: 0, limit: 1), HeroesQuery(offset: 1, limit: 1)])
    }

    @Test func aSeedPicksTheSameHeroEveryTimeAndTheSameAsEarlierVersionsDid() async throws {
        var first = SplitMix64(seed: 1)
        var second = SplitMix64(seed: 1)
        var earlier = SplitMix64(seed: 1)
        let one = try await picker(heroes, calls: Calls()).pick(using: &first).value
        let two = try await picker(heroes, calls: Calls()).pick(using: &second).value
        #expect(one == two)
        #expect(one == heroes[Int(earlier.next() % 3)], "a seed given before keeps its hero")
        #expect(one == heroes[2], "seed 1 picks Gamma, as the end-to-end fault matrix expects")
    }

    @Test func aDrawThatWouldFavourTheLowIndexesIsDrawnAgain() {
        // 2^64 mod 3 is 1: the draw 0 is the one extra draw that would make index 0 likelier.
        var generator = ScriptedGenerator(draws: [0, 5])
        #expect(generator.uniformIndex(below: 3) == 2)
        #expect(generator.draws.isEmpty)
        var unbiased = ScriptedGenerator(draws: [1])
        #expect(unbiased.uniformIndex(below: 3) == 1)
    }

    @Test func everyIndexIsDrawnAsOftenOverAFullCycleOfDraws() {
        // The 256 draws 2^64 - 256 ..< 2^64 with a count of 256 cover each index once.
        var generator = ScriptedGenerator(draws: (0..<256).map { UInt64.max - 255 + UInt64($0) })
        var seen = [Int](repeating: 0, count: 256)
        for _ in 0..<256 { seen[generator.uniformIndex(below: 256)] += 1 }
        #expect(seen.allSatisfy { $0 == 1 })
    }

    @Test func anEmptyCatalogIsItsOwnFailureAfterOneCall() async {
        let calls = Calls()
        var generator = SplitMix64(seed: 1)
        await #expect(throws: RandomHero.Failure.emptyCatalog) {
            try await picker([], calls: calls).pick(using: &generator)
        }
        #expect(calls.all.count == 1)
    }

    @Test func aCatalogThatShrankBetweenTheCallsSaysSo() async {
        var generator = ScriptedGenerator(draws: [2])
        await #expect(throws: RandomHero.Failure.catalogChanged(total: 3, index: 2)) {
            try await picker(heroes, calls: Calls(), shrinkTo: 1).pick(using: &generator)
        }
    }

    @Test func aFailedCallIsPassedOn() async {
        let failing = RandomHero { _, _ async throws(HeroesError) -> Fetched<HeroPage> in
            throw .serverError(status: 503)
        }
        var generator = SplitMix64(seed: 1)
        await #expect(throws: RandomHero.Failure.heroes(.serverError(status: 503))) {
            try await failing.pick(using: &generator)
        }
    }
}

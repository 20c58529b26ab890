import HeroesCore
import HeroesCoreTesting
import Testing

@Suite struct InMemoryHeroesServiceTests {
    static func hero(_ id: Int, _ name: String) -> Hero {
        Hero(id: id, name: name)
    }
    let service = InMemoryHeroesService(
        heroes: [hero(1, "Spider-Man"), hero(2, "Spider-Woman"), hero(3, "Hulk"), hero(4, "spider-ham")],
        attribution: "test attribution"
    )

    @Test func pagesAreSlicesAndEmptyPastTheEnd() async throws {
        let second = try await service.heroes(HeroesQuery(offset: 2, limit: 1))
        #expect(second.heroes.map(\.id) == [3])
        #expect(second.total == 4)
        #expect(second.attribution == "test attribution")
        #expect(try await service.heroes(HeroesQuery(offset: 10, limit: 5)).heroes.isEmpty)
    }

    @Test func nameFiltersIgnoreCase() async throws {
        #expect(try await service.heroes(HeroesQuery(nameStartsWith: "SPIDER")).heroes.map(\.id) == [1, 2, 4])
        #expect(try await service.heroes(HeroesQuery(name: "hulk")).heroes.map(\.id) == [3])
        let none = try await service.heroes(HeroesQuery(name: "Spider"))
        #expect(none.heroes.isEmpty && none.total == 0)
    }

    @Test func unknownIdsAndForcedFailuresThrow() async throws {
        #expect(try await service.hero(id: 2).name == "Spider-Woman")
        await #expect(throws: HeroesError.notFound(id: 9)) { try await service.hero(id: 9) }
        var failing = service
        failing.failure = .rateLimited(retryAfter: nil)
        await #expect(throws: HeroesError.rateLimited(retryAfter: nil)) { try await failing.heroes(HeroesQuery()) }
        await #expect(throws: HeroesError.rateLimited(retryAfter: nil)) { try await failing.hero(id: 1) }
    }
}

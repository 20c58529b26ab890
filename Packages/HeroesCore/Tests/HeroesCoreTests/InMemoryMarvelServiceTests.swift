import Foundation
import HeroesCore
import HeroesCoreTesting
import MarvelWire
import Testing

/// The in-memory Marvel of `HeroesCoreTesting`, as code that uses heroes sees it: through a
/// repository, which decodes and checks its bytes as it does a server's.
@Suite struct InMemoryMarvelServiceTests {
    static func hero(_ id: Int, _ name: String) -> Hero {
        Hero(id: id, name: name)
    }
    let marvel = InMemoryMarvelService(
        heroes: [hero(1, "Spider-Man"), hero(2, "Spider-Woman"), hero(3, "Hulk"), hero(4, "spider-ham")],
        comicsByCharacter: [1: (1...3).map { ComicDTO(id: 100 + $0, title: "Comic \($0)") }],
        attribution: "test attribution"
    )

    @Test func pagesAreSlicesAndEmptyPastTheEnd() async throws {
        let repository = HeroesRepository(service: marvel)
        let second = try await repository.page(HeroesQuery(offset: 2, limit: 1), policy: .normal).value
        #expect(second.heroes.map(\.id) == [3])
        #expect(second.total == 4)
        #expect(second.attribution == "test attribution")
        #expect(try await repository.page(HeroesQuery(offset: 10, limit: 5), policy: .normal).value.heroes.isEmpty)
    }

    @Test func nameFiltersIgnoreCase() async throws {
        let repository = HeroesRepository(service: marvel)
        #expect(
            try await repository.page(HeroesQuery(nameStartsWith: "SPIDER"), policy: .normal).value.heroes.map(\.id)
                == [1, 2, 4])
        #expect(try await repository.page(HeroesQuery(name: "hulk"), policy: .normal).value.heroes.map(\.id) == [3])
        let none = try await repository.page(HeroesQuery(name: "Spider"), policy: .normal).value
        #expect(none.heroes.isEmpty && none.total == 0)
    }

    @Test func unknownIdsAndForcedFailuresThrow() async throws {
        #expect(try await HeroesRepository(service: marvel).hero(id: 2, policy: .normal).value.name == "Spider-Woman")
        await #expect(throws: HeroesError.notFound(id: 9)) {
            try await HeroesRepository(service: marvel).hero(id: 9, policy: .normal).value
        }
        var failing = marvel
        failing.failure = .rateLimited(retryAfter: nil)
        await #expect(throws: HeroesError.rateLimited(retryAfter: nil)) {
            try await HeroesRepository(service: failing).page(HeroesQuery(), policy: .normal).value
        }
        await #expect(throws: HeroesError.rateLimited(retryAfter: nil)) {
            try await HeroesRepository(service: failing).hero(id: 1, policy: .normal).value
        }
    }

    /// The heroes it is given come back as the same heroes, every field included, through the
    /// records it writes.
    @Test func aHeroComesBackEqualThroughTheWireRecord() async throws {
        let full = Hero(
            id: 1_009_610, name: "Spider-Man", description: "Bitten.",
            modified: Date(timeIntervalSince1970: 1_595_341_856),
            thumbnail: HeroImage(
                path: "https://i.annihil.us/u/prod/marvel/i/mg/3/50/526548a343e4b", fileExtension: "jpg"),
            links: [
                HeroLink(
                    kind: "detail", url: URL(string: "http://marvel.com/comics/characters/1009610?utm_campaign=apiRef")!
                )
            ],
            comics: HeroResourceList(
                available: 4_043, items: [HeroResource(name: "Amazing Spider-Man (1963) #1", id: 6_482)]),
            series: HeroResourceList(available: 1, items: [HeroResource(name: "No id")]),
            stories: HeroResourceList(available: 2, items: [HeroResource(name: "", type: "cover")]),
            events: HeroResourceList(available: 0)
        )
        let repository = HeroesRepository(service: InMemoryMarvelService(heroes: [full]))
        #expect(try await repository.hero(id: full.id, policy: .normal).value == full)
    }

    @Test func aHerosComicsArePagesOfTheirList() async throws {
        let repository = HeroesRepository(service: marvel)
        let page = try await repository.comics(ofCharacter: 1, page: 2, perPage: 2, policy: .normal).value
        #expect(page.items.map(\.id) == [103] && page.total == 3 && page.offset == 2)
        #expect(try await repository.comics(ofCharacter: 2, policy: .normal).value.items.isEmpty)
        await #expect(throws: HeroesError.notFound(id: 99)) {
            try await repository.comics(ofCharacter: 99, policy: .normal)
        }
    }

    @Test func anETagSentBackIsAnsweredNotModifiedAndEveryCallIsRecorded() async throws {
        let route = HeroesQuery.page(1).route
        guard case .fresh(_, let etag?) = try await marvel.fetch(route, ifNoneMatch: nil) else {
            Issue.record("expected a body with an ETag")
            return
        }
        #expect(try await marvel.fetch(route, ifNoneMatch: etag) == .notModified)
        #expect(marvel.requests.map(\.ifNoneMatch) == [nil, etag])
        #expect(marvel.requests.allSatisfy { $0.route == route })
    }

    @Test func aRouteItDoesNotServeIsA404Rejection() async {
        await #expect(
            throws: HeroesError.rejected(
                status: 404, message: "the in-memory Marvel does not answer /v1/public/creators")
        ) {
            try await marvel.fetch(MarvelRoute(.creators), ifNoneMatch: nil)
        }
    }
}

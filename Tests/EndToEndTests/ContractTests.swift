import Foundation
import HeroesCore
import HeroesCoreTesting
import NetworkClient
import NetworkStubs
import Testing
import MarvelWire

/// The server's answers decode with the client's DTOs: every page of the embedded catalog, each
/// hero, and the error bodies map to the right HeroesError.
@Suite struct ContractTests {
    let client = HTTPClient(transport: InProcessTransport(catalog: Heroes.catalog))
    let base = URL(string: "http://embedded.invalid")!
    let auth = [
        URLQueryItem(name: "apikey", value: "k"), URLQueryItem(name: "ts", value: "1"),
        URLQueryItem(name: "hash", value: "h"),
    ]

    @Test func everyPageDecodesAndTheTotalAddsUp() async throws {
        var seen = Set<Int>()
        var offset = 0
        var total = Int.max
        var calls = 0
        while offset < total, calls < 20 {
            let request = HeroesQuery(offset: offset, limit: 100).route.request(baseURL: base).appendingQueryItems(auth)
            let wrapper = try JSONDecoder().decode(
                DataWrapperDTO<CharacterDTO>.self, from: try await client.sendChecked(request).body)
            total = try #require(wrapper.data.total)
            for character in wrapper.data.results { seen.insert(character.id) }
            offset += wrapper.data.results.count
            calls += 1
            #expect(wrapper.attributionText == "Data provided by Marvel. © 2017 MARVEL")
            #expect(wrapper.etag?.isEmpty == false)
        }
        #expect(seen.count == total)
        #expect(total == 1485)
    }

    @Test func aServedHeroMapsToTheDomain() async throws {
        let repository = HeroesRepository(
            service: RemoteMarvelService.anyKey(over: InProcessTransport(catalog: Heroes.catalog)))
        let hero = try await repository.hero(id: 1009610, policy: .normal).value
        #expect(hero.name == "Spider-Man")
        #expect(hero.comics.available == 2939)
        await #expect(throws: HeroesError.notFound(.characters, id: 42)) {
            try await repository.hero(id: 42, policy: .normal)
        }
    }

    /// The server's 404 bodies (Marvel's own words) become the record not found, named by its
    /// resource and id, for the record and its linked lists alike.
    @Test func aServed404NamesTheResourceTheIDAndTheListAskedFor() async throws {
        let service = RemoteMarvelService.anyKey(over: InProcessTransport(catalog: Heroes.catalog))
        let repository = HeroesRepository(service: service)
        await #expect(throws: HeroesError.notFound(.comics, id: 99_999_999)) {
            try await repository.record(id: 99_999_999, as: Comic.self, policy: .normal)
        }
        await #expect(throws: HeroesError.notFound(.characters, id: 42, related: .comics)) {
            try await repository.comics(ofCharacter: 42, policy: .normal)
        }
        await #expect(throws: HeroesError.notFound(.comics, id: 99_999_999, related: .characters)) {
            try await service.fetch(MarvelRoute(.comics, id: 99_999_999, related: .characters), ifNoneMatch: nil)
        }
    }

    @Test func aCharactersComicsDecodeWithComicDTONewestFirst() async throws {
        let route = MarvelRoute(
            .characters, id: 1009610, related: .comics,
            query: [.orderBy: .order([MarvelOrder(.onsaleDate, descending: true)]), .limit: .integer(100)])
        let body = try await client.sendChecked(route.request(baseURL: base).appendingQueryItems(auth)).body
        let wrapper = try JSONDecoder().decode(DataWrapperDTO<ComicDTO>.self, from: body)
        #expect(wrapper.data.total == 2912, "Spider-Man's comics in the snapshot (his summary counts 2,939)")
        #expect(wrapper.data.results.count == 100)
        let dates = try wrapper.data.results.map { try #require($0.onsaleDate.flatMap(MarvelDate.seconds)) }
        #expect(dates == dates.sorted(by: >))
        #expect(wrapper.data.results.allSatisfy { $0.title?.isEmpty == false && $0.format?.isEmpty == false })
    }

    @Test func aServedComicCarriesTheSnapshotsFacts() async throws {
        let body = try await client.sendChecked(
            MarvelRoute(.comics, id: 22).request(baseURL: base).appendingQueryItems(auth)
        ).body
        let comic = try #require(try JSONDecoder().decode(DataWrapperDTO<ComicDTO>.self, from: body).data.results.first)
        // comics.jsonl.gz of ../shared/marvel-catalog/2017-05, record 22.
        #expect(comic.id == 22)
        #expect(comic.title == "Ultimate Spider-Man Vol. 11: Carnage (Trade Paperback)")
        #expect(comic.format == "Trade Paperback")
        #expect(comic.onsaleDate == "2004-11-03T00:00:00-0500")
        #expect(comic.issueNumber == 0)
        #expect(comic.series?.name == "Ultimate Spider-Man Vol. 11: Carnage (2004)")
        #expect(comic.thumbnail?.path == "http://i.annihil.us/u/prod/marvel/i/mg/6/10/58e6a632151da")
        #expect(comic.creators?.available == 7)
        #expect(
            comic.characters?.items?.map(\.name) == [
                "Ben Reilly", "Carnage (Ultimate)", "Curt Conners", "Gwen Stacy (Ultimate)",
                "Mary Jane Watson (Ultimate)",
                "Peter Parker", "Spider-Man (Ultimate)",
            ])
    }

    @Test func anUnknownComicIsTheComicsOwn404() async throws {
        let response = try await client.send(
            MarvelRoute(.comics, id: 1).request(baseURL: base).appendingQueryItems(auth))
        #expect(response.statusCode == 404)
        #expect(
            try JSONDecoder().decode(MarvelErrorDTO.self, from: response.body)
                == MarvelErrorDTO(code: "404", message: "We couldn't find that comic"))
    }

}

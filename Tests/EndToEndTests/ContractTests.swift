import Foundation
import HeroesCore
import NetworkClient
import NetworkStubs
import Testing
import MarvelWire

/// The server's answers decode with the client's DTOs: every page of the embedded catalog, each
/// hero, and the error bodies map to the right HeroesError.
@Suite struct ContractTests {
    let client = HTTPClient(transport: InProcessTransport(catalog: .embedded))
    let base = URL(string: "http://embedded.invalid")!
    let auth = [URLQueryItem(name: "apikey", value: "k"), URLQueryItem(name: "ts", value: "1"), URLQueryItem(name: "hash", value: "h")]

    @Test func everyPageDecodesAndTheTotalAddsUp() async throws {
        var seen = Set<Int>()
        var offset = 0
        var total = Int.max
        var calls = 0
        while offset < total, calls < 10 {
            let request = HeroesQuery(offset: offset, limit: 100).route.request(baseURL: base).appendingQueryItems(auth)
            let wrapper = try JSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: try await client.sendChecked(request).body)
            total = try #require(wrapper.data.total)
            for character in wrapper.data.results { seen.insert(character.id) }
            offset += wrapper.data.results.count
            calls += 1
            #expect(wrapper.attributionText == "Data provided by Marvel. © 2025 MARVEL")
            #expect(wrapper.etag?.isEmpty == false)
        }
        #expect(seen.count == total)
        #expect(total >= 200)
    }

    @Test func aServedHeroMapsToTheDomain() async throws {
        let service = RemoteMarvelService(client: HTTPClient(transport: InProcessTransport(catalog: .embedded), middlewares: [Auth()]), baseURL: base)
        let repository = HeroesRepository(service: service)
        let hero = try await repository.hero(id: 1009610, policy: .normal).value
        #expect(hero.name == "Spider-Man")
        #expect(hero.comics.available == 2576)
        await #expect(throws: HeroesError.notFound(id: 42)) { try await repository.hero(id: 42, policy: .normal) }
    }

    struct Auth: HTTPMiddleware {
        func intercept(_ request: HTTPRequest, next: HTTPNext) async throws -> HTTPResponse {
            try await next(request.appendingQueryItems([URLQueryItem(name: "apikey", value: "k"), URLQueryItem(name: "ts", value: "1"), URLQueryItem(name: "hash", value: "h")]))
        }
    }
}

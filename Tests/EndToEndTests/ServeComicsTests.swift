import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MarvelWire
import NetworkClient
import NetworkStubs
import Testing

/// `heroes serve` answers the comics routes over HTTP with the very bytes the in-process
/// server gives: one comic, and a character's comics newest first.
@Suite struct ServeComicsTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    @Test(arguments: [
        MarvelRoute(.comics, id: 22),
        MarvelRoute(
            .characters, id: 1009610, related: .comics,
            query: [.orderBy: .order([MarvelOrder(.onsaleDate, descending: true)])]),
        MarvelRoute(.comics, id: 1),
    ])
    func servedOverHTTPAsInProcess(route: MarvelRoute) async throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let auth = [
            URLQueryItem(name: "apikey", value: "k"), URLQueryItem(name: "ts", value: "1"),
            URLQueryItem(name: "hash", value: "h"),
        ]
        let url = route.url(baseURL: try #require(URL(string: server.baseURL))).appendingQueryItems(auth)
        let (body, response) = try await URLSession.shared.data(from: url)
        let inProcess = try await HTTPClient(transport: InProcessTransport(catalog: Heroes.catalog))
            .send(route.request(baseURL: URL(string: "http://embedded.invalid")!).appendingQueryItems(auth))
        #expect((response as? HTTPURLResponse)?.statusCode == inProcess.statusCode)
        #expect(body == inProcess.body)
    }
}

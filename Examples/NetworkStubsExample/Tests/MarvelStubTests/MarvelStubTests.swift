import AppConfig
import Foundation
import NetworkClient
import NetworkClientCurl
import NetworkStubs
import NetworkStubsServer
import Testing

/// NetworkStubs as another project's test support: a catalog, faults, a server (in process or on
/// a free port), then what the code under test asked of it.
@Suite("NetworkStubs as test support")
struct MarvelStubTests {
    struct Envelope: Decodable {
        struct Data: Decodable {
            struct Character: Decodable { let name: String }
            let total: Int
            let results: [Character]
        }
        let data: Data
    }

    /// The code under test: a signed client of the Marvel API.
    func client(_ transport: any HTTPTransport) -> HTTPClient {
        HTTPClient(
            transport: transport,
            middlewares: [
                RetryMiddleware(maxAttempts: 3, baseDelay: .milliseconds(10)),
                MarvelSigningMiddleware(credentials: MarvelCredentials(publicKey: "1234", privateKey: "abcd")),
            ])
    }

    @Test("on a free port, with a 503 first: the client retries, and the server says it was asked twice")
    func onAFreePort() async throws {
        let stub = MarvelServer(catalog: .synthetic(count: 30), faults: try FaultPlan(parsing: "status=503:next1"))
        let server = try await MarvelHTTPServer.start(server: stub)  // 127.0.0.1, a free port

        let response = try await client(CurlTransport(timeout: 10))
            .sendChecked(HTTPRequest(url: server.baseURL.appending(path: "v1/public/characters")))
        let answer = try JSONDecoder().decode(Envelope.self, from: response.body)
        await server.shutdown()
        #expect(answer.data.total == 30)
        #expect(stub.requests.map(\.url.path) == ["/v1/public/characters", "/v1/public/characters"])
    }

    @Test("in process, from a file of characters: the file's heroes, and the query as sent")
    func inProcessFromAFile() async throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "characters-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"[{"id": 1, "name": "Alpha"}, {"id": 2, "name": "Beta"}]"#.utf8).write(to: file)
        let stub = MarvelServer(catalog: try Catalog.load(contentsOf: file))

        let response = try await client(InProcessTransport(server: stub))
            .sendChecked(HTTPRequest(url: URL(string: "http://stub.invalid/v1/public/characters?nameStartsWith=B")!))
        let answer = try JSONDecoder().decode(Envelope.self, from: response.body)
        #expect(answer.data.results.map(\.name) == ["Beta"])
        let query = stub.requests.first?.url.query ?? ""
        #expect(query.hasPrefix("nameStartsWith=B&") && query.contains("apikey=1234"))
    }
}

import AppConfig
import Foundation
import NetworkClient
import NetworkClientURLSession
import NetworkStubs
import NetworkStubsServer
import NetworkStubsTesting
import Testing
import TestingUtils

// The example in README.md, word for word between the markers, so that it keeps compiling.
// README-EXAMPLE-BEGIN
let keys = MarvelCredentials(publicKey: "1234", privateKey: "abcd")

/// In memory, no socket, over a small catalog of the 2017 snapshot (NetworkStubsTesting's; the
/// app serves the whole snapshot, `try Catalog.snapshot(dataDirectory:)`).
func inProcessClient() -> HTTPClient {
    HTTPClient(
        transport: InProcessTransport(catalog: .sample2017), middlewares: [MarvelSigningMiddleware(credentials: keys)])
}

/// A real HTTP server on 127.0.0.1 (a free port), checking the keys, with a daily budget and
/// one 503 to start with.
func startServer() async throws -> MarvelHTTPServer {
    let stub = MarvelServer(
        catalog: .sample2017,
        credentials: keys,
        rateLimit: RateLimit(callsPerDay: 1000),
        faults: try FaultPlan(parsing: "latency=5ms..20ms, status=503:next1, seed=7")
    )
    return try await MarvelHTTPServer.start(server: stub, port: 0)
}

// Then: `await server.runUntilSignalled()` (Ctrl-C) or `await server.shutdown()`.
// README-EXAMPLE-END

@Suite("README example", .timeLimit(.minutes(1)))
struct ReadmeExampleTests {
    @Test("the in-process client answers a signed request")
    func inProcess() async throws {
        let url = URL(string: "http://heroes.local/v1/public/characters/1009610")!
        let response = try await inProcessClient().sendChecked(HTTPRequest(url: url))
        #expect(String(decoding: response.body, as: UTF8.self).contains(#""name":"Spider-Man""#))
    }

    @Test("the server answers 503 once, then 200 to signed requests and 401 to others")
    func server() async throws {
        let server = try await startServer()
        let client = HTTPClient(
            transport: URLSessionTransport(timeout: 10), middlewares: [MarvelSigningMiddleware(credentials: keys)])
        let url = server.baseURL.appendingPathComponent("v1/public/characters/1009610")
        let first = try await client.send(HTTPRequest(url: url))
        let second = try await client.send(HTTPRequest(url: url))
        let unsigned = try await URLSessionTransport(timeout: 10).send(
            HTTPRequest(url: URL(string: url.absoluteString + "?apikey=1234&ts=1&hash=0")!))
        await server.shutdown()
        #expect(first.statusCode == 503)
        #expect(second.statusCode == 200)
        #expect(unsigned.statusCode == 401)
    }

    @Test("the README shows this exact code")
    func readmeMatches() throws {
        func example(in file: URL) throws -> String? {
            ReadmeExample.text(
                in: try String(contentsOf: file, encoding: .utf8), from: "// README-EXAMPLE-BEGIN\n",
                to: "// README-EXAMPLE-END")
        }
        let inTest = try #require(try example(in: URL(fileURLWithPath: #filePath)))
        let inReadme = try #require(try example(in: ReadmeExample.readme(besideTestsOf: #filePath)))
        #expect(inReadme == inTest)
    }
}

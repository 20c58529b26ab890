import FoundationEssentials
import NetworkClient
import NetworkStubs
import Testing

@testable import HeroesCLI

/// The embedded catalog answers in-process: a failure there is not a network's that passes,
/// so the client asks once, where a server over HTTP is asked up to three times.
@Suite struct InProcessRetryTests {
    /// A server that fails every call with HTTP 500, and the answer `heroes`' client got from it.
    static func askOnce(timeout: Double?) async throws -> (server: MarvelServer, status: Int) {
        let server = MarvelServer(catalog: .synthetic(count: 3, seed: 1), faults: try FaultPlan(parsing: "status=500"))
        let client = HTTPStack.client(
            transport: InProcessTransport(server: server), credentials: nil, logsAPI: false, timeout: timeout)
        let url = URL(string: "http://embedded.heroes.invalid/v1/public/characters?apikey=a&ts=1&hash=h")!
        let response = try await client.send(HTTPRequest(url: url))
        return (server, response.statusCode)
    }

    @Test func theEmbeddedCatalogsClientAsksOnceWhenTheCatalogFails() async throws {
        let (server, status) = try await Self.askOnce(timeout: nil)
        #expect(status == 500)
        #expect(server.requestCount == 1)
    }

    @Test func aServersClientAsksThreeTimesWhenTheServerFails() async throws {
        let (server, status) = try await Self.askOnce(timeout: 30)
        #expect(status == 500)
        #expect(server.requestCount == 3)
    }
}

import AppConfig
import CharacterNames
import Foundation
import NetworkStubs
import NetworkStubsServer
import Testing

@Suite("Character names against a stub Marvel server")
struct CharacterNamesTests {
    let keys = MarvelCredentials(publicKey: "1234", privateKey: "abcd")

    @Test("over HTTP on a free port: the names by prefix, a 503 retried, the signed query as sent")
    func overHTTP() async throws {
        // NetworkStubs as test support: a server on 127.0.0.1 (a free port) with a catalog and faults.
        let stub = MarvelServer(
            catalog: .synthetic(count: 300), credentials: keys, faults: try FaultPlan(parsing: "status=503:next1"))
        let server = try await MarvelHTTPServer.start(server: stub)
        let names = try await characterNames(
            startingWith: "Synthetic Hero 001", baseURL: server.baseURL, credentials: keys)
        await server.shutdown()

        #expect(names == (100..<200).map { "Synthetic Hero 00\($0)" })
        let asked = stub.requests
        #expect(asked.count == 2)  // the 503, then its retry
        let query = asked.last?.url.query ?? ""
        #expect(query.contains("nameStartsWith=Synthetic%20Hero%20001") && query.contains("apikey=1234"))
    }

    @Test("in process, no socket: a prefix nobody has gives no names")
    func inProcess() async throws {
        let stub = MarvelServer(catalog: .synthetic(count: 10), credentials: keys)
        let names = try await characterNames(
            startingWith: "Nobody", baseURL: URL(string: "http://stub.invalid")!, credentials: keys,
            transport: InProcessTransport(server: stub))
        #expect(names.isEmpty)
        #expect(stub.requestCount == 1)
    }
}

import Foundation
import NetworkClient
import NetworkClientURLSession
import NetworkStubs
import NetworkStubsServer
import NetworkStubsTesting
import Testing
import TestingUtils
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Connection-level faults, done for real", .timeLimit(.minutes(2)))
struct TransportFaultTests {
    @Test("truncated body: the full Content-Length is declared, half arrives, then the connection closes")
    func truncatedOnTheWire() async throws {
        try await withHTTPServer(faults: try FaultPlan(parsing: "truncate")) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try connection.send(
                RawHTTPConnection.request("/v1/public/characters?\(signature)", headers: ["Accept-Encoding: gzip"]))
            let response = try await connection.readResponse()
            let declared = try #require(response.header("Content-Length").flatMap(Int.init))
            #expect(response.statusCode == 200)
            #expect(response.header("Content-Encoding") == nil)
            #expect(!response.complete)
            #expect(response.body.count == declared / 2)
        }
    }

    @Test("truncated body over URLSession is a transport error, not a response")
    func truncatedURLSession() async throws {
        try await withHTTPServer(faults: try FaultPlan(parsing: "truncate")) { server in
            await #expect(throws: NetworkError.self) {
                try await URLSessionTransport(timeout: 10).send(signedRequest(server.baseURL, "/v1/public/characters"))
            }
        }
    }

    @Test("connection reset: a TCP RST, no answer; URLSession reports the connection lost")
    func reset() async throws {
        try await withHTTPServer(faults: try FaultPlan(parsing: "reset:next2")) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try connection.send(RawHTTPConnection.request("/v1/public/characters?\(signature)"))
            let (bytes, ending) = await connection.readToEnd()
            #expect(bytes.isEmpty)
            #expect(ending == .reset)

            await #expect(throws: NetworkError.connectionLost) {
                try await URLSessionTransport(timeout: 10).send(signedRequest(server.baseURL, "/v1/public/characters"))
            }
            // The plan's two resets are spent: the server answers again.
            #expect(
                try await URLSessionTransport(timeout: 10).send(signedRequest(server.baseURL, "/v1/public/characters"))
                    .statusCode == 200)
        }
    }

    @Test("stall: no byte ever arrives; URLSession times out; shutdown still closes the connection")
    func stall() async throws {
        let stub = MarvelServer(api: MarvelAPI(catalog: .sample2017), faults: try FaultPlan(parsing: "stall"))
        let server = try await MarvelHTTPServer.start(server: stub)
        let socket = try #require(ListeningSocket.inode(port: server.port, process: getpid()))
        let connection = try RawHTTPConnection(port: server.port, receiveTimeout: 0.3)
        try connection.send(RawHTTPConnection.request("/v1/public/characters?\(signature)"))
        await #expect(throws: RawHTTPConnection.Failure.timedOut) { try await connection.readResponse() }

        await #expect(throws: NetworkError.timedOut) {
            try await URLSessionTransport(timeout: 1).send(signedRequest(server.baseURL, "/v1/public/characters"))
        }

        await server.shutdown()
        #expect(!ListeningSocket.isListening(socket), "the server's socket still listens after shutdown")
        // The stalled connection was closed by the shutdown: end of stream, not a timeout.
        #expect(await connection.readToEnd().ending != .timedOut)
    }
}

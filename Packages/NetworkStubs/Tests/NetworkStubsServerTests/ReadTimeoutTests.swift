import Foundation
import NetworkStubs
import NetworkStubsServer
import Testing
import TestingUtils

@Suite("Read and idle timeouts", .timeLimit(.minutes(1)))
struct ReadTimeoutTests {
    @Test("a slowloris trickling its head byte by byte is closed at the read timeout, unanswered")
    func slowloris() async throws {
        try await withHTTPServer(limits: .init(readTimeout: .milliseconds(300))) { server in
            let connection = try RawHTTPConnection(port: server.port)
            let head = Array(
                RawHTTPConnection.request(
                    "/v1/public/characters?\(signature)", headers: Array(repeating: "X-Pad: 0123456789", count: 20)
                ).utf8)
            // A byte every 50 ms until the server refuses one, never the whole head: the head
            // would take over 20 s, far past the 0.3 s the server allows; a closing server stops it
            // after a few bytes, however long a loaded machine takes to close.
            var refused = false
            for byte in head.dropLast() {
                do {
                    try connection.send(bytes: [byte])
                } catch {
                    refused = true
                    break
                }
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(refused, "the server took the head but its last byte")
            let (bytes, ending) = await connection.readToEnd()
            #expect(bytes.isEmpty)
            #expect(ending == .closed || ending == .reset)
            // Others are still served.
            let other = try RawHTTPConnection(port: server.port)
            try other.send(RawHTTPConnection.request("/v1/public/characters/1009610?\(signature)"))
            #expect(try await other.readResponse().statusCode == 200)
        }
    }

    @Test("a connection that sends nothing is closed at the read timeout")
    func silent() async throws {
        try await withHTTPServer(limits: .init(readTimeout: .milliseconds(200))) { server in
            let connection = try RawHTTPConnection(port: server.port)
            let (bytes, ending) = await connection.readToEnd()
            #expect(bytes.isEmpty)
            #expect(ending == .closed)
        }
    }

    @Test("a head whose body never ends is answered 408 with Connection: close at the read timeout, then closed")
    func bodyNeverEnds() async throws {
        try await withHTTPServer(limits: .init(readTimeout: .milliseconds(300))) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try connection.send(
                RawHTTPConnection.request("/v1/public/characters?\(signature)", headers: ["Content-Length: 10"]) + "abc"
            )
            let response = try await connection.readResponse()
            #expect(response.statusCode == 408)
            #expect(response.header("Connection") == "close")
            #expect(await connection.readToEnd().ending == .closed)
        }
    }

    @Test("a kept-alive connection idle past the idle timeout is closed without an answer")
    func idle() async throws {
        try await withHTTPServer(limits: .init(readTimeout: .seconds(60), idleTimeout: .milliseconds(300))) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try connection.send(RawHTTPConnection.request("/v1/public/characters/1009610?\(signature)"))
            #expect(try await connection.readResponse().statusCode == 200)
            let (bytes, ending) = await connection.readToEnd()
            #expect(bytes.isEmpty)
            #expect(ending == .closed)
        }
    }

    @Test(
        "between requests only the idle timeout runs: a kept-alive connection quiet past the read timeout still answers"
    )
    func readTimeoutWaitsForBytes() async throws {
        try await withHTTPServer(limits: .init(readTimeout: .milliseconds(200), idleTimeout: .seconds(60))) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try connection.send(RawHTTPConnection.request("/v1/public/characters/1009610?\(signature)"))
            #expect(try await connection.readResponse().statusCode == 200)
            try await Task.sleep(for: .milliseconds(600))
            try connection.send(RawHTTPConnection.request("/v1/public/characters/1009610?\(signature)"))
            #expect(try await connection.readResponse().statusCode == 200)
        }
    }

    @Test("no deadline while the server works: a latency fault longer than the read timeout is still answered")
    func serverTime() async throws {
        try await withHTTPServer(
            faults: try FaultPlan(parsing: "latency=600ms"),
            limits: .init(readTimeout: .milliseconds(200), idleTimeout: .milliseconds(200))
        ) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try connection.send(RawHTTPConnection.request("/v1/public/characters/1009610?\(signature)"))
            #expect(try await connection.readResponse().statusCode == 200)
        }
    }
}

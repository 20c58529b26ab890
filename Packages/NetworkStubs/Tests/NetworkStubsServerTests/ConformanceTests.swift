import Foundation
import NetworkStubs
import NetworkStubsServer
import NetworkStubsTesting
import Testing
import TestingUtils

@Suite("HTTP conformance", .timeLimit(.minutes(1)))
struct ConformanceTests {
    @Test("an absolute-form target (RFC 9112 §3.2.2) is answered as its path and query")
    func absoluteForm() async throws {
        try await withHTTPServer { server in
            let connection = try RawHTTPConnection(port: server.port)
            try connection.send(
                RawHTTPConnection.request("http://127.0.0.1:\(server.port)/v1/public/characters/1009610?\(signature)"))
            let response = try await connection.readResponse()
            #expect(response.statusCode == 200)
            #expect(String(decoding: response.body, as: UTF8.self).contains(#""name":"Spider-Man""#))
        }
    }

    @Test("a request of more header fields than the limit is answered 431 and closed; one at the limit is answered")
    func headerFieldLimit() async throws {
        let limits = MarvelHTTPServer.Limits()
        let target = "/v1/public/characters/1009610?\(signature)"
        try await withHTTPServer(limits: limits) { server in
            // The request's own Host makes one field more.
            let atLimit = try RawHTTPConnection(port: server.port)
            let padding = (1..<limits.maximumHeaderFields).map { "X-Pad-\($0): 1" }
            try atLimit.send(RawHTTPConnection.request(target, headers: padding))
            #expect(try await atLimit.readResponse().statusCode == 200)

            let overLimit = try RawHTTPConnection(port: server.port)
            try overLimit.send(RawHTTPConnection.request(target, headers: padding + ["X-Pad-Last: 1"]))
            let refused = try await overLimit.readResponse()
            #expect(refused.statusCode == 431)
            #expect(refused.header("Connection") == "close")
            #expect(await overLimit.readToEnd().ending == .closed)
        }
    }

    @Test("10,000 header fields in one request are refused with a 431")
    func tenThousandHeaderFields() async throws {
        try await withHTTPServer { server in
            let connection = try RawHTTPConnection(port: server.port)
            let padding = Array(repeating: "a: b", count: 10_000)
            try connection.send(
                RawHTTPConnection.request("/v1/public/characters/1009610?\(signature)", headers: padding))
            #expect(try await connection.readResponse().statusCode == 431)
        }
    }

    @Test("on the wire, %2F in the path is a 404, not the record the decoded path names")
    func encodedSlash() async throws {
        try await withHTTPServer { server in
            let connection = try RawHTTPConnection(port: server.port)
            try connection.send(RawHTTPConnection.request("/v1/public/characters%2F1009610?\(signature)"))
            #expect(try await connection.readResponse().statusCode == 404)
        }
    }

    @Test("the start line shows an IPv6 address in brackets: listening on http://[::1]:PORT")
    func ipv6StartLine() async throws {
        let capture = LogCapture()
        let server = try await MarvelHTTPServer.start(
            server: MarvelServer(api: MarvelAPI(catalog: .sample2017)), host: "::1", logger: capture.logger, threads: 1)
        await server.shutdown()
        #expect(capture.lines.first == "listening on http://[::1]:\(server.port)")
    }
}

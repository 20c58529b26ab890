import Foundation
import NetworkStubsServer
import Testing
import TestingUtils

@Suite("Request bodies", .timeLimit(.minutes(1)))
struct RequestBodyTests {
    private let limits = MarvelHTTPServer.Limits(maximumBodySize: 1024)

    @Test(
        "a declared Content-Length over the body cap is answered 413 with Connection: close before any body, then closed",
        arguments: ["314572800", "18446744073709551615"]
    )
    func declaredTooLarge(length: String) async throws {
        try await withHTTPServer(limits: limits) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try connection.send(
                RawHTTPConnection.request("/v1/public/characters?\(signature)", headers: ["Content-Length: \(length)"]))
            let response = try await connection.readResponse()
            #expect(response.statusCode == 413)
            #expect(response.header("Connection") == "close")
            #expect(await connection.readToEnd().ending == .closed)
        }
    }

    @Test("an 8 MiB chunked body is cut off past the cap with a 413 and a close; the server answers the next client")
    func streamedTooLarge() async throws {
        try await withHTTPServer(limits: limits) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try connection.send(
                RawHTTPConnection.request("/v1/public/characters?\(signature)", headers: ["Transfer-Encoding: chunked"])
            )
            let chunk = Array("10000\r\n".utf8) + [UInt8](repeating: 0x41, count: 0x10000) + Array("\r\n".utf8)
            var sent = 0
            do {
                for _ in 0..<128 {
                    try connection.send(bytes: chunk)
                    sent += 0x10000
                }
            } catch {
                // The server closed the connection: what comes next says how.
            }
            #expect(sent < 8 << 20, "the server read the whole 8 MiB")
            let response = try await connection.readResponse()
            #expect(response.statusCode == 413)
            #expect(response.header("Connection") == "close")
            #expect(await connection.readToEnd().ending != .timedOut)
            let other = try RawHTTPConnection(port: server.port)
            try other.send(RawHTTPConnection.request("/v1/public/characters/1009610?\(signature)"))
            #expect(try await other.readResponse().statusCode == 200)
        }
    }

    @Test(
        "a small body on a GET, fixed-length or chunked, is dropped: the request is answered and the connection stays usable"
    )
    func smallBodyDropped() async throws {
        try await withHTTPServer(limits: limits) { server in
            let connection = try RawHTTPConnection(port: server.port)
            let target = "/v1/public/characters/1009610?\(signature)"
            try connection.send(RawHTTPConnection.request(target, headers: ["Content-Length: 5"]) + "hello")
            #expect(try await connection.readResponse().statusCode == 200)
            try connection.send(
                RawHTTPConnection.request(target, headers: ["Transfer-Encoding: chunked"]) + "5\r\nhello\r\n0\r\n\r\n")
            #expect(try await connection.readResponse().statusCode == 200)
            try connection.send(RawHTTPConnection.request(target))
            #expect(try await connection.readResponse().statusCode == 200)
        }
    }
}

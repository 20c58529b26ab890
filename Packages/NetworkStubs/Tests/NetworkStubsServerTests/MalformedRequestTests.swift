import Foundation
import NetworkStubsServer
import Testing
import TestingUtils

@Suite("Malformed requests", .timeLimit(.minutes(1)))
struct MalformedRequestTests {
    /// The status lines in `bytes`.
    private func statusLines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n").filter { $0.hasPrefix("HTTP/") }
    }

    @Test(
        "a malformed request gets exactly one 400 with Connection: close, then the connection closes",
        arguments: [
            "GET /\r\n\r\n",  // HTTP/0.9
            "GET / HTTP/0.9\r\n\r\n",
            "\u{1}\u{2}garbage \u{7f}\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n",
            "GET / HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n",
        ]
    )
    func oneAnswer(request: String) async throws {
        try await withHTTPServer { server in
            let connection = try RawHTTPConnection(port: server.port)
            try connection.send(request)
            let (bytes, ending) = await connection.readToEnd()
            #expect(statusLines(bytes) == ["HTTP/1.1 400 Bad Request"])
            #expect(String(decoding: bytes, as: UTF8.self).contains("Connection: close\r\n"))
            #expect(ending == .closed)
        }
    }

    @Test("a malformed request pipelined after a good one: the good one's 200, then one 400, then the close")
    func pipelined() async throws {
        try await withHTTPServer { server in
            let connection = try RawHTTPConnection(port: server.port)
            try connection.send(
                RawHTTPConnection.request("/v1/public/characters/1009610?\(signature)") + "GET /\r\n\r\n")
            #expect(try await connection.readResponse().statusCode == 200)
            let (bytes, ending) = await connection.readToEnd()
            #expect(statusLines(bytes) == ["HTTP/1.1 400 Bad Request"])
            #expect(ending == .closed)
        }
    }
}

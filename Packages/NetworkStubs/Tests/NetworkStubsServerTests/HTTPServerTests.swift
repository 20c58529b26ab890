import Foundation
import Logging
import NetworkClient
import NetworkClientURLSession
import NetworkStubs
@testable import NetworkStubsServer
import NetworkStubsTesting
import Testing
import TestingUtils
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("HTTP server on 127.0.0.1", .timeLimit(.minutes(2)))
struct HTTPServerTests {
    @Test("binds 127.0.0.1 on a free port and answers 200 over URLSession, like the pure API")
    func answers() async throws {
        try await withHTTPServer { server in
            #expect(server.host == "127.0.0.1")
            #expect(server.port > 0)
            #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
            let transport = URLSessionTransport(timeout: 10)
            let request = signedRequest(server.baseURL, "/v1/public/characters?limit=5")
            let response = try await transport.send(request)
            #expect(response.statusCode == 200)
            #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
            let expected = MarvelAPI(catalog: .sample2017).respond(to: request, now: Date())
            #expect(response.body == expected.body)
            // URLSession (libcurl) asks for gzip: the tag is the gzip answer's.
            #expect(response.headers["ETag"] == expected.headers["ETag"].map(AcceptEncodingNormalizer.withGzipSuffix))
        }
    }

    @Test("errors travel with their status and exact body")
    func errors() async throws {
        try await withHTTPServer { server in
            let transport = URLSessionTransport(timeout: 10)
            let missing = try await transport.send(
                HTTPRequest(url: server.baseURL.appendingPathComponent("v1/public/characters")))
            #expect(missing.statusCode == 409)
            #expect(
                String(decoding: missing.body, as: UTF8.self)
                    == #"{"code":"MissingParameter","message":"You must provide a user key."}"#)
            let tooMany = try await transport.send(signedRequest(server.baseURL, "/v1/public/characters?limit=101"))
            #expect(tooMany.statusCode == 409)
            #expect(
                String(decoding: tooMany.body, as: UTF8.self)
                    == #"{"code":409,"status":"You may not request more than 100 items."}"#)
            let notFound = try await transport.send(signedRequest(server.baseURL, "/v1/public/characters/1"))
            #expect(notFound.statusCode == 404)
        }
    }

    @Test("gzip when the client accepts it, whatever its order of preference; identity otherwise")
    func gzip() async throws {
        try await withHTTPServer { server in
            let target = "/v1/public/characters?limit=50&\(signature)"
            let plain = try RawHTTPConnection(port: server.port)
            try plain.send(RawHTTPConnection.request(target))
            let identity = try await plain.readResponse()
            #expect(identity.statusCode == 200)
            #expect(identity.header("Content-Encoding") == nil)
            #expect(identity.body.first == UInt8(ascii: "{"))

            for accept in ["gzip", "deflate, gzip", "gzip;q=0.5, deflate", "br, gzip, zstd"] {
                let connection = try RawHTTPConnection(port: server.port)
                try connection.send(RawHTTPConnection.request(target, headers: ["Accept-Encoding: \(accept)"]))
                let compressed = try await connection.readResponse()
                #expect(compressed.statusCode == 200)
                #expect(compressed.header("Content-Encoding") == "gzip", "Accept-Encoding: \(accept)")
                #expect(Array(compressed.body.prefix(2)) == [0x1f, 0x8b])
                #expect(compressed.header("Content-Length") == String(compressed.body.count))
                #expect(compressed.body.count < identity.body.count / 3)
            }

            let refused = try RawHTTPConnection(port: server.port)
            try refused.send(RawHTTPConnection.request(target, headers: ["Accept-Encoding: gzip;q=0, deflate"]))
            #expect(try await refused.readResponse().header("Content-Encoding") == nil)

            // URLSession (libcurl) asks for gzip and inflates it: the JSON arrives whole.
            let response = try await URLSessionTransport(timeout: 10).send(
                signedRequest(server.baseURL, "/v1/public/characters?limit=50"))
            #expect(response.body.count == identity.body.count)
            #expect(try JSONSerialization.jsonObject(with: response.body) is [String: Any])
        }
    }

    @Test("If-None-Match with the etag is a 304 with no body, over URLSession and on the wire")
    func notModified() async throws {
        try await withHTTPServer { server in
            let transport = URLSessionTransport(timeout: 10)
            let first = try await transport.send(signedRequest(server.baseURL, "/v1/public/characters/1009610"))
            let etag = try #require(first.headers["ETag"])
            let second = try await transport.send(
                signedRequest(server.baseURL, "/v1/public/characters/1009610", headers: ["If-None-Match": etag]))
            #expect(second.statusCode == 304)
            #expect(second.body.isEmpty)

            let raw = try RawHTTPConnection(port: server.port)
            try raw.send(
                RawHTTPConnection.request(
                    "/v1/public/characters/1009610?\(signature)",
                    headers: ["If-None-Match: \(etag)", "Accept-Encoding: gzip"]))
            let response = try await raw.readResponse()
            #expect(response.statusCode == 304)
            #expect(response.header("ETag") == etag)
            #expect(response.header("Content-Encoding") == nil)
            // The connection stays usable after a 304.
            try raw.send(RawHTTPConnection.request("/v1/public/characters/1009610?\(signature)"))
            #expect(try await raw.readResponse().statusCode == 200)
        }
    }

    @Test("the gzip and the identity answer have their own ETag, both vary on Accept-Encoding, and each revalidates")
    func eachEncodingHasItsOwnETag() async throws {
        try await withHTTPServer { server in
            let connection = try RawHTTPConnection(port: server.port)
            let target = "/v1/public/characters/1009610?\(signature)"
            try connection.send(RawHTTPConnection.request(target))
            let identity = try await connection.readResponse()
            try connection.send(RawHTTPConnection.request(target, headers: ["Accept-Encoding: gzip"]))
            let gzip = try await connection.readResponse()
            let plainTag = try #require(identity.header("ETag"))
            #expect(gzip.header("ETag") == AcceptEncodingNormalizer.withGzipSuffix(plainTag))
            #expect(identity.header("Vary") == "Accept-Encoding" && gzip.header("Vary") == "Accept-Encoding")

            // Each tag sent back with its own encoding is a 304 carrying that same tag.
            for (tag, accept) in [(plainTag, [String]()), (gzip.header("ETag") ?? "", ["Accept-Encoding: gzip"])] {
                try connection.send(RawHTTPConnection.request(target, headers: ["If-None-Match: \(tag)"] + accept))
                let revalidated = try await connection.readResponse(bodyExpected: false)
                #expect(revalidated.statusCode == 304, "\(tag)")
                #expect(revalidated.header("ETag") == tag)
                #expect(revalidated.header("Vary") == "Accept-Encoding")
            }
        }
    }

    @Test func aGzipSuffixGoesInsideTheQuotesAndComesOffEveryTagOfAList() {
        #expect(AcceptEncodingNormalizer.withGzipSuffix("abc") == "abc-gzip")
        #expect(AcceptEncodingNormalizer.withGzipSuffix("\"abc\"") == "\"abc-gzip\"")
        #expect(
            AcceptEncodingNormalizer.withoutGzipSuffixes("\"a-gzip\", W/\"b-gzip\",c-gzip, d") == "\"a\", W/\"b\", c, d"
        )
    }

    @Test("keep-alive: several requests, one after another and pipelined, on one connection")
    func keepAlive() async throws {
        try await withHTTPServer { server in
            let connection = try RawHTTPConnection(port: server.port)
            for offset in [0, 20, 40] {
                try connection.send(RawHTTPConnection.request("/v1/public/characters?offset=\(offset)&\(signature)"))
                let response = try await connection.readResponse()
                #expect(response.statusCode == 200)
                #expect(response.header("Connection") == nil)
                #expect(response.complete)
            }
            try connection.send(
                RawHTTPConnection.request("/v1/public/characters/1009610?\(signature)")
                    + RawHTTPConnection.request("/v1/public/characters/1?\(signature)")
                    + RawHTTPConnection.request("/v1/public/characters/1011490?\(signature)")
            )
            #expect(try await connection.readResponse().statusCode == 200)
            #expect(try await connection.readResponse().statusCode == 404)
            let third = try await connection.readResponse()
            #expect(third.statusCode == 200)
            #expect(String(decoding: third.body, as: UTF8.self).contains("Hank Pym"))

            // Connection: close is honoured.
            try connection.send(
                RawHTTPConnection.request("/v1/public/characters/1009610?\(signature)", headers: ["Connection: close"]))
            let last = try await connection.readResponse()
            #expect(last.header("Connection") == "close")
            #expect(await connection.readToEnd().ending == .closed)
        }
    }

    @Test("HEAD answers GET's status and headers without a body; other methods are 405")
    func methods() async throws {
        try await withHTTPServer { server in
            let connection = try RawHTTPConnection(port: server.port)
            let target = "/v1/public/characters?limit=2&\(signature)"
            try connection.send(RawHTTPConnection.request(target))
            let get = try await connection.readResponse()
            try connection.send(RawHTTPConnection.request("HEAD", target))
            let head = try await connection.readResponse(bodyExpected: false)
            #expect(head.statusCode == 200)
            #expect(head.header("Content-Length") == String(get.body.count))
            #expect(head.header("ETag") == get.header("ETag"))
            // Had HEAD sent a body, this next response would not parse.
            try connection.send(RawHTTPConnection.request("POST", target, headers: ["Content-Length: 2"]) + "{}")
            let post = try await connection.readResponse()
            #expect(post.statusCode == 405)
            #expect(post.header("Allow") == "GET, HEAD")
            #expect(
                String(decoding: post.body, as: UTF8.self)
                    == #"{"code":"MethodNotAllowed","message":"The method POST is not allowed. Use GET or HEAD."}"#)
        }
    }

    @Test("one log line per request, with apikey, hash and ts REDACTED")
    func logging() async throws {
        let capture = LogCapture()
        try await withHTTPServer(logger: capture.logger) { server in
            let transport = URLSessionTransport(timeout: 10)
            _ = try await transport.send(signedRequest(server.baseURL, "/v1/public/characters?limit=3"))
            _ = try await transport.send(signedRequest(server.baseURL, "/v1/public/characters/1"))
        }
        let requestLines = capture.lines.filter { $0.hasPrefix("GET ") }
        #expect(requestLines.count == 2)
        let first = try #require(requestLines.first)
        #expect(first.hasPrefix("GET /v1/public/characters?limit=3&apikey=REDACTED&ts=REDACTED&hash=REDACTED 200 "))
        #expect(first.hasSuffix("ms"))
        #expect(requestLines.last?.contains(" 404 ") == true)
        for line in capture.lines {
            #expect(!line.contains("pub-key-123") && !line.contains("ts-456") && !line.contains("hash-789"))
        }
        #expect(capture.lines.contains { $0.hasPrefix("listening on http://127.0.0.1:") })
    }

    @Test("injected statuses and malformed bodies reach the client as sent")
    func applicationFaults() async throws {
        try await withHTTPServer(faults: try FaultPlan(parsing: "status=503:next1, malformed:next1")) { server in
            let transport = URLSessionTransport(timeout: 10)
            let unavailable = try await transport.send(signedRequest(server.baseURL, "/v1/public/characters"))
            #expect(unavailable.statusCode == 503)
            #expect(unavailable.headers["Retry-After"] == "1")
            let malformed = try await transport.send(signedRequest(server.baseURL, "/v1/public/characters"))
            #expect(malformed.statusCode == 200)
            #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: malformed.body) }
            #expect(try await transport.send(signedRequest(server.baseURL, "/v1/public/characters")).statusCode == 200)
        }
    }

    @Test("latency delays the answer")
    func latency() async throws {
        try await withHTTPServer(faults: try FaultPlan(parsing: "latency=150ms")) { server in
            let start = ContinuousClock.now
            let response = try await URLSessionTransport(timeout: 10).send(
                signedRequest(server.baseURL, "/v1/public/characters/1009610"))
            #expect(response.statusCode == 200)
            #expect(ContinuousClock.now - start >= .milliseconds(150))
        }
    }
}

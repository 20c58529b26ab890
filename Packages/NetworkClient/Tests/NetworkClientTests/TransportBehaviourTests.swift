import Foundation
import Testing
import TestingUtils
@testable import NetworkClient
import NetworkClientCurl
import NetworkClientURLSession

/// The live transports, so that every behaviour test below runs against each of them.
enum TransportKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case urlSession
    case curl

    /// A new transport of this kind with `timeout` seconds.
    func make(timeout: TimeInterval = 30) -> any HTTPTransport {
        switch self {
        case .urlSession: URLSessionTransport(timeout: timeout)
        case .curl: CurlTransport(timeout: timeout, proxy: .none)
        }
    }

    var testDescription: String { rawValue }
}

/// Each live transport against a real HTTP/1.1 server on 127.0.0.1 (``LoopbackServer``): both
/// must send the same bytes and turn the same failures into the same ``NetworkError``.
@Suite(.timeLimit(.minutes(1)))
struct TransportBehaviourTests {
    static let plainText = "Hello, gzip! Hello, gzip! Hello, gzip!"
    /// `gzip.compress(plainText, mtime=0)`: 36 bytes that decode to the 38 of `plainText`.
    static let gzipped: [UInt8] = [
        0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xf3, 0x48, 0xcd, 0xc9, 0xc9, 0xd7,
        0x51, 0x48, 0xaf, 0xca, 0x2c, 0x50, 0x54, 0xf0, 0xc0, 0xc5, 0x01, 0x00, 0xc0, 0xe3, 0x7a, 0xea,
        0x26, 0x00, 0x00, 0x00,
    ]

    @Test(arguments: TransportKind.allCases)
    func decodesAGzipBody(_ kind: TransportKind) async throws {
        let seen = Recorder<LoopbackConnection.Request>()
        let server = try LoopbackServer { connection in
            guard let request = connection.readRequest() else { return }
            seen.append(request)
            connection.respond(
                headers: [("Content-Type", "text/plain"), ("Content-Encoding", "gzip")], body: Self.gzipped)
        }
        defer { server.stop() }
        #expect(Self.gzipped != Array(Self.plainText.utf8))

        let response = try await kind.make(timeout: 5).send(HTTPRequest(url: server.url("/gz")))
        #expect(response.statusCode == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == Self.plainText)
        #expect(response.headers["Content-Type"] == "text/plain")
        // The body is decoded, so the headers no longer describe an encoded one.
        #expect(response.headers["Content-Encoding"] == nil)
        #expect(response.headers["Content-Length"] == nil)
        #expect(seen.values.first?.header("Accept-Encoding")?.contains("gzip") == true)
    }

    @Test(arguments: TransportKind.allCases)
    func sendsMethodHeadersAndBodyAndReturnsErrorStatusesAsResponses(_ kind: TransportKind) async throws {
        let seen = Recorder<LoopbackConnection.Request>()
        let server = try LoopbackServer { connection in
            guard let request = connection.readRequest() else { return }
            seen.append(request)
            connection.respond(
                status: 404, reason: "Not Found", headers: [("X-Reply", "yes")], body: Array("missing".utf8))
        }
        defer { server.stop() }
        let request = HTTPRequest(
            method: .put, url: server.url("/heroes/1?name=A%2BB"),
            headers: ["Content-Type": "application/json", "User-Agent": "heroes/test"], body: Data(#"{"a":1}"#.utf8)
        )
        let response = try await kind.make(timeout: 5).send(request)
        #expect(response.statusCode == 404)
        #expect(response.body == Data("missing".utf8))
        #expect(response.headers["x-reply"] == "yes")
        let received = try #require(seen.values.first)
        #expect(received.method == "PUT")
        #expect(received.target == "/heroes/1?name=A%2BB")
        #expect(received.header("User-Agent") == "heroes/test")
        #expect(received.body == Array(#"{"a":1}"#.utf8))
    }

    @Test(arguments: TransportKind.allCases)
    func reusesOneConnectionForTwoRequests(_ kind: TransportKind) async throws {
        let server = try LoopbackServer { connection in
            var served = 0
            while served < 10, let request = connection.readRequest() {
                served += 1
                connection.respond(
                    headers: [("Connection", "keep-alive")], body: Array("\(request.target) #\(served)".utf8))
            }
        }
        defer { server.stop() }
        let transport = kind.make(timeout: 5)
        let first = try await transport.send(HTTPRequest(url: server.url("/a")))
        let second = try await transport.send(HTTPRequest(url: server.url("/b")))
        #expect(String(decoding: first.body, as: UTF8.self) == "/a #1")
        #expect(String(decoding: second.body, as: UTF8.self) == "/b #2")
        #expect(server.acceptedConnections == 1)
    }

    @Test(arguments: TransportKind.allCases)
    func aServerThatNeverAnswersTimesOut(_ kind: TransportKind) async throws {
        let server = try LoopbackServer { connection in
            _ = connection.readRequest()
            connection.waitUntilStopped()
        }
        defer { server.stop() }
        await #expect(throws: NetworkError.timedOut) {
            try await kind.make(timeout: 1).send(HTTPRequest(url: server.url()))
        }
    }

    @Test(arguments: TransportKind.allCases)
    func eachTransportKeepsItsOwnTimeout(_ kind: TransportKind) async throws {
        // Every answer comes after 1.5 s: past the first transport's limit, within the second's
        // (a minute, so that a loaded machine's slowness is no timeout; the server lives as long).
        let server = try LoopbackServer(lifetime: 60) { connection in
            while connection.readRequest() != nil {
                usleep(1_500_000)
                connection.respond(body: Array("late".utf8))
            }
        }
        defer { server.stop() }
        let short = kind.make(timeout: 0.5)
        let long = kind.make(timeout: 60)
        await #expect(throws: NetworkError.timedOut) { try await short.send(HTTPRequest(url: server.url("/short"))) }
        let answer = try await long.send(HTTPRequest(url: server.url("/long")))
        #expect(String(decoding: answer.body, as: UTF8.self) == "late")
    }

    @Test(arguments: TransportKind.allCases)
    func aRefusedPortCannotConnect(_ kind: TransportKind) async throws {
        let refusing = try RefusingPort()
        await #expect(throws: NetworkError.cannotConnect(host: "127.0.0.1:\(refusing.port)")) {
            try await kind.make(timeout: 5).send(HTTPRequest(url: refusing.url()))
        }
    }

    @Test(arguments: TransportKind.allCases)
    func aBodyCutShortIsALostConnectionNotAShort200(_ kind: TransportKind) async throws {
        let server = try LoopbackServer { connection in
            _ = connection.readRequest()
            connection.write("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n0123456789")
        }
        defer { server.stop() }
        await #expect(throws: NetworkError.connectionLost) {
            try await kind.make(timeout: 5).send(HTTPRequest(url: server.url()))
        }
    }

    @Test(arguments: TransportKind.allCases)
    func aChunkedBodyCutShortIsALostConnection(_ kind: TransportKind) async throws {
        let server = try LoopbackServer { connection in
            _ = connection.readRequest()
            connection.write("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n64\r\n0123456789")
        }
        defer { server.stop() }
        await #expect(throws: NetworkError.connectionLost) {
            try await kind.make(timeout: 5).send(HTTPRequest(url: server.url()))
        }
    }

    @Test(arguments: TransportKind.allCases)
    func aResetOrAnEmptyReplyIsALostConnection(_ kind: TransportKind) async throws {
        let reset = try LoopbackServer { connection in
            _ = connection.readRequest()
            connection.write("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n0123456789")
            connection.reset()
        }
        defer { reset.stop() }
        let empty = try LoopbackServer { connection in _ = connection.readRequest() }
        defer { empty.stop() }
        let transport = kind.make(timeout: 5)
        await #expect(throws: NetworkError.connectionLost) { try await transport.send(HTTPRequest(url: reset.url())) }
        await #expect(throws: NetworkError.connectionLost) { try await transport.send(HTTPRequest(url: empty.url())) }
    }

    @Test(arguments: TransportKind.allCases)
    func anAnswerThatIsNotHTTPIsNotCalledABadURL(_ kind: TransportKind) async throws {
        let server = try LoopbackServer { connection in
            _ = connection.readRequest()
            connection.write("NOT HTTP AT ALL\r\n\r\n")
        }
        defer { server.stop() }
        do {
            _ = try await kind.make(timeout: 5).send(HTTPRequest(url: server.url()))
            Issue.record("a garbage answer was accepted")
        } catch let error as NetworkError {
            guard case .other(let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(reason.contains("not valid HTTP"))
        }
    }

    /// The server never answers and the transport's timeout is a day: only the cancellation can
    /// end the request while the test runs (the suite's time limit fails it otherwise).
    @Test(arguments: TransportKind.allCases)
    func cancellingMidRequestThrowsCancelled(_ kind: TransportKind) async throws {
        let received = Recorder<Int>()
        let server = try LoopbackServer { connection in
            guard connection.readRequest() != nil else { return }
            received.append(1)
            connection.waitUntilStopped()
        }
        defer { server.stop() }
        let transport = kind.make(timeout: 86_400)
        let task = Task { try await transport.send(HTTPRequest(url: server.url())) }
        #expect(await eventually { received.count == 1 })
        task.cancel()
        await #expect(throws: NetworkError.cancelled) { try await task.value }
    }

    @Test(arguments: TransportKind.allCases)
    func urlsItCannotSendAreInvalidAndRedacted(_ kind: TransportKind) async throws {
        await #expect(throws: NetworkError.invalidURL("ftp://h/file?apikey=REDACTED")) {
            try await kind.make().send(HTTPRequest(url: .test("ftp://h/file?apikey=secret")))
        }
        await #expect(throws: NetworkError.invalidURL("file:///tmp/x")) {
            try await kind.make().send(HTTPRequest(url: .test("file:///tmp/x")))
        }
    }

    @Test(arguments: TransportKind.allCases)
    func throughTheClientWithEveryMiddleware(_ kind: TransportKind) async throws {
        let seen = Recorder<LoopbackConnection.Request>()
        let server = try LoopbackServer { connection in
            var served = 0
            while served < 10, let request = connection.readRequest() {
                served += 1
                seen.append(request)
                if served == 1 {
                    connection.respond(status: 503, reason: "Service Unavailable", headers: [("Retry-After", "0")])
                } else {
                    connection.respond(headers: [("ETag", "\"v1\""), ("Content-Encoding", "gzip")], body: Self.gzipped)
                }
            }
        }
        defer { server.stop() }
        let client = HTTPClient(
            transport: kind.make(timeout: 5),
            middlewares: [
                TimeoutMiddleware(.seconds(20)),
                RetryMiddleware(baseDelay: .milliseconds(10)),
                UserAgentMiddleware("heroes/0.0.1 (Linux)"),
            ]
        )
        let first = try await client.sendChecked(HTTPRequest(url: server.url("/v1/public/characters?limit=1")))
        #expect(String(decoding: first.body, as: UTF8.self) == Self.plainText)
        let second = try await client.sendChecked(HTTPRequest(url: server.url("/v1/public/characters?limit=2")))
        #expect(String(decoding: second.body, as: UTF8.self) == Self.plainText)
        #expect(
            seen.values.map(\.target) == [
                "/v1/public/characters?limit=1", "/v1/public/characters?limit=1", "/v1/public/characters?limit=2",
            ])
        #expect(seen.values.map { $0.header("User-Agent") } == Array(repeating: "heroes/0.0.1 (Linux)", count: 3))
        #expect(server.acceptedConnections == 1)
    }
}

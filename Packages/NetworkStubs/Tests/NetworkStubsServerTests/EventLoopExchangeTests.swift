import Foundation
import Logging
import NetworkStubs
import NetworkStubsServer
import NetworkStubsTesting
import Testing
import TestingUtils

/// What answering on the event loop could break: a latency fault is a timer of the loop, not a
/// wait that holds it; pipelined requests keep their order; a connection's end cancels what it
/// waits for; the framing of HTTP/1.0 and of a refused target.
@Suite("Exchanges on the event loop", .timeLimit(.minutes(1)))
struct EventLoopExchangeTests {
    private let target = "/v1/public/characters/1009610?\(signature)"

    /// One event loop, so that two connections share it: `heroes serve` on `stub`, always shut down.
    private func withOneLoop<T>(
        _ stub: MarvelServer, logger: Logger = Logger(label: "stubs.test") { _ in SwiftLogNoOpLogHandler() },
        limits: MarvelHTTPServer.Limits = MarvelHTTPServer.Limits(),
        _ body: (MarvelHTTPServer) async throws -> T
    ) async throws -> T {
        try await withHTTPServer(stub: stub, threads: 1, limits: limits, logger: logger, body)
    }

    /// Waits until `stub` has been asked `count` requests (``eventually``: at most 30 s, a hang's bound).
    private func waitForRequests(_ count: Int, on stub: MarvelServer) async throws {
        try #require(await eventually { stub.requestCount >= count })
    }

    /// The held reply's delay (ten minutes) is far beyond the other connection's receive timeout
    /// (30 s): had the fault held the loop, the other answer could not arrive at all. No duration
    /// is measured; the delayed connection is closed unanswered, which cancels its timer.
    @Test(
        "a latency fault holding one connection's reply does not stop another connection on the same loop being answered"
    )
    func latencyDoesNotHoldTheLoop() async throws {
        let stub = MarvelServer(api: MarvelAPI(catalog: .sample2017), faults: try FaultPlan(parsing: "latency=600s"))
        try await withOneLoop(stub) { server in
            let delayed = try RawHTTPConnection(port: server.port)
            try delayed.send(RawHTTPConnection.request(target))
            try await waitForRequests(1, on: stub)
            stub.setFaults(.none)

            let other = try RawHTTPConnection(port: server.port)
            try other.send(RawHTTPConnection.request(target))
            #expect(try await other.readResponse().statusCode == 200)
            #expect(stub.requestCount == 2)
            withExtendedLifetime(delayed) {}
        }
    }

    @Test("pipelined requests under a latency fault are answered and logged in order, each after its own delay")
    func pipelinedWithLatency() async throws {
        let capture = LogCapture()
        let stub = MarvelServer(api: MarvelAPI(catalog: .sample2017), faults: try FaultPlan(parsing: "latency=100ms"))
        try await withOneLoop(stub, logger: capture.logger) { server in
            let connection = try RawHTTPConnection(port: server.port)
            let ids = ["1009610", "1", "1011490"]
            let sent = ContinuousClock.now
            try connection.send(
                ids.map { RawHTTPConnection.request("/v1/public/characters/\($0)?\(signature)") }.joined())
            let responses = [
                try await connection.readResponse(), try await connection.readResponse(),
                try await connection.readResponse(),
            ]
            #expect(ContinuousClock.now - sent >= .milliseconds(300))
            #expect(responses.map(\.statusCode) == [200, 404, 200])
            #expect(String(decoding: responses[0].body, as: UTF8.self).contains("Spider-Man"))
            #expect(String(decoding: responses[2].body, as: UTF8.self).contains("Hank Pym"))
        }
        let logged = capture.lines.filter { $0.hasPrefix("GET ") }
        #expect(
            logged.map { $0.split(separator: "?")[0] }
                == ["1009610", "1", "1011490"].map { "GET /v1/public/characters/\($0)" })
        #expect(logged.map { $0.split(separator: " ")[2] } == ["200", "404", "200"])
    }

    /// No clock: the client closes right after sending, so its close reaches the loop long
    /// before the 1.5 s delay ends; the next client's request, under the same delay, is
    /// scheduled after the gone one's on the same loop, whose timers fire in the order of their
    /// deadlines. So once the next answer is in, the gone request's timer has come due: had it
    /// not been cancelled, its log line would already be there.
    @Test("a client that closes during a latency fault gets no answer and no log line; the next client is answered")
    func clientGoneDuringLatency() async throws {
        let capture = LogCapture()
        let stub = MarvelServer(api: MarvelAPI(catalog: .sample2017), faults: try FaultPlan(parsing: "latency=1500ms"))
        try await withOneLoop(stub, logger: capture.logger) { server in
            var gone: RawHTTPConnection? = try RawHTTPConnection(port: server.port)
            try gone?.send(RawHTTPConnection.request("/v1/public/characters/1?\(signature)"))
            gone = nil
            try await waitForRequests(1, on: stub)

            let next = try RawHTTPConnection(port: server.port)
            try next.send(RawHTTPConnection.request(target))
            #expect(try await next.readResponse().statusCode == 200)
            #expect(stub.requestCount == 2)
            #expect(!capture.lines.contains { $0.hasPrefix("GET /v1/public/characters/1?") }, "\(capture.lines)")
        }
    }

    /// The delay is ten minutes: a shutdown that waited for it would not end within the test's
    /// time limit (one minute), so its ending at all shows it did not wait. No duration is measured.
    @Test("shutdown during a latency fault closes the waiting connection unanswered, without waiting for the delay")
    func shutdownDuringLatency() async throws {
        let stub = MarvelServer(api: MarvelAPI(catalog: .sample2017), faults: try FaultPlan(parsing: "latency=600s"))
        let server = try await MarvelHTTPServer.start(server: stub, threads: 1)
        let connection = try RawHTTPConnection(port: server.port)
        try connection.send(RawHTTPConnection.request(target))
        try await waitForRequests(1, on: stub)
        await server.shutdown()
        let (bytes, ending) = await connection.readToEnd()
        #expect(bytes.isEmpty)
        #expect(ending == .closed)
    }

    @Test("a stalled connection that the client closes is taken off the connection count")
    func stalledConnectionClosedByClient() async throws {
        let stub = MarvelServer(api: MarvelAPI(catalog: .sample2017), faults: try FaultPlan(parsing: "stall:next1"))
        try await withOneLoop(stub, limits: .init(maximumConnections: 1)) { server in
            var stalled: RawHTTPConnection? = try RawHTTPConnection(port: server.port, receiveTimeout: 0.3)
            try stalled?.send(RawHTTPConnection.request(target))
            await #expect(throws: RawHTTPConnection.Failure.timedOut) { try await stalled?.readResponse() }
            stalled = nil
            #expect(await answersOnceAConnectionIsForgotten(port: server.port, target: target))
        }
    }

    @Test(
        "HTTP/1.0 with Connection: keep-alive is answered Connection: keep-alive and kept open; without it, Connection: close and closed"
    )
    func http10() async throws {
        try await withHTTPServer { server in
            let connection = try RawHTTPConnection(port: server.port)
            for _ in 0..<2 {
                try connection.send("GET \(target) HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
                let response = try await connection.readResponse()
                #expect(response.statusCode == 200)
                #expect(response.statusLine.hasPrefix("HTTP/1.0 "))
                #expect(response.header("Connection") == "keep-alive")
                #expect(response.complete)
            }
            try connection.send("GET \(target) HTTP/1.0\r\n\r\n")
            let last = try await connection.readResponse()
            #expect(last.statusCode == 200)
            #expect(last.header("Connection") == "close")
            #expect(last.complete)
            #expect(await connection.readToEnd().ending == .closed)
        }
    }

    /// The `http-framing` fuzz target's input: the head and the body leave in writes of their
    /// own, and nothing follows the body but the close.
    @Test(
        "an HTTP/1.0 request for a path the API does not have is answered 404 with Connection: close, its whole body, then the close with no byte after the body"
    )
    func http10NotFoundClosesRightAfterItsBody() async throws {
        try await withHTTPServer { server in
            let connection = try RawHTTPConnection(port: server.port)
            try connection.send("GET /v1/public/heroes?apikey=k&ts=1&hash=h HTTP/1.0\r\nHost: 127.0.0.1:8080\r\n\r\n")
            let response = try await lastAnswerThenNothingButTheClose(on: connection)
            #expect(response.statusCode == 404)
            #expect(response.statusLine.hasPrefix("HTTP/1.0 "))
        }
    }

    /// Found by the `http-framing` fuzz target: the bytes after a request that is answered
    /// `Connection: close` reach the decoder as a parse error, which the pipeline handler hands
    /// over once the answer has ended; the RequestGuard answered it 400 after the close.
    @Test(
        "a request pipelined after an HTTP/1.0 one that is answered Connection: close gets no answer: nothing follows the first answer's body but the close"
    )
    func nothingIsAnsweredAfterAnAnswerThatSaysConnectionClose() async throws {
        try await withHTTPServer { server in
            let connection = try RawHTTPConnection(port: server.port)
            try connection.send(
                "GET \(target) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\nGET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let response = try await lastAnswerThenNothingButTheClose(on: connection)
            #expect(response.statusCode == 200)
        }
    }

    /// Reads an answer that says `Connection: close`, whole, and expects the close with no byte
    /// after its body.
    private func lastAnswerThenNothingButTheClose(on connection: RawHTTPConnection) async throws
        -> RawHTTPConnection.Response
    {
        let response = try await connection.readResponse()
        #expect(response.header("Connection") == "close")
        #expect(response.complete)
        let rest = await connection.readToEnd()
        #expect(String(decoding: rest.bytes, as: UTF8.self) == "")
        #expect(rest.ending == .closed)
        return response
    }

    @Test(
        "a request target in neither origin nor absolute form (*) is answered 400 with Connection: close, logged, then closed"
    )
    func badRequestTarget() async throws {
        let capture = LogCapture()
        try await withHTTPServer(logger: capture.logger) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try connection.send(RawHTTPConnection.request("*"))
            let response = try await connection.readResponse()
            #expect(response.statusCode == 400)
            #expect(response.header("Connection") == "close")
            #expect(String(decoding: response.body, as: UTF8.self) == "Bad request target\n")
            #expect(await connection.readToEnd().ending == .closed)
        }
        #expect(capture.lines.contains { $0.hasPrefix("GET * 400 ") })
    }
}

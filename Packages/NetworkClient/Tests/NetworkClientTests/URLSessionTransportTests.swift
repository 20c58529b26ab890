import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestingUtils
@testable import NetworkClient
import NetworkClientURLSession

/// What only `URLSessionTransport` has, against a ``LoopbackServer`` on 127.0.0.1: a caller's
/// session, and no answer kept between requests. The behaviour both transports share (the
/// per-transport timeout among it) is in ``TransportBehaviourTests``.
@Suite(.timeLimit(.minutes(1)))
struct URLSessionTransportTests {
    /// A server that answers each request on a connection with its target.
    private func echoingServer() throws -> LoopbackServer {
        try LoopbackServer { connection in
            while let request = connection.readRequest() {
                connection.respond(headers: [("Cache-Control", "max-age=3600"), ("ETag", "\"v1\"")], body: Array(request.target.utf8))
            }
        }
    }

    @Test func aTransportOverTheCallersSessionSendsThroughItAndLeavesItUsableWhenItGoes() async throws {
        let server = try echoingServer()
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)
        do {
            let transport = URLSessionTransport(session: session)
            #expect(transport.timeout == nil)
            let response = try await transport.send(HTTPRequest(url: server.url("/through-the-transport")))
            #expect(String(decoding: response.body, as: UTF8.self) == "/through-the-transport")
        }
        let (data, _) = try await session.data(from: server.url("/after-the-transport"))
        #expect(String(decoding: data, as: UTF8.self) == "/after-the-transport")
        session.finishTasksAndInvalidate()
    }

    @Test func aTransportOfItsOwnKeepsNoAnswerEvenOneTheServerSaysToCache() async throws {
        let seen = Recorder<LoopbackConnection.Request>()
        let server = try LoopbackServer { connection in
            while let request = connection.readRequest() {
                seen.append(request)
                connection.respond(headers: [("Cache-Control", "max-age=3600"), ("ETag", "\"v1\"")], body: Array("fresh".utf8))
            }
        }
        defer { server.stop() }
        let transport = URLSessionTransport(timeout: 5)
        for _ in 0..<2 {
            let response = try await transport.send(HTTPRequest(url: server.url("/cacheable")))
            #expect(response.statusCode == 200 && response.body == Data("fresh".utf8))
        }
        #expect(seen.count == 2, "the second request was answered from a cache")
        #expect(seen.values.map { $0.header("If-None-Match") } == [nil, nil], "the transport revalidated on its own")
    }

    @Test func theTimeoutPropertyIsTheOneGivenOr30() {
        #expect(URLSessionTransport(timeout: 1).timeout == 1)
        #expect(URLSessionTransport().timeout == 30)
    }
}

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestingUtils
@testable import NetworkClient
import NetworkClientURLSession

/// What only `URLSessionTransport` has, against a ``LoopbackServer`` on 127.0.0.1: a caller's
/// session. The behaviour both transports share (the per-transport timeout among it) is in
/// ``TransportBehaviourTests``. (That a transport of its own keeps no answer is not tested: on
/// Linux, Foundation's URLSession serves nothing from a `URLCache`, so such a test could not fail.)
@Suite(.timeLimit(.minutes(1)))
struct URLSessionTransportTests {
    /// A server that answers each request on a connection with its target.
    private func echoingServer() throws -> LoopbackServer {
        try LoopbackServer { connection in
            while let request = connection.readRequest() {
                connection.respond(body: Array(request.target.utf8))
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
        // Had the transport invalidated the caller's session, this call would stop the process
        // (Foundation's "Session invalidated").
        let (data, _) = try await session.data(from: server.url("/after-the-transport"))
        #expect(String(decoding: data, as: UTF8.self) == "/after-the-transport")
        session.finishTasksAndInvalidate()
    }

    @Test func theTimeoutPropertyIsTheOneGivenOr30() {
        #expect(URLSessionTransport(timeout: 1).timeout == 1)
        #expect(URLSessionTransport().timeout == 30)
    }
}

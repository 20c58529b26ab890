import Foundation
import Synchronization
import Testing
import TestingUtils
@testable import NetworkClient
@testable import NetworkClientNIO

/// What only `AsyncHTTPClientTransport` has: concurrency, shutdown, proxies, deflate, limits.
/// The behaviour it shares with `URLSessionTransport` is in ``TransportBehaviourTests``.
@Suite(.timeLimit(.minutes(1)))
struct AsyncHTTPClientTransportTests {
    @Test func eightRequestsAtOnceUseEightConnections() async throws {
        let waiting = Recorder<Int>()
        let server = try LoopbackServer(maxConnections: 8) { connection in
            guard let request = connection.readRequest() else { return }
            waiting.append(1)
            // Each answer waits (bounded) until all eight requests are in: with fewer than eight
            // connections the last ones could not arrive, and the first answers would say fewer.
            let deadline = Date().addingTimeInterval(10)
            while waiting.count < 8 && Date() < deadline { usleep(5_000) }
            connection.respond(body: Array("\(request.target) \(waiting.count)".utf8))
        }
        defer { server.stop() }
        let transport = AsyncHTTPClientTransport(timeout: 20, proxies: .none)
        let bodies = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<8 {
                group.addTask {
                    String(
                        decoding: try await transport.send(HTTPRequest(url: server.url("/\(index)"))).body,
                        as: UTF8.self)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(bodies.count == 8)
        #expect(bodies.allSatisfy { $0.hasSuffix(" 8") }, "some request was answered before all eight had arrived")
        #expect(server.acceptedConnections == 8)
        await transport.shutdown()
    }

    @Test func afterShutdownSendingFails() async throws {
        let server = try LoopbackServer { connection in
            while let _ = connection.readRequest() { connection.respond(body: Array("ok".utf8)) }
        }
        defer { server.stop() }
        let transport = AsyncHTTPClientTransport(timeout: 5, proxies: .none)
        #expect(try await transport.send(HTTPRequest(url: server.url())).statusCode == 200)
        await transport.shutdown()
        await transport.shutdown()
        await #expect(throws: NetworkError.other("the transport was shut down")) {
            try await transport.send(HTTPRequest(url: server.url()))
        }
    }

    @Test func aTransportLetGoWithoutShutdownClosesItsConnections() async throws {
        let closed = Recorder<Int>()
        let server = try LoopbackServer { connection in
            while let _ = connection.readRequest() { connection.respond(body: Array("ok".utf8)) }
            closed.append(1)
        }
        defer { server.stop() }
        do {
            let transport = AsyncHTTPClientTransport(timeout: 5, proxies: .none)
            #expect(try await transport.send(HTTPRequest(url: server.url())).statusCode == 200)
        }
        // The transport is gone: its pool shuts down in the background (no "deinit without
        // shutdown" trap) and closes the kept-alive connection.
        #expect(await eventually { closed.count == 1 })
    }

    @Test func decodesADeflateBodyAndKeepsAnUnknownCoding() async throws {
        // zlib.compress(b"deflated!")
        let deflated: [UInt8] = [
            0x78, 0x9c, 0x4b, 0x49, 0x4d, 0xcb, 0x49, 0x2c, 0x49, 0x4d, 0x51, 0x04, 0x00, 0x11, 0xd4, 0x03, 0x5b,
        ]
        let server = try LoopbackServer { connection in
            guard connection.readRequest() != nil else { return }
            connection.respond(headers: [("Content-Encoding", "deflate")], body: deflated)
            guard connection.readRequest() != nil else { return }
            connection.respond(headers: [("Content-Encoding", "identity")], body: Array("plain".utf8))
        }
        defer { server.stop() }
        let transport = AsyncHTTPClientTransport(timeout: 5, proxies: .none)
        let first = try await transport.send(HTTPRequest(url: server.url()))
        #expect(String(decoding: first.body, as: UTF8.self) == "deflated!")
        #expect(first.headers["Content-Encoding"] == nil && first.headers["Content-Length"] == nil)
        let second = try await transport.send(HTTPRequest(url: server.url()))
        #expect(String(decoding: second.body, as: UTF8.self) == "plain")
        #expect(second.headers["Content-Length"] == "5")
    }

    @Test func aBodyOverTheLimitIsAnError() async throws {
        let server = try LoopbackServer { connection in
            guard connection.readRequest() != nil else { return }
            connection.respond(body: Array(repeating: UInt8(ascii: "x"), count: 100))
        }
        defer { server.stop() }
        let transport = AsyncHTTPClientTransport(timeout: 5, proxies: .none, maxBodyBytes: 99)
        await #expect(throws: NetworkError.bodyTooLarge(limit: 99)) {
            try await transport.send(HTTPRequest(url: server.url()))
        }
    }

    @Test func aRedirectIsReturnedAsItIsWhenRedirectsAreNotFollowed() async throws {
        let elsewhere = try LoopbackServer { connection in
            while connection.readRequest() != nil { connection.respond(body: Array("elsewhere".utf8)) }
        }
        defer { elsewhere.stop() }
        let server = try LoopbackServer { connection in
            while let request = connection.readRequest() {
                connection.respond(
                    status: 302, reason: "Found", headers: [("Location", elsewhere.url(request.target).absoluteString)])
            }
        }
        defer { server.stop() }
        let kept = AsyncHTTPClientTransport(timeout: 5, proxies: .none, followsRedirects: false)
        let response = try await kept.send(HTTPRequest(url: server.url("/v1/public/characters?apikey=k")))
        #expect(response.statusCode == 302)
        #expect(response.headers["Location"] == elsewhere.url("/v1/public/characters?apikey=k").absoluteString)
        #expect(elsewhere.acceptedConnections == 0)
        let following = AsyncHTTPClientTransport(timeout: 5, proxies: .none)
        let followed = try await following.send(HTTPRequest(url: server.url("/")))
        #expect(followed.statusCode == 200 && String(decoding: followed.body, as: UTF8.self) == "elsewhere")
        await kept.shutdown()
        await following.shutdown()
    }

    @Test func goesThroughTheHTTPProxyOfTheEnvironmentUnlessNoProxySaysOtherwise() async throws {
        let seen = Recorder<LoopbackConnection.Request>()
        // AsyncHTTPClient opens a tunnel with CONNECT for http:// URLs too; this proxy accepts it
        // and then answers the tunnelled request itself.
        let proxy = try LoopbackServer { connection in
            guard let connect = connection.readRequest() else { return }
            seen.append(connect)
            connection.write("HTTP/1.1 200 Connection established\r\n\r\n")
            while let request = connection.readRequest() {
                seen.append(request)
                connection.respond(body: Array("via proxy".utf8))
            }
        }
        defer { proxy.stop() }
        let direct = try LoopbackServer { connection in
            while let _ = connection.readRequest() { connection.respond(body: Array("direct".utf8)) }
        }
        defer { direct.stop() }
        let transport = AsyncHTTPClientTransport(
            timeout: 5,
            proxies: .fromEnvironment([
                "http_proxy": "http://user:p%40ss@127.0.0.1:\(proxy.port)",
                "no_proxy": "localhost,.example.com",
            ]))
        let proxied = try await transport.send(HTTPRequest(url: .test("http://heroes.invalid/v1/x?a=1")))
        #expect(String(decoding: proxied.body, as: UTF8.self) == "via proxy")
        let connect = try #require(seen.values.first)
        #expect(connect.method == "CONNECT" && connect.target == "heroes.invalid:80")
        #expect(connect.header("Proxy-Authorization") == "Basic " + Data("user:p@ss".utf8).base64EncodedString())
        let tunnelled = try #require(seen.values.last)
        #expect(tunnelled.target == "/v1/x?a=1" && tunnelled.header("Host") == "heroes.invalid")
        let bypassed = try await transport.send(HTTPRequest(url: .test("http://localhost:\(direct.port)/")))
        #expect(String(decoding: bypassed.body, as: UTF8.self) == "direct")
        #expect(seen.count == 2)
        await transport.shutdown()
    }

    @Test func aProxyItCannotUseIsAClearError() async throws {
        let transport = AsyncHTTPClientTransport(
            timeout: 5, proxies: .fromEnvironment(["https_proxy": "https://secret:pw@proxy.invalid:3128"]))
        do {
            _ = try await transport.send(HTTPRequest(url: .test("https://heroes.invalid/")))
            Issue.record("an https proxy was accepted")
        } catch let error as NetworkError {
            #expect(
                error
                    == .other(
                        "the https proxy set in the environment is not supported (use an http:// or socks5:// proxy without a password)"
                    ))
            #expect(!error.description.contains("secret"))
        }
    }

    @Test func aConnectionClosedInTheMiddleOfTheHeadersIsALostConnection() async throws {
        // URLSession on Linux stops the whole process here; AsyncHTTPClient reports it.
        let server = try LoopbackServer { connection in
            guard connection.readRequest() != nil else { return }
            connection.write("HTTP/1.1 200 OK\r\nContent-Le")
        }
        defer { server.stop() }
        await #expect(throws: NetworkError.connectionLost) {
            try await AsyncHTTPClientTransport(timeout: 5, proxies: .none).send(HTTPRequest(url: server.url()))
        }
    }

    @Test func theTimeoutPropertyIsTheOneGivenOr30() {
        #expect(AsyncHTTPClientTransport(timeout: 1).timeout == 1)
        #expect(AsyncHTTPClientTransport().timeout == 30)
    }
}

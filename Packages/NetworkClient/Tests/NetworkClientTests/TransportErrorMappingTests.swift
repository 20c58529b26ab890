import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOSSL
import Testing
@testable import NetworkClient
@testable import NetworkClientNIO

/// Errors from AsyncHTTPClient and SwiftNIO that a loopback server cannot provoke (a failed DNS
/// lookup would need a resolver) or that only some timings give, mapped without a network.
@Suite struct TransportErrorMappingTests {
    let url = URL.test("http://api.example.com:8080/v1/public/characters?apikey=k&hash=h&ts=1")

    func map(_ error: any Error) -> NetworkError {
        NetworkError(transportError: error, url: url, host: "api.example.com:8080")
    }

    @Test func mapsToTheSameCasesAsURLSession() {
        #expect(
            map(IOError(errnoCode: ECONNREFUSED, reason: "connect")) == .cannotConnect(host: "api.example.com:8080"))
        #expect(map(IOError(errnoCode: ENETUNREACH, reason: "connect")) == .cannotConnect(host: "api.example.com:8080"))
        #expect(map(IOError(errnoCode: ECONNRESET, reason: "read")) == .connectionLost)
        #expect(map(IOError(errnoCode: ETIMEDOUT, reason: "connect")) == .timedOut)
        #expect(map(HTTPClientError.connectTimeout) == .timedOut)
        #expect(map(HTTPClientError.readTimeout) == .timedOut)
        #expect(map(HTTPClientError.deadlineExceeded) == .timedOut)
        #expect(map(HTTPClientError.remoteConnectionClosed) == .connectionLost)
        #expect(map(HTTPClientError.cancelled) == .cancelled)
        #expect(map(CancellationError()) == .cancelled)
        #expect(map(ChannelError.connectTimeout(.seconds(1))) == .timedOut)
        #expect(map(ChannelError.eof) == .connectionLost)
        #expect(map(HTTPParserError.invalidEOFState) == .connectionLost)
        let handshake = NIOSSLError.handshakeFailed(.sslError([]))
        #expect(map(handshake) == .tls(reason: String(describing: handshake)))
        #expect(map(NetworkError.timedOut) == .timedOut)
    }

    @Test func aBadURLIsRedactedAndGarbageIsNotCalledABadURL() {
        #expect(
            map(HTTPClientError.invalidURL)
                == .invalidURL(
                    "http://api.example.com:8080/v1/public/characters?apikey=REDACTED&hash=REDACTED&ts=REDACTED"))
        guard case .other(let reason) = map(HTTPParserError.invalidConstant) else {
            Issue.record("garbage was not .other")
            return
        }
        #expect(reason.contains("not valid HTTP"))
    }
}

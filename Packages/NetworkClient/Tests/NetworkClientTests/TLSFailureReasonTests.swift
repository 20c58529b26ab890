import Foundation
import Testing
import TestingUtils
@testable import NetworkClient
@testable import NetworkClientNIO

@Suite(.timeLimit(.minutes(1)))
struct TLSFailureReasonTests {
    @Test func httpsToAPlainHTTPServerSaysSoWithoutBoringSSLInternals() async throws {
        // A plain HTTP server answers the TLS hello with HTTP text.
        let server = try LoopbackServer { connection in
            connection.write("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")
            usleep(500_000)  // open until the client has read it
        }
        defer { server.stop() }
        let transport = AsyncHTTPClientTransport(timeout: 5, proxies: .none)
        let url = try #require(URL(string: "https://127.0.0.1:\(server.port)/"))
        await #expect(
            throws: NetworkError.tls(reason: "the server does not speak TLS there (is it a plain http:// server?)")
        ) {
            try await transport.send(HTTPRequest(url: url))
        }
        await transport.shutdown()
    }

    @Test(
        arguments: [
            (
                "handshakeFailed(sslError([Error: 268435703 error:100000f7:SSL routines:OPENSSL_internal:WRONG_VERSION_NUMBER at /x/tls_record.cc:127]))",
                "WRONG_VERSION_NUMBER"
            ),
            (
                "sslError([Error: 1 error:1000007d:SSL routines:OPENSSL_internal:CERTIFICATE_VERIFY_FAILED at /x/handshake.cc:393])",
                "CERTIFICATE_VERIFY_FAILED"
            ),
            ("unexpectedEOF", nil),
        ] as [(String, String?)])
    func reasonCodesAreReadFromBoringSSLText(text: String, code: String?) {
        #expect(TLSFailureReason.reasonCode(in: text) == code)
    }
}

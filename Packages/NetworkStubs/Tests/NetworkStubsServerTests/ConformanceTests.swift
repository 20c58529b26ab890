import Foundation
import NetworkStubs
import NetworkStubsServer
import Testing

@Suite("HTTP conformance", .timeLimit(.minutes(1)))
struct ConformanceTests {
    @Test("the start line shows an IPv6 address in brackets: listening on http://[::1]:PORT")
    func ipv6StartLine() async throws {
        let capture = LogCapture()
        let server = try await MarvelHTTPServer.start(
            server: MarvelServer(api: MarvelAPI()), host: "::1", logger: capture.logger, threads: 1)
        await server.shutdown()
        #expect(capture.lines.first == "listening on http://[::1]:\(server.port)")
    }
}

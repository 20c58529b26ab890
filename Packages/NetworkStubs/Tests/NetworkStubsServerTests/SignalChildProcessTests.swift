import Foundation
import Testing
import TestingUtils
#if canImport(Glibc)
import Glibc
#endif

/// Real signals sent by another process, as `kill` and Ctrl-C send them to `heroes serve`: the
/// in-process lifecycle tests raise a signal in the test process itself, which cannot show what
/// a separate process with its own threads and signal masks does.
@Suite("Signals sent to a server in a child process", .timeLimit(.minutes(5)), .serialized)
struct SignalChildProcessTests {
    /// The port's closing is checked on the child's own socket (its inode), not by connecting to
    /// the port, which another process may have taken once the child let it go.
    @Test(
        "SIGTERM or SIGINT sent as soon as the port is printed: exit 0, the child's listening socket closed",
        arguments: [SIGTERM, SIGINT])
    func stopsOnSignal(_ signal: Int32) async throws {
        for _ in 0..<3 {
            let child = try SignalChild()
            let socket = try #require(child.listeningSocket(), "no socket of the child listens on \(child.port)")
            child.send(signal)
            let ending = child.waitForExit(seconds: 60)
            #expect(ending == .exited(0), "\(ending.map { "\($0)" } ?? "still running 60 s") after signal \(signal)")
            #expect(child.remainingOutput() == "stopped \(signal)\n")
            #expect(!ListeningSocket.isListening(socket), "the child's socket \(socket) still listens")
        }
    }

    @Test("SIGTERM with an idle keep-alive connection open and a request answered before it")
    func stopsWithOpenConnection() async throws {
        let child = try SignalChild()
        let connection = try RawHTTPConnection(port: child.port)
        try connection.send(RawHTTPConnection.request("/v1/public/characters?limit=2&\(signature)"))
        #expect(try await connection.readResponse().statusCode == 200)
        child.send(SIGTERM)
        #expect(child.waitForExit(seconds: 60) == .exited(0))
        #expect(await connection.readToEnd().ending == .closed)
    }
}

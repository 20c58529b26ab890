import Foundation
import NetworkStubs
import NetworkStubsServer
import NetworkStubsTesting
import Testing
import TestingUtils
#if canImport(Glibc)
import Glibc
#endif

@Suite("Server lifecycle", .timeLimit(.minutes(2)))
struct ServerLifecycleTests {
    @Test("shutdown closes open keep-alive connections and its listening socket, and may be called twice")
    func shutdown() async throws {
        let server = try await MarvelHTTPServer.start(server: MarvelServer(api: MarvelAPI(catalog: .sample2017)))
        let socket = try #require(ListeningSocket.inode(port: server.port, process: getpid()))
        let idle = try RawHTTPConnection(port: server.port)
        try idle.send(RawHTTPConnection.request("/v1/public/characters/1009610?\(signature)"))
        #expect(try await idle.readResponse().statusCode == 200)
        await server.shutdown()
        #expect(await idle.readToEnd().ending == .closed)
        #expect(!ListeningSocket.isListening(socket), "the server's socket still listens")
        await server.shutdown()
    }

    @Test("shutdown drops the answers the server kept encoded, so that none is left for a leak checker at exit")
    func shutdownForgetsCachedAnswers() async throws {
        let server = try await MarvelHTTPServer.start(server: MarvelServer(api: MarvelAPI(catalog: .sample2017)))
        let client = try RawHTTPConnection(port: server.port)
        try client.send(RawHTTPConnection.request("/v1/public/characters?limit=5&\(signature)"))
        #expect(try await client.readResponse().statusCode == 200)
        #expect(server.server.cachedAnswerCount == 1)
        await server.shutdown()
        #expect(server.server.cachedAnswerCount == 0)
    }

    @Test("a port already in use is an error from start")
    func portInUse() async throws {
        let first = try await MarvelHTTPServer.start(server: MarvelServer(api: MarvelAPI(catalog: .sample2017)))
        await #expect(throws: (any Error).self) {
            let second = try await MarvelHTTPServer.start(
                server: MarvelServer(api: MarvelAPI(catalog: .sample2017)), port: first.port)
            await second.shutdown()
        }
        await first.shutdown()
    }

    @Test("runUntilSignalled returns after the signal and leaves the server shut down")
    func signal() async throws {
        let server = try await MarvelHTTPServer.start(server: MarvelServer(api: MarvelAPI(catalog: .sample2017)))
        let port = server.port
        let socket = try #require(ListeningSocket.inode(port: port, process: getpid()))
        let (ready, readyContinuation) = AsyncStream<Void>.makeStream()
        let run = Task {
            await server.runUntilSignalled([SIGUSR1]) { readyContinuation.yield() }
        }
        for await _ in ready { break }
        #expect(throws: Never.self) { _ = try RawHTTPConnection(port: port) }
        kill(getpid(), SIGUSR1)
        #expect(await run.value == SIGUSR1)
        #expect(!ListeningSocket.isListening(socket), "the server's socket still listens")
    }

    /// The order of events a loaded machine can bring about: the shutdown has ended (its event
    /// loops are gone) before the run starts waiting. The run used to wait for the server
    /// channel's close on one of those loops, which runs nothing once shut down: it never
    /// returned, as `heroes serve` did not after a signal that came before the run's waiting
    /// task had started (seen in SignalChildProcessTests beside four busy loops).
    @Test("runUntilSignalled called once the server has shut down returns nil", .timeLimit(.minutes(1)))
    func runAfterShutdown() async throws {
        let server = try await MarvelHTTPServer.start(server: MarvelServer(api: MarvelAPI(catalog: .sample2017)))
        await server.shutdown()
        #expect(await server.runUntilSignalled([SIGUSR2]) == nil)
    }

    @Test("runUntilSignalled also returns when shutdown is called elsewhere")
    func shutdownElsewhere() async throws {
        let server = try await MarvelHTTPServer.start(server: MarvelServer(api: MarvelAPI(catalog: .sample2017)))
        let port = server.port
        let socket = try #require(ListeningSocket.inode(port: port, process: getpid()))
        let (ready, readyContinuation) = AsyncStream<Void>.makeStream()
        let run = Task { await server.runUntilSignalled([SIGUSR2]) { readyContinuation.yield() } }
        // Shut down once the run waits, not after a guess at how long it takes to start.
        for await _ in ready { break }
        await server.shutdown()
        #expect(await run.value == nil)
        #expect(!ListeningSocket.isListening(socket), "the server's socket still listens")
    }
}

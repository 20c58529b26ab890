import Foundation
import Testing
import TestingUtils

/// Ctrl-C (SIGINT) in the middle of `heroes list --all`: the calls that finished stay cached and
/// usable, and the next run finishes the job.
@Suite struct InterruptedFetchTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    /// The order of events is the test's: the proxy answers the first call, then holds every
    /// later one until the Ctrl-C has been sent, so the fetch is provably in flight when it lands
    /// and exactly the first page can be stored.
    @Test func ctrlCWhileTheSecondCallIsHeldLeavesTheFirstPageCachedAndUsable() throws {
        // 1,564 heroes in 16 calls of 100.
        let server = try ServeProcess(heroes, arguments: ["--synthetic", "1564"], env: LoopbackServeTests.keys)
        defer { server.stop() }
        let proxy = try HoldingProxy(upstreamPort: server.port)
        defer { proxy.stop() }
        let env = LoopbackServeTests.keys.merging(["HEROES_BASE_URL": proxy.baseURL]) { $1 }

        let fetch = try ChildProcess(heroes.path, ["list", "--all"], environment: heroes.environment(env))

        // Interrupt once the first call is stored and a later one is held by the proxy. The
        // deadline only bounds a hang: the events end the wait.
        var storedBefore = 0
        let deadline = Date().addingTimeInterval(120)
        while fetch.isRunning, Date() < deadline, storedBefore == 0 || proxy.requestCount < 2 {
            Thread.sleep(forTimeInterval: 0.02)
            if storedBefore == 0 { storedBefore = pages(in: try heroes.run(["cache", "info"]).stdout) }
        }
        #expect(proxy.requestCount >= 2, "no call after the first reached the proxy")
        #expect(fetch.isRunning, "the fetch ended before it could be interrupted")
        fetch.send(SIGINT)
        #expect(fetch.waitForExit(timeout: 30) == .exited(130))
        proxy.release()
        #expect(fetch.remainingOutput() == "")
        #expect(
            fetch.errorOutput()
                == "heroes: interrupted; the calls that finished are cached, so running the command again fetches only the rest.\n"
        )

        let info = try heroes.run(["cache", "info"])
        #expect(info.status == 0 && info.stderr == "", "\(info)")
        #expect(pages(in: info.stdout) == 1, "only the first call was answered before the Ctrl-C: \(info)")

        // The first call of --all is the first page of 100: answered from the cache alone.
        let offline = try heroes.run(["list", "--per-page", "100", "--offline"], env: env)
        #expect(offline.status == 0, "\(offline)")
        #expect(offline.stderr == "heroes: offline: showing page 1 as cached just now\n")
        #expect(offline.stdout.split(separator: "\n").count == 100)

        // Run again: it completes, and every call ends up stored.
        let again = try heroes.run(["list", "--all"], env: env)
        #expect(again.status == 0, "\(again)")
        #expect(again.stderr == "")
        #expect(again.stdout.split(separator: "\n").count == 1564)
        #expect(pages(in: try heroes.run(["cache", "info"]).stdout) == 16)
    }

    /// The `pages` figure of `heroes cache info`.
    private func pages(in info: String) -> Int {
        info.split(separator: "\n").first { $0.hasPrefix("pages\t") }.flatMap { Int($0.dropFirst(6)) } ?? 0
    }
}

/// A proxy on 127.0.0.1 in front of `heroes serve` that passes the first request on at once and
/// holds every later one until ``release()`` (or until it stops), so that a test decides when
/// the calls after the first are answered.
final class HoldingProxy: @unchecked Sendable {
    private let lock = NSLock()
    private var requests = 0
    private var released = false
    private var server: LoopbackServer!

    init(upstreamPort: Int) throws {
        server = try LoopbackServer(lifetime: 120, maxConnections: 64) { [self] connection in
            while let request = connection.readRequest() {
                let number = lock.withLock {
                    requests += 1
                    return requests
                }
                if number > 1 {
                    // Polls a flag the test sets (or the server's end): a wait on an event.
                    while !lock.withLock({ released }), Date() < server.deadline { usleep(10_000) }
                }
                guard let answer = Self.forward(request, to: upstreamPort) else { break }
                connection.write(answer)
            }
            connection.close()
        }
    }

    var baseURL: String { "http://127.0.0.1:\(server.port)" }

    /// The requests received so far, the held ones included.
    var requestCount: Int { lock.withLock { requests } }

    /// Lets the held requests, and every later one, through.
    func release() { lock.withLock { released = true } }

    func stop() {
        release()
        server.stop()
    }

    /// `request` sent to 127.0.0.1:`port` on a connection of its own, closed after it; the whole
    /// response as received, or `nil` when it could not be sent. The reads block this handler's
    /// thread, each for at most the server's lifetime (a bound on a hang only).
    private static func forward(_ request: LoopbackConnection.Request, to port: Int) -> [UInt8]? {
        guard let connection = try? RawHTTPConnection(port: port, receiveTimeout: 120) else { return nil }
        var head = "\(request.method) \(request.target) HTTP/1.1\r\n"
        for (name, value) in request.headers where !["connection", "host"].contains(name.lowercased()) {
            head += "\(name): \(value)\r\n"
        }
        head += "Host: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
        guard (try? connection.send(bytes: Array(head.utf8) + request.body)) != nil else { return nil }
        return connection.readToEndBlocking().bytes
    }
}

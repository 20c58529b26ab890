import Foundation
import Testing
import TestingUtils

/// Ctrl-C (SIGINT) in the middle of `heroes list --all`: the calls that finished stay cached and
/// usable, and the next run finishes the job.
@Suite struct InterruptedFetchTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    @Test func ctrlCDuringAllLeavesTheCacheUsable() throws {
        // 1,564 heroes in 16 calls of 100, each answered after 300 ms: time to interrupt.
        let server = try ServeProcess(
            heroes, arguments: ["--synthetic", "1564", "--faults", "latency=300ms"], env: LoopbackServeTests.keys)
        defer { server.stop() }
        let env = LoopbackServeTests.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 }

        let fetch = try ChildProcess(heroes.path, ["list", "--all"], environment: heroes.environment(env))

        // Interrupt once the first call is stored, while the next ones are in flight.
        var storedBefore = 0
        let deadline = Date().addingTimeInterval(20)
        while fetch.isRunning, Date() < deadline, storedBefore == 0 {
            Thread.sleep(forTimeInterval: 0.05)
            storedBefore = pages(in: try heroes.run(["cache", "info"]).stdout)
        }
        #expect(fetch.isRunning, "the fetch ended before it could be interrupted")
        fetch.send(SIGINT)
        #expect(fetch.waitForExit(timeout: 30) == .exited(130))
        #expect(fetch.remainingOutput() == "")
        #expect(
            fetch.errorOutput()
                == "heroes: interrupted; the calls that finished are cached, so running the command again fetches only the rest.\n"
        )

        let info = try heroes.run(["cache", "info"])
        #expect(info.status == 0 && info.stderr == "", "\(info)")
        let stored = pages(in: info.stdout)
        #expect((1..<16).contains(stored), "\(info)")

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

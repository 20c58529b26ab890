import Foundation
import Testing
import TestingUtils

/// The SQLite cache end to end: online, then the server stops, then cached answers.
@Suite struct OfflineCacheTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    func env(_ server: ServeProcess? = nil, port: Int? = nil) -> [String: String] {
        LoopbackServeTests.keys.merging(["HEROES_BASE_URL": server?.baseURL ?? "http://127.0.0.1:\(port ?? 1)"]) { $1 }
    }

    @Test func onlineThenOfflineGivesTheCachedPageWithItsAge() throws {
        let server = try ServeProcess(heroes)
        let online = try heroes.run(["list", "--page", "2"], env: env(server))
        #expect(online.status == 0, "\(online)")
        let port = server.port
        server.stop()
        let stale = try heroes.run(["list", "--page", "2", "--max-age", "0"], env: env(port: port))
        #expect(stale.status == 0, "\(stale)")
        #expect(stale.stdout == online.stdout)
        #expect(stale.stderr.hasSuffix("heroes: offline: showing page 2 as cached just now\n"), "\(stale)")
        let offline = try heroes.run(["list", "--page", "2", "--offline"], env: env(port: port))
        #expect(offline.stdout == online.stdout)
        let fresh = try heroes.run(["list", "--page", "2"], env: env(port: port))
        #expect(fresh.stdout == online.stdout, "a cached page younger than --max-age needs no network")
        #expect(fresh.stderr == "")
    }

    @Test func nothingCachedOfflineIsAClearError() throws {
        // Ports held bound and unlistened by the test: nothing can listen there meanwhile.
        let nothingListens = try RefusingPort()
        let result = try heroes.run(["list", "--page", "4", "--offline"], env: env(port: Int(nothingListens.port)))
        #expect(result.status == 69, "\(result)")
        #expect(
            result.stderr
                == "heroes: page 4 of the hero list is not cached yet. Run the command once without --offline while online.\n"
        )
        let down = try heroes.run(["show", "1009610"], env: env(port: Int(nothingListens.port)))
        #expect(down.status == 69)
        #expect(down.stderr.contains("could not connect to http://127.0.0.1:"))
    }

    @Test func aCorruptCacheFileIsMovedAsideAndTheCommandGoesOn() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let folder = heroes.home.appendingPathComponent("cache/heroes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 4096).write(to: folder.appendingPathComponent("heroes.sqlite"))
        let result = try heroes.run(["list", "--page", "2"], env: env(server))
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.split(separator: "\n").count == 20)
        #expect(result.stderr.contains("heroes: warning: the cache file"), "\(result)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.contains { $0.hasPrefix("heroes.sqlite.corrupt-") }, "\(files)")
    }

    @Test func anUnusableCacheFolderIsAWarningNotAFailure() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let blocker = heroes.home.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let result = try heroes.run(
            ["list", "--page", "2"], env: env(server).merging(["HEROES_CACHE_DIR": blocker.path + "/heroes"]) { $1 })
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.split(separator: "\n").count == 20)
        #expect(result.stderr.contains("warning"), "\(result)")
        #expect(result.stderr.contains("going on without the cache"), "\(result)")
    }

    @Test func tenProcessesAtOnceLoseNothing() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        // All ten are started before any is waited for, so they run together (a task group of
        // blocking runs would run as many at a time as there are cores).
        let children = try (1...10).map { page in
            try ChildProcess(
                heroes.path, ["list", "--page", String(page), "--per-page", "20"],
                environment: heroes.environment(env(server)))
        }
        for (page, child) in zip(1...10, children) {
            #expect(child.waitForExit(timeout: 60) == .exited(0), "page \(page): \(child.errorOutput())")
            #expect(child.errorOutput() == "", "page \(page): no warning: not locked, not damaged, not uncached")
            #expect(child.remainingOutput().split(separator: "\n").count == 20, "page \(page)")
        }
        let info = try heroes.run(["cache", "info"])
        #expect(info.stdout.contains("pages\t10\n"), "\(info)")
    }
}

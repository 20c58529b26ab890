import Foundation
import Testing
import TestingUtils

/// The switches back to the plain, slower path that benchmarks/DECISIONS.md names
/// (`HEROES_EXECUTOR=default`, `HEROES_QUICKLIST=0`, `HEROES_CATALOG_DICTIONARIES=copied`,
/// `HEROES_CATALOG_PLANS=plain`, `HEROES_LINKED_ITEMS=read`, `HEROES_MALLOC=default`): a
/// command run with one prints, to the
/// byte, what it prints without, and exits the same way (a record or a page, and a refusal).
@Suite struct PlainPathSwitchTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    static let keys = ["MARVEL_PUBLIC_KEY": "e2e-public-5c02", "MARVEL_PRIVATE_KEY": "e2e-private-91d4"]

    @Test(arguments: [
        ["HEROES_EXECUTOR": "default"], ["HEROES_QUICKLIST": "0"], ["HEROES_CATALOG_DICTIONARIES": "copied"],
        ["HEROES_CATALOG_PLANS": "plain"], ["HEROES_LINKED_ITEMS": "read"], ["HEROES_MALLOC": "default"],
    ])
    func aPageOfTheEmbeddedCatalogIsTheSameWithTheSwitch(switchVariable: [String: String]) throws {
        for arguments in [
            ["list", "--page", "2"], ["list", "--page", "2", "--json", "id,name"], ["list", "--page", "0"],
            ["characters", "list", "--page", "2"], ["show", "1009610"], ["show", "spider man", "--json"],
            ["comics", "list", "--page", "2"], ["creators", "list", "--json", "id,name"],
            ["events", "show", "227"], ["stories", "show", "7", "--json"], ["series", "list", "--page", "0"],
            ["comics", "show", "0"], ["events", "list"], ["stories", "list", "--format", "csv"],
            ["events", "show", "238", "--creators"], ["characters", "show", "1009299"],
            ["show", "1009718", "--comics", "--page", "3"], ["creators", "show", "30", "--json"],
            ["show", "1009351"], ["creators", "show", "30", "--comics", "--page", "2"],
        ] {
            let plain = try heroes.run(arguments, env: switchVariable)
            let usual = try heroes.run(arguments)
            let refused = arguments.last == "0"
            #expect(usual.stdout.isEmpty == refused, "\(arguments): \(usual)")
            #expect(plain.status == usual.status, "\(arguments) \(switchVariable): \(plain)")
            #expect(plain.stdout == usual.stdout, "\(arguments) \(switchVariable)")
            #expect(plain.stderr == usual.stderr, "\(arguments) \(switchVariable)")
        }
    }

    /// A page of the embedded catalog starts no thread on the command's executor; with
    /// `HEROES_EXECUTOR=default` its task runs on the global executor's threads (a preloaded
    /// `pthread_create` counts them).
    @Test func theExecutorSwitchRunsTheCommandOnThreadsOfTheGlobalExecutor() throws {
        let folder = try TemporaryFolder(prefix: "heroes-thread-spy")
        let spy = try PreloadSpy.build(PreloadSpy.threadSource, named: "thread-spy", in: folder.path)
        var started: [String: Int] = [:]
        for value in ["", "default"] {
            let log = folder.path + "/threads-\(value).log"
            let result = try heroes.run(
                ["list", "--page", "2"], env: ["HEROES_EXECUTOR": value, "LD_PRELOAD": spy, "SPY_LOG": log])
            #expect(result.status == 0, "\(result)")
            let lines = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            started[value] = lines.split(separator: "\n").count
        }
        #expect(started[""] == 0, "\(started)")
        #expect((started["default"] ?? 0) >= 1, "\(started)")
    }

    /// Over loopback the executor's timers (the call's deadline) and the cache opened aside
    /// (`--refresh`) fall back to `Task.sleep` and a plain task.
    @Test func aPageOverLoopbackIsTheSameAndCachedOnTheGlobalExecutor() throws {
        let server = try ServeProcess(heroes, env: Self.keys)
        defer { server.stop() }
        let environment = Self.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 }
        let arguments = ["list", "--page", "2", "--per-page", "5", "--refresh"]
        // Each run with a home and cache of its own.
        let other = try Heroes()
        let usual = try heroes.run(arguments, env: environment)
        let plain = try other.run(arguments, env: environment.merging(["HEROES_EXECUTOR": "default"]) { $1 })
        #expect(usual.status == 0 && plain.status == 0, "\(usual)\n\(plain)")
        #expect(usual.stdout.split(separator: "\n").count == 5, "\(usual.stdout)")
        #expect(plain.stdout == usual.stdout)
        #expect(plain.stderr == usual.stderr)
        // What the plain run stored answers offline.
        server.stop()
        let offline = try other.run(
            ["list", "--page", "2", "--per-page", "5", "--offline"],
            env: environment.merging(["HEROES_EXECUTOR": "default"]) { $1 })
        #expect(offline.status == 0, "\(offline)")
        #expect(offline.stdout == usual.stdout)
    }
}

import Foundation
import SQLiteDatabase
import Testing
import TestingUtils

/// A cached page's age as the commands see it: the page is cached, then made three hours old by
/// moving its `fetchedAt` back in the cache file, as a page fetched that long ago would be. The
/// offline notice names its age, `--max-age 4h` (also written `14400` and `3h30m`) serves it
/// without a call, and `--max-age 120m` asks the server again.
@Suite struct CacheAgeTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    /// A server of 100 plain heroes, each page as asked for.
    static func server() throws -> HostileServerTests.ScriptedServer {
        try HostileServerTests.ScriptedServer { target in
            let request = RequestTarget(target)
            let ids = request.offset..<min(100, request.offset + request.limit)
            return HostileServerTests.envelope(
                offset: request.offset, limit: request.limit, total: 100,
                results: ids.map { ["id": 1_000 + $0, "name": "Hero \($0)", "modified": "2014-04-29T14:18:17-0400"] })
        }
    }

    /// Moves every cached entry's `fetchedAt` `seconds` back, through the SQLite layer heroes
    /// opens its cache with.
    func age(by seconds: Int) throws {
        let file = heroes.home.appendingPathComponent("cache/heroes/heroes.sqlite").path
        let cache = try SQLiteDatabase(path: file, mode: .readWrite)
        try cache.execute("UPDATE entry SET fetchedAt = fetchedAt - ?", [seconds])
        #expect(cache.changes == 1, "one entry aged")
    }

    @Test func aPageThreeHoursOldIsNamedSoOfflineServedWithinFourHoursAndAskedAgainPastTwo() throws {
        let server = try Self.server()
        let fetched = try heroes.run(["list", "--page", "2"], env: server.env)
        #expect(fetched.status == 0 && fetched.stderr == "", "\(fetched)")
        #expect(server.requests == 1)
        try age(by: 3 * 3600)

        let offline = try heroes.run(["list", "--page", "2", "--offline"], env: server.env)
        #expect(offline.status == 0, "\(offline)")
        #expect(offline.stdout == fetched.stdout)
        #expect(offline.stderr == "heroes: offline: showing page 2 as cached 3 hours ago\n", "\(offline)")

        for fresh in ["4h", "14400", "3h30m"] {
            let served = try heroes.run(["list", "--page", "2", "--max-age", fresh], env: server.env)
            #expect(served.status == 0 && served.stderr == "" && served.stdout == fetched.stdout, "\(served)")
        }
        #expect(server.requests == 1, "a page younger than --max-age is served from the cache")

        let asked = try heroes.run(["list", "--page", "2", "--max-age", "120m"], env: server.env)
        #expect(asked.status == 0 && asked.stdout == fetched.stdout, "\(asked)")
        #expect(server.requests == 2, "a page older than --max-age is asked for again")
    }
}

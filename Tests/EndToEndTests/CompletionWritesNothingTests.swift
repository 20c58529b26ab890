import Foundation
import Testing
import TestingUtils

/// Shell completion with a server reads the cache and writes nothing: no `-wal` or `-shm` is
/// made, and a damaged cache is left where it is (the next command moves it aside).
@Suite struct CompletionWritesNothingTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    var cacheFolder: String { heroes.home.appendingPathComponent("cache/heroes").path }

    /// What `heroes show <Tab>` offers for `typed`, as the shells ask for it.
    func complete(_ typed: String, env: [String: String]) throws -> ProcessResult {
        try heroes.run(["---completion", "show", "--", "positional@0", "2", "3", "heroes", "show", typed], env: env)
    }

    /// The name, size and modification time (to the nanosecond) of each file in the cache folder.
    func fingerprints() throws -> [String: [Int]] {
        var prints: [String: [Int]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: cacheFolder) {
            var info = stat()
            guard lstat(cacheFolder + "/" + name, &info) == 0 else { continue }
            prints[name] = [Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
        }
        return prints
    }

    @Test func completionFromACacheWithoutItsWALFilesOffersNamesAndCreatesNoFile() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let env = LoopbackServeTests.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 }
        let fetch = try heroes.run(["show", "spider man"], env: env)
        #expect(fetch.status == 0, "\(fetch)")
        server.stop()
        for suffix in ["-wal", "-shm"] {
            try FileManager.default.removeItem(atPath: cacheFolder + "/heroes.sqlite" + suffix)
        }
        let before = try fingerprints()
        #expect(before.keys.sorted() == ["heroes.sqlite"])

        let completion = try complete("Spider-M", env: env)
        #expect(completion.status == 0, "\(completion)")
        #expect(completion.stdout.split(separator: "\n").contains("Spider-Man (Ben Reilly)"), "\(completion)")
        #expect(try fingerprints() == before)
    }

    @Test func completionLeavesADamagedCacheWhereItIsAndOffersNothing() throws {
        try FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
        let garbage = Data(String(repeating: "not a database ", count: 400).utf8)
        #expect(FileManager.default.createFile(atPath: cacheFolder + "/heroes.sqlite", contents: garbage))
        let before = try fingerprints()
        // Never dialled: completion sends nothing.
        let nothingListens = try RefusingPort()
        let env = LoopbackServeTests.keys.merging(["HEROES_BASE_URL": "http://127.0.0.1:\(nothingListens.port)"]) {
            $1
        }

        let completion = try complete("Spider-M", env: env)
        #expect(completion.status == 0 && completion.stdout == "", "\(completion)")
        #expect(try fingerprints() == before)
        #expect(FileManager.default.contents(atPath: cacheFolder + "/heroes.sqlite") == garbage)
    }
}

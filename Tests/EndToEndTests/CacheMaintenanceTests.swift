import Foundation
import Testing
import TestingUtils

/// `heroes cache prune` and `heroes cache clear` as the README promises them: `--older-than` and
/// `--max-size` (bytes, or K, M, G) choose what goes, `clear` empties the cache, and a size or an
/// age that is not one is refused before the cache is touched.
@Suite struct CacheMaintenanceTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    /// The count of the `key<TAB>value` line of a piped `cache info`.
    private func count(_ key: String, in info: ProcessResult) -> Int? {
        info.stdout.split(separator: "\n").first { $0.hasPrefix(key + "\t") }.flatMap {
            Int($0.dropFirst(key.count + 1))
        }
    }

    /// Three pages of heroes and one hero, fetched from `heroes serve` into a new cache: four
    /// pages (the three, and the page of the hero's newest comics `show` asks for) and one hero,
    /// five entries in all.
    private func fillTheCache() throws {
        let server = try ServeProcess(heroes, env: LoopbackServeTests.keys)
        defer { server.stop() }
        let env = LoopbackServeTests.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 }
        for arguments in [["list"], ["list", "--page", "2"], ["list", "--page", "3"], ["show", "1009610"]] {
            let result = try heroes.run(arguments, env: env)
            #expect(result.status == 0, "\(arguments): \(result)")
        }
        let info = try heroes.run(["cache", "info"])
        #expect(count("pages", in: info) == 4 && count("heroes", in: info) == 1, "\(info)")
    }

    @Test func pruneKeepsWhatIsYoungerThanOlderThanAndDropsEverythingPastAOneByteMaxSize() throws {
        try fillTheCache()
        let young = try heroes.run(["cache", "prune", "--older-than", "7d"])
        #expect(young.status == 0, "\(young)")
        #expect(young.stderr.hasPrefix("heroes: removed 0 entries from the cache"), "\(young)")
        #expect(count("pages", in: try heroes.run(["cache", "info"])) == 4)

        let tiny = try heroes.run(["cache", "prune", "--max-size", "1"])
        #expect(tiny.status == 0, "\(tiny)")
        #expect(tiny.stderr.hasPrefix("heroes: removed 5 entries from the cache"), "\(tiny)")
        let info = try heroes.run(["cache", "info"])
        #expect(count("pages", in: info) == 0 && count("heroes", in: info) == 0, "\(info)")
    }

    /// The bytes of the cache's files (the database, and its write-ahead log when there is one).
    private func cacheBytes() throws -> Int {
        let folder = heroes.home.appendingPathComponent("cache/heroes")
        return try ["heroes.sqlite", "heroes.sqlite-wal"].reduce(0) { total, name in
            let path = folder.appendingPathComponent(name).path
            guard FileManager.default.fileExists(atPath: path) else { return total }
            return total + ((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
        }
    }

    @Test func pruneGivesTheSpaceOfWhatItDropsBackToTheDisk() throws {
        try fillTheCache()
        let before = try cacheBytes()
        let result = try heroes.run(["cache", "prune", "--max-size", "1"])
        #expect(result.status == 0, "\(result)")
        let after = try cacheBytes()
        #expect(after < before / 2, "the cache's files went from \(before) to \(after) bytes")
    }

    @Test func pruneWithinALargeMaxSizeKeepsEverything() throws {
        try fillTheCache()
        for size in ["64M", "1g", "512K", "1048576"] {
            let result = try heroes.run(["cache", "prune", "--max-size", size])
            #expect(result.status == 0 && result.stderr.hasPrefix("heroes: removed 0 entries"), "\(size): \(result)")
        }
        #expect(count("pages", in: try heroes.run(["cache", "info"])) == 4)
    }

    @Test func clearEmptiesTheCache() throws {
        try fillTheCache()
        let result = try heroes.run(["cache", "clear"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "heroes: cleared 4 pages and 1 hero from the cache\n", "\(result)")
        let info = try heroes.run(["cache", "info"])
        #expect(count("pages", in: info) == 0 && count("heroes", in: info) == 0, "\(info)")
    }

    @Test func clearRemovesTheDamagedCopyMovedAsideWithItsCompanionsAndLeavesALinkOfThatNameAlone() throws {
        let folder = heroes.home.appendingPathComponent("cache/heroes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 8_192).write(to: folder.appendingPathComponent("heroes.sqlite"))
        let moved = try heroes.run(["cache", "info"])
        #expect(moved.status == 0 && moved.stderr.contains("was damaged"), "\(moved)")
        let link = folder.appendingPathComponent("heroes.sqlite.corrupt-19990101T000000Z")
        try FileManager.default.createSymbolicLink(
            at: link, withDestinationURL: heroes.home.appendingPathComponent("elsewhere"))
        let names = { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }
        let before = try names()
        #expect(before.filter { $0.hasPrefix("heroes.sqlite.corrupt-2") }.count == 3, "\(before)")

        let result = try heroes.run(["cache", "clear"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stderr
                == "heroes: cleared 0 pages and 0 heroes from the cache, and removed 1 damaged copy of it\n",
            "\(result)")
        #expect(
            try names() == [
                "heroes.sqlite", "heroes.sqlite-shm", "heroes.sqlite-wal", "heroes.sqlite.corrupt-19990101T000000Z",
            ])
    }

    @Test(arguments: ["64X", "1T", "-1", "M", "99999999999999999999G", "9999999999999999G"])
    func aMaxSizeThatIsNotASizeIsRefusedBeforeTheCacheIsTouched(size: String) throws {
        let result = try heroes.run(["cache", "prune", "--max-size=" + size])
        #expect(result.status == 64, "\(size): \(result)")
        #expect(
            result.stderr.contains(
                "--max-size must be a size like 1048576, 512K, 64M or 1G, got \"\(size)\"."), "\(size): \(result)")
        #expect(!FileManager.default.fileExists(atPath: heroes.home.appendingPathComponent("cache/heroes").path))
    }
}

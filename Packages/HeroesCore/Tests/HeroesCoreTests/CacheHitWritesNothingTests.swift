import Foundation
import Testing
import TestingUtils
@testable import HeroesCore

#if canImport(Glibc)
import Glibc
#endif

/// A command answered from the cache only reads: the store keeps a read-only connection until
/// its first write, one that writes no file (not even SQLite's shared-memory index, the `-shm`)
/// while it is the file's only connection in the process.
@Suite struct CacheHitWritesNothingTests {
    /// Size and modification time (to the nanosecond) of `path`.
    private func fingerprint(_ path: String) -> [Int] {
        var info = stat()
        guard lstat(path, &info) == 0 else { return [] }
        return [Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
    }

    @Test func readingEntriesAndStatsLeavesTheDatabaseAndItsWALUntouched() async throws {
        let folder = try TemporaryFolder()
        let entry = cacheEntry("hit")
        try await folder.fill(with: [entry])
        let files = ["", "-wal", "-shm"].map { folder.databasePath + $0 }
        let before = files.map(fingerprint)
        #expect(before[0].first ?? 0 > 0)
        // Long enough for a write to show in the modification time, whatever its granularity.
        try await Task.sleep(for: .milliseconds(20))

        let store = try folder.openStore()
        #expect(try await store.entry(for: entry.key)?.body == entry.body)
        #expect(try await store.stats().entries == 1)
        try store.close()
        #expect(files.map(fingerprint) == before)
    }

    @Test func theFirstWriteAfterReadsIsKept() async throws {
        let folder = try TemporaryFolder()
        try await folder.fill(with: [cacheEntry("first")])
        let store = try folder.openStore()
        #expect(try await store.entry(for: cacheEntry("first").key) != nil)
        try await store.save(cacheEntry("second"))
        #expect(try await store.entry(for: cacheEntry("second").key) != nil)
        try store.close()
        #expect(try await folder.openStore().stats().entries == 2)
    }

    /// A store that only read, alone in the process, gives way when another store of the same
    /// file opens and writes: both then read what the other wrote.
    @Test func anotherStoreOfTheProcessCanWriteWhileAReaderIsOpen() async throws {
        let folder = try TemporaryFolder()
        try await folder.fill(with: [cacheEntry("old")])
        let reader = try folder.openStore()
        #expect(try await reader.entry(for: cacheEntry("old").key) != nil)
        let writer = try folder.openStore()
        try await writer.save(cacheEntry("new"))
        #expect(try await reader.entry(for: cacheEntry("new").key) != nil)
        try await reader.save(cacheEntry("newer"))
        #expect(try await writer.entry(for: cacheEntry("newer").key) != nil)
        #expect(try await writer.stats().entries == 3)
    }

    @Test func openingToReadOnlyReadsTheCacheWithOrWithoutItsWALFilesAndCreatesNone() async throws {
        let folder = try TemporaryFolder()
        let entry = cacheEntry("hit")
        try await folder.fill(with: [entry])
        let withWAL = folder.fileNames
        #expect(withWAL == ["heroes.sqlite", "heroes.sqlite-shm", "heroes.sqlite-wal"])
        let before = withWAL.map { fingerprint(folder.path + "/" + $0) }
        let store = try #require(SQLiteHeroesStore.openReadingOnly(directory: folder.path))
        #expect(store.isReadOnly)
        #expect(try await store.entry(for: entry.key)?.body == entry.body)
        try store.close()
        #expect(withWAL.map { fingerprint(folder.path + "/" + $0) } == before)

        for suffix in ["-wal", "-shm"] { try FileManager.default.removeItem(atPath: folder.databasePath + suffix) }
        let alone = try #require(SQLiteHeroesStore.openReadingOnly(directory: folder.path))
        #expect(try await alone.entry(for: entry.key)?.body == entry.body)
        try alone.close()
        #expect(folder.fileNames == ["heroes.sqlite"])
    }

    @Test func openingToReadOnlyLeavesADamagedFileWhereItIsAndMakesNoMissingFolder() throws {
        let folder = try TemporaryFolder()
        let garbage = Data(String(repeating: "not a database ", count: 400).utf8)
        #expect(FileManager.default.createFile(atPath: folder.databasePath, contents: garbage))
        #expect(SQLiteHeroesStore.openReadingOnly(directory: folder.path) == nil)
        #expect(folder.fileNames == ["heroes.sqlite"])
        #expect(FileManager.default.contents(atPath: folder.databasePath) == garbage)

        let missing = folder.url.appendingPathComponent("missing/heroes").path
        #expect(SQLiteHeroesStore.openReadingOnly(directory: missing) == nil)
        #expect(folder.fileNames == ["heroes.sqlite"])
    }
}

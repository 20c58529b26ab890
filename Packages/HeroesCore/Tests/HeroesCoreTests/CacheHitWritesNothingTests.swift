import Foundation
import Testing
import TestingUtils
@testable import HeroesCore

#if canImport(Glibc)
import Glibc
#endif

/// A command answered from the cache only reads: the store keeps a read-only connection until
/// its first write, so the database and its WAL are left as they were (the `-shm`, SQLite's
/// shared-memory index, is SQLite's to rebuild and is not looked at).
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
        let before = [folder.databasePath, folder.databasePath + "-wal"].map(fingerprint)
        #expect(before[0].first ?? 0 > 0)
        // Long enough for a write to show in the modification time, whatever its granularity.
        try await Task.sleep(for: .milliseconds(20))

        let store = try folder.openStore()
        #expect(try await store.entry(for: entry.key)?.body == entry.body)
        #expect(try await store.stats().entries == 1)
        try store.close()
        #expect([folder.databasePath, folder.databasePath + "-wal"].map(fingerprint) == before)
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
}

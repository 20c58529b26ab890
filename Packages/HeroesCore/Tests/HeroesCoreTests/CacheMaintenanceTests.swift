import Foundation
import Testing
import TestingUtils
@testable import HeroesCore

/// `heroes cache prune` and `clear`: what they do to the store, and the sentence that says it.
@Suite struct CacheMaintenanceTests {
    @Test func clearingSaysWhatTheCacheHeldAndLeavesItEmpty() async throws {
        let folder = try TemporaryFolder()
        let store = try folder.openStore()
        try await store.save(cacheEntry("a"))
        try await store.save(cacheEntry("b"))
        try await store.save(cacheEntry("c", pattern: .record(.characters)))
        #expect(try await CacheMaintenance.clear(store) == "cleared 2 pages and 1 hero from the cache")
        #expect(try await store.stats().entries == 0)
        #expect(try await CacheMaintenance.clear(store) == "cleared 0 pages and 0 heroes from the cache")
    }

    @Test func clearingAlsoCountsTheDamagedCopiesItRemoves() async throws {
        let folder = try TemporaryFolder()
        try Data("this is not a database, just a damaged cache file\n".utf8)
            .write(to: URL(fileURLWithPath: folder.databasePath))
        let store = try #require(SQLiteHeroesStore.open(directory: folder.path).store)
        #expect(
            try await CacheMaintenance.clear(store)
                == "cleared 0 pages and 0 heroes from the cache, and removed 1 damaged copy of it")
    }

    @Test func pruningSaysHowManyEntriesWentAndTheFilesSizesBeforeAndAfter() async throws {
        let folder = try TemporaryFolder()
        let store = try folder.openStore()
        try await store.save(cacheEntry("old", size: 4096, at: 1_000))
        try await store.save(cacheEntry("new", size: 4096, at: 2_000))
        let said = try await CacheMaintenance.prune(
            store, fetchedBefore: Date(timeIntervalSince1970: 1_500), maxBytes: nil)
        #expect(said.hasPrefix("removed 1 entry from the cache; its files went from "), "\(said)")
        #expect(said.contains(" bytes to "), "\(said)")
        #expect(try await store.stats().entries == 1)
        #expect(
            try await CacheMaintenance.prune(store, fetchedBefore: nil, maxBytes: nil)
                .hasPrefix("removed 0 entries from the cache; "))
    }
}

import Foundation
import GRDB
import Testing
@testable import HeroesCore

/// The cache stays bounded: no answer over the entry limit, the oldest evicted past the file
/// limit, and `prune`.
@Suite struct CacheLimitsTests {
    /// The bytes of the pages in use and of all the pages, read through a new connection.
    private func pageBytes(_ store: SQLiteHeroesStore) throws -> (used: Int, all: Int) {
        let queue = try DatabaseQueue(path: store.path)
        defer { try? queue.close() }
        return try queue.read { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            let pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0
            return (try CacheEviction.usedBytes(db), pages * pageSize)
        }
    }

    @Test func anAnswerOverTheEntryLimitIsNotStoredAndTheRepositoryWarnsAndStillAnswers() async throws {
        let folder = try TemporaryFolder()
        let store = try folder.openStore(limits: CacheLimits(maxEntryBytes: 10_000, maxFileBytes: CacheLimits.standard.maxFileBytes))
        let big = cacheEntry("big", size: 20_000)
        await #expect(throws: HeroesStoreError.entryTooLarge(path: store.path, bytes: big.body.count, limit: 10_000)) {
            try await store.save(big)
        }
        #expect(try await store.entry(for: big.key) == nil)
        let small = cacheEntry("small", size: 9_000)
        try await store.save(small)
        #expect(try await store.entry(for: small.key) == small)

        let server = FakeMarvelServer(total: 1_564)
        let warnings = Recorder<CacheWarning>()
        let repository = HeroesRepository(service: server.service, store: store, onWarning: warnings.callback)
        let fetched = try await repository.page(HeroesQuery(limit: 100), policy: .normal)
        #expect(fetched.origin == .network && fetched.value.heroes.count == 100)
        guard case .operationFailed(.entryTooLarge(_, let bytes, 10_000))? = warnings.values.first, warnings.values.count == 1 else {
            Issue.record("expected one entryTooLarge warning, got \(warnings.values)")
            return
        }
        #expect(bytes > 10_000)
        #expect(warnings.values.first?.description.hasSuffix("bytes per answer; this answer was not cached.") == true)
        #expect(try await store.stats().entries == 1)
    }

    @Test func storingPastTheFileLimitEvictsTheOldestAndKeepsTheFileNearTheLimit() async throws {
        let folder = try TemporaryFolder()
        let limits = CacheLimits(maxEntryBytes: 16_384, maxFileBytes: 256 * 1024)
        let store = try folder.openStore(limits: limits)
        let count = 120
        for index in 0..<count {
            try await store.save(cacheEntry("entry-\(index)", size: 8_000, at: 1_767_225_600 + Double(index)))
        }
        let stats = try await store.stats()
        #expect(stats.entries > 10 && stats.entries < count, "some were evicted, not all: \(stats.entries) kept")
        #expect(try await store.entry(for: cacheEntry("entry-\(count - 1)").key) != nil, "the newest is kept")
        let pages = try pageBytes(store)
        #expect(pages.used <= limits.maxFileBytes)
        #expect(pages.all <= limits.maxFileBytes + limits.maxEntryBytes + 8 * 4096, "the file grows past the limit by at most one entry and a few pages")
    }

    @Test func evictionTakesTheEntriesFetchedLongestAgo() async throws {
        let folder = try TemporaryFolder()
        let limits = CacheLimits(maxEntryBytes: 16_384, maxFileBytes: 128 * 1024)
        let store = try folder.openStore(limits: limits)
        // Stored out of order of fetch time; the newest last, as the entry just stored is spared.
        for index in (0..<59).shuffled() + [59] {
            try await store.save(cacheEntry("entry-\(index)", size: 8_000, at: 1_767_225_600 + Double(index)))
        }
        var kept: [Int] = []
        for index in 0..<60 where try await store.entry(for: cacheEntry("entry-\(index)").key) != nil {
            kept.append(index)
        }
        #expect(!kept.isEmpty && kept == Array((60 - kept.count)..<60), "only the newest remain: \(kept)")
    }

    @Test func theEntryJustStoredIsKeptEvenAloneOverTheFileLimit() async throws {
        let folder = try TemporaryFolder()
        let store = try folder.openStore(limits: CacheLimits(maxEntryBytes: 64 * 1024, maxFileBytes: 16 * 1024))
        let old = cacheEntry("old", size: 30_000, at: 1_767_225_600)
        let new = cacheEntry("new", size: 30_000, at: 1_767_000_000)
        try await store.save(old)
        try await store.save(new)
        #expect(try await store.entry(for: new.key) == new, "stored, though older by fetch time and over the limit alone")
        #expect(try await store.entry(for: old.key) == nil)
    }

    @Test func pruneRemovesWhatWasFetchedBeforeTheCutoffAndShrinksTheFile() async throws {
        let folder = try TemporaryFolder()
        let store = try folder.openStore()
        for index in 0..<40 { try await store.save(cacheEntry("entry-\(index)", size: 4_000, at: Double(index) * 100)) }
        let before = try #require(fileSize(folder.databasePath))
        let beforeWAL = try #require(fileSize(folder.databasePath + "-wal"))

        let removed = try await store.prune(fetchedBefore: Date(timeIntervalSince1970: 2_000))
        #expect(removed == 20)
        let stats = try await store.stats()
        #expect(stats.entries == 20 && stats.oldest == Date(timeIntervalSince1970: 2_000))
        #expect(try #require(fileSize(folder.databasePath)) + (fileSize(folder.databasePath + "-wal") ?? 0) < before + beforeWAL)
    }

    @Test func pruneToAMaximumSizeKeepsTheNewestWithinIt() async throws {
        let folder = try TemporaryFolder()
        let store = try folder.openStore()
        for index in 0..<40 { try await store.save(cacheEntry("entry-\(index)", size: 8_000, at: Double(index) * 100)) }

        let removed = try await store.prune(fetchedBefore: nil, maxBytes: 100 * 1024)
        #expect(removed > 0 && removed < 40)
        #expect(try #require(fileSize(folder.databasePath)) <= 100 * 1024)
        #expect(try await store.entry(for: cacheEntry("entry-39").key) != nil)
        #expect(try await store.entry(for: cacheEntry("entry-0").key) == nil)
        #expect(try await store.stats().entries == 40 - removed)
    }
}

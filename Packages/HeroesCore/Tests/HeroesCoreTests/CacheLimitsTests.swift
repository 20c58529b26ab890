import Foundation
import SQLiteDatabase
import Testing
import TestingUtils
@testable import HeroesCore

/// The cache stays bounded: no answer over the entry limit, the oldest evicted past the file
/// limit, `prune`, and damaged files moved aside that do not pile up.
@Suite struct CacheLimitsTests {
    /// The bytes of the pages in use and of all the pages, read through a new connection.
    private func pageBytes(_ store: SQLiteHeroesStore) throws -> (used: Int, all: Int) {
        let db = try SQLiteDatabase(path: store.path, mode: .readOnly)
        defer { db.close() }
        let pages = try db.firstRow("PRAGMA page_count") { $0.int(at: 0) } ?? 0
        let pageSize = try db.firstRow("PRAGMA page_size") { $0.int(at: 0) } ?? 0
        return (try CacheEviction.usedBytes(db), pages * pageSize)
    }

    @Test func anAnswerOverTheEntryLimitIsNotStoredAndTheRepositoryWarnsAndStillAnswers() async throws {
        let folder = try TemporaryFolder()
        let store = try folder.openStore(
            limits: CacheLimits(maxEntryBytes: 10_000, maxFileBytes: CacheLimits.standard.maxFileBytes))
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
        guard case .operationFailed(.entryTooLarge(_, let bytes, 10_000))? = warnings.values.first,
            warnings.values.count == 1
        else {
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
        #expect(
            pages.all <= limits.maxFileBytes + limits.maxEntryBytes + 8 * 4096,
            "the file grows past the limit by at most one entry and a few pages")
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
        #expect(
            try await store.entry(for: new.key) == new, "stored, though older by fetch time and over the limit alone")
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
        #expect(
            try #require(fileSize(folder.databasePath)) + (fileSize(folder.databasePath + "-wal") ?? 0) < before
                + beforeWAL)
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

    @Test func onlyTheNewestTwoMovedAsideFilesAreKeptAndLookalikesAreLeftAlone() throws {
        let folder = try TemporaryFolder()
        let path = folder.databasePath
        let other = folder.url.appendingPathComponent("other.txt").path
        #expect(FileManager.default.createFile(atPath: other, contents: Data("other".utf8)))
        let lookalikes = [
            "heroes.sqlite.corrupt-19990101T000000Z",  // a link, though named as heroes names them
            "heroes.sqlite.corrupt-notes.txt",  // not a name heroes makes
            "heroes.sqlite.corrupt-19990101T000000Z-0",  // nor this (numbers start at 2)
        ]
        #expect(symlink(other, folder.url.appendingPathComponent(lookalikes[0]).path) == 0)
        for name in lookalikes.dropFirst() {
            #expect(
                FileManager.default.createFile(
                    atPath: folder.url.appendingPathComponent(name).path, contents: Data("x".utf8)))
        }
        let clock = TestClock()
        for _ in 0..<4 {
            try Data("garbage garbage garbage garbage garbage garbage garbage garbage garbage garbage".utf8).write(
                to: URL(fileURLWithPath: path))
            let opening = SQLiteHeroesStore.open(directory: folder.path, now: clock.now)
            let store = try #require(opening.store)
            try closeCleanly(store)
            clock.advance(by: 3_600)
        }
        let movedAside = folder.fileNames.filter { name in
            name.hasPrefix("heroes.sqlite.corrupt-") && !lookalikes.contains(name)
                && !CacheFiles.companionSuffixes.contains { name.hasSuffix($0) }
        }
        #expect(movedAside == ["heroes.sqlite.corrupt-20260101T020000Z", "heroes.sqlite.corrupt-20260101T030000Z"])
        #expect(
            !folder.fileNames.contains {
                $0.hasPrefix("heroes.sqlite.corrupt-20260101T00") || $0.hasPrefix("heroes.sqlite.corrupt-20260101T01")
            },
            "the companions of the older ones went with them: \(folder.fileNames)")
        for name in lookalikes { #expect(CacheFiles.exists(folder.url.appendingPathComponent(name).path), "\(name)") }
        var info = stat()
        #expect(
            lstat(folder.url.appendingPathComponent(lookalikes[0]).path, &info) == 0
                && (info.st_mode & S_IFMT) == S_IFLNK)
        #expect(FileManager.default.contents(atPath: other) == Data("other".utf8))
    }

    @Test func clearRemovesEveryMovedAsideCopyWithItsCompanionsAndLeavesLinksAndOtherNamesAlone() async throws {
        let folder = try TemporaryFolder()
        let other = folder.url.appendingPathComponent("other.txt").path
        #expect(FileManager.default.createFile(atPath: other, contents: Data("other".utf8)))
        let ours = [
            "heroes.sqlite.corrupt-20260101T000000Z", "heroes.sqlite.corrupt-20260101T000000Z-wal",
            "heroes.sqlite.corrupt-20260101T000000Z-shm", "heroes.sqlite.corrupt-20260102T000000Z-2",
            "heroes.sqlite.corrupt-20260102T000000Z-2-journal",
        ]
        let link = "heroes.sqlite.corrupt-19990101T000000Z"
        let notOurs = ["heroes.sqlite.corrupt-notes.txt", "notes.txt"]
        #expect(symlink(other, folder.url.appendingPathComponent(link).path) == 0)
        for name in ours + notOurs {
            #expect(
                FileManager.default.createFile(
                    atPath: folder.url.appendingPathComponent(name).path, contents: Data("x".utf8)))
        }
        let store = try folder.openStore()
        try await store.save(cacheEntry("limit=20&offset=0"))
        #expect(try await store.stats().movedAsideCopies == 2)

        try await store.clear()

        #expect(try await store.stats().entries == 0)
        #expect(try await store.stats().movedAsideCopies == 0)
        for name in ours { #expect(!CacheFiles.exists(folder.url.appendingPathComponent(name).path), "\(name)") }
        for name in notOurs + [link, "heroes.sqlite"] {
            #expect(CacheFiles.exists(folder.url.appendingPathComponent(name).path), "\(name)")
        }
        #expect(FileManager.default.contents(atPath: other) == Data("other".utf8))
    }

    @Test func onlyNamesHeroesMakesAreTakenForMovedAsideFiles() {
        let prefix = "heroes.sqlite.corrupt-"
        #expect(
            MovedAsideName("heroes.sqlite.corrupt-20260101T000000Z", prefix: prefix).map {
                [$0.stamp, String($0.attempt)]
            } == ["20260101T000000Z", "1"])
        #expect(
            MovedAsideName("heroes.sqlite.corrupt-20260101T000000Z-12-wal", prefix: prefix).map {
                [$0.stamp, String($0.attempt)]
            } == ["20260101T000000Z", "12"])
        #expect(MovedAsideName("heroes.sqlite.corrupt-20260101T000000Z-9999-shm", prefix: prefix)?.attempt == 9999)
        for name in [
            "heroes.sqlite.corrupt-20260101T000000Z-0", "heroes.sqlite.corrupt-20260101T000000Z-012",
            "heroes.sqlite.corrupt-20260101X000000Z", "heroes.sqlite.corrupt-20260101T000000Z-1a",
            "heroes.sqlite.corrupt-\u{662}\u{660}\u{662}\u{666}\u{660}\u{661}\u{660}\u{661}T000000Z",
        ] {
            #expect(MovedAsideName(name, prefix: prefix) == nil, "\(name)")
        }
        for name in [
            "heroes.sqlite.corrupt-", "heroes.sqlite.corrupt-2026", "heroes.sqlite.corrupt-20260101T000000Z-",
            "heroes.sqlite.corrupt-20260101T000000Z.bak",
            "other.sqlite.corrupt-20260101T000000Z", "heroes.sqlite.corrupt-20260101T000000Z-12345",
        ] {
            #expect(MovedAsideName(name, prefix: prefix) == nil, "\(name)")
        }
    }
}

import Foundation
import SQLiteDatabase
import Testing
import TestingUtils
@testable import HeroesCore

/// `SQLiteHeroesStore.open(directory:writesFirst:)`, for a command that stores before it reads
/// (`--refresh`): the read-write connection opens at once, and the store behaves as one opened
/// read-only first.
@Suite struct CacheWritesFirstTests {
    private func openWritingFirst(_ folder: TemporaryFolder) throws -> SQLiteHeroesStore {
        let opening = SQLiteHeroesStore.open(directory: folder.path, writesFirst: true)
        #expect(opening.warnings.isEmpty, "\(opening.warnings)")
        return try #require(opening.store)
    }

    @Test func aNewFolderGetsAWritableStoreWhoseEntriesAnotherStoreReads() async throws {
        let folder = try TemporaryFolder()
        let store = try openWritingFirst(folder)
        #expect(!store.isReadOnly)
        try await store.save(cacheEntry("fresh"))
        #expect(try await store.entry(for: cacheEntry("fresh").key)?.body == cacheEntry("fresh").body)
        try store.close()
        #expect(try await folder.openStore().entry(for: cacheEntry("fresh").key)?.etag == "etag-fresh")
    }

    @Test func aFileOfAnOlderSchemaIsMigratedAndKeepsItsEntries() async throws {
        let folder = try TemporaryFolder()
        try SchemaMigrationTests.makeV2Cache(in: folder)
        let store = try openWritingFirst(folder)
        #expect(try await store.stats().entries == 3)
        try store.close()
        let db = try SQLiteDatabase(path: folder.databasePath, mode: .readOnly)
        defer { db.close() }
        #expect(try !SQLiteSchema.needsMigration(db))
        #expect(try db.userVersion() == SQLiteSchema.version)
    }

    /// The writer holds a read-write connection from the start, so a reader of the same file
    /// opened after it in the process is a plain read-only one, which sees the later writes.
    @Test func aStoreOpenedAfterItInTheProcessReadsWhatItWritesLater() async throws {
        let folder = try TemporaryFolder()
        try await folder.fill(with: [cacheEntry("old")])
        let writer = try openWritingFirst(folder)
        let reader = try folder.openStore()
        #expect(try await reader.entry(for: cacheEntry("old").key) != nil)
        try await writer.save(cacheEntry("new"))
        #expect(try await reader.entry(for: cacheEntry("new").key) != nil)
        #expect(try await reader.stats().entries == 2)
    }
}

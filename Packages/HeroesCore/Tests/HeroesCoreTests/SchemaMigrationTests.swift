import Foundation
import SQLiteDatabase
import Testing
import TestingUtils
@testable import HeroesCore

/// Cache files made before entries were kept for any route (schema v2: `kind` 'page' or 'hero',
/// keys with the query in the order it was written) open, migrate and still answer.
@Suite struct SchemaMigrationTests {
    static let base = "http://127.0.0.1:8080/v1/public/characters"
    static let fetchedAt = Date(timeIntervalSince1970: 1_767_225_600)

    /// A body as heroes 2 stored it: the `utm_source` value blanked, the item left in each link.
    static func storedBody(offset: Int, limit: Int, indices: Range<Int>) -> Data {
        let heroes = indices.map { FakeMarvelServer.hero($0, version: 1, apikey: "") }
        return Data(
            FakeMarvelServer.envelope(etag: "e\(offset)", offset: offset, limit: limit, total: 1_564, heroes: heroes)
                .utf8)
    }

    /// Writes a database in `folder` as heroes 0.2 left it, with the v1 and v2 migrations only
    /// (listed in GRDB's `grdb_migrations`, `user_version` 0), holding page 1, a hero, and page 2
    /// of the heroes starting with "Spi" under the key of its old order.
    static func makeV2Cache(in folder: TemporaryFolder) throws {
        let db = try SQLiteDatabase(path: folder.databasePath, mode: .create)
        try db.execute("PRAGMA journal_mode = WAL")
        try db.transaction {
            try db.execute("CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            for migration in SQLiteSchema.migrations.prefix(2) {
                try migration.apply(db)
                try db.execute("INSERT INTO grdb_migrations VALUES (?)", [migration.name])
            }
            let rows: [(String, String, Int?, Data)] = [
                ("\(base)?limit=20&offset=0", "page", nil, storedBody(offset: 0, limit: 20, indices: 0..<20)),
                (
                    "\(base)/\(FakeMarvelServer.id(7))", "hero", FakeMarvelServer.id(7),
                    storedBody(offset: 0, limit: 20, indices: 7..<8)
                ),
                (
                    "\(base)?nameStartsWith=Spi&limit=20&offset=20", "page", nil,
                    storedBody(offset: 20, limit: 20, indices: 20..<40)
                ),
            ]
            for (key, kind, heroID, body) in rows {
                try db.execute(
                    "INSERT INTO entry (key, kind, heroId, body, etag, fetchedAt) VALUES (?, ?, ?, ?, 'e', ?)",
                    [key, kind, heroID, body, fetchedAt.timeIntervalSince1970]
                )
            }
        }
        db.close()
    }

    /// A repository over `store` whose server answers nothing: every answer is the cache's.
    static func offlineRepository(_ store: SQLiteHeroesStore) -> HeroesRepository {
        HeroesRepository(service: FakeMarvelServer().service, store: store)
    }

    @Test func aVersion2FileIsMigratedAndItsEntriesAnswerUnderTheirNewKeys() async throws {
        let folder = try TemporaryFolder()
        try Self.makeV2Cache(in: folder)
        let store = try folder.openStore()
        let db = try SQLiteDatabase(path: folder.databasePath, mode: .readOnly)
        let (version, columns) = (
            try db.userVersion(), try db.allRows("SELECT name FROM pragma_table_info('entry')") { $0.string(at: 0) }
        )
        db.close()
        #expect(version == 3)
        #expect(columns == ["key", "route", "body", "etag", "fetchedAt"])
        #expect(try await store.stats().entriesByPattern == [.list(.characters): 2, .record(.characters): 1])

        let repository = Self.offlineRepository(store)
        let page = try await repository.page(.page(1), policy: .offline)
        #expect(
            page.origin == .cache(fetchedAt: Self.fetchedAt)
                && page.value.heroes.map(\.id) == (0..<20).map(FakeMarvelServer.id))
        #expect(
            try await repository.hero(id: FakeMarvelServer.id(7), policy: .offline).value.name
                == FakeMarvelServer.name(7))
        let filtered = try await repository.page(
            HeroesQuery(offset: 20, limit: 20, nameStartsWith: "Spi"), policy: .offline)
        #expect(filtered.value.heroes.count == 20)
        #expect(
            try await store.entry(for: CacheKey(rawValue: "\(Self.base)?limit=20&nameStartsWith=Spi&offset=20")) != nil)
        #expect(
            try await store.entry(for: CacheKey(rawValue: "\(Self.base)?nameStartsWith=Spi&limit=20&offset=20")) == nil)
    }

    /// A file of heroes 0.2 with every migration applied, as GRDB listed them (`user_version`
    /// still 0): nothing is migrated again, its entries answer, and the count moves to
    /// `user_version`.
    @Test func aFileGRDBMigratedToVersion3KeepsItsEntriesAndGetsItsUserVersion() async throws {
        let folder = try TemporaryFolder()
        let entry = cacheEntry("from-0.2", pattern: .record(.characters))
        do {
            let db = try SQLiteDatabase(path: folder.databasePath, mode: .create)
            try db.execute("PRAGMA journal_mode = WAL")
            try db.transaction {
                try db.execute("CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
                for migration in SQLiteSchema.migrations {
                    try migration.apply(db)
                    try db.execute("INSERT INTO grdb_migrations VALUES (?)", [migration.name])
                }
                try db.execute(
                    "INSERT INTO entry (key, route, body, etag, fetchedAt) VALUES (?, ?, ?, ?, ?)",
                    [
                        entry.key.rawValue, entry.pattern.description, entry.body, entry.etag,
                        entry.fetchedAt.timeIntervalSince1970,
                    ])
            }
            #expect(try db.userVersion() == 0)
            db.close()
        }
        let store = try folder.openStore()
        #expect(try await store.entry(for: entry.key) == entry)
        try store.close()
        let db = try SQLiteDatabase(path: folder.databasePath, mode: .readOnly)
        defer { db.close() }
        #expect(try db.userVersion() == SQLiteSchema.version)
    }

    /// A file a newer heroes migrated further (a higher `user_version`) is read as it is and
    /// left at its version.
    @Test func aFileOfANewerSchemaVersionIsReadAndKeepsItsVersion() async throws {
        let folder = try TemporaryFolder()
        let entry = cacheEntry("newer")
        try await folder.fill(with: [entry])
        do {
            let db = try SQLiteDatabase(path: folder.databasePath, mode: .readWrite)
            try db.setUserVersion(SQLiteSchema.version + 6)
            db.close()
        }
        let store = try folder.openStore()
        #expect(try await store.entry(for: entry.key) == entry)
        try await store.save(cacheEntry("later"))
        try store.close()
        let db = try SQLiteDatabase(path: folder.databasePath, mode: .readOnly)
        defer { db.close() }
        #expect(try db.userVersion() == SQLiteSchema.version + 6)
    }

    /// Links read from an old file look as they did: without the `utm_source=` the old cache left.
    @Test func linksFromAVersion2FileHaveNoUTMSource() async throws {
        let folder = try TemporaryFolder()
        try Self.makeV2Cache(in: folder)
        let hero = try await Self.offlineRepository(try folder.openStore()).hero(
            id: FakeMarvelServer.id(7), policy: .offline
        ).value
        #expect(
            hero.links.map(\.url.absoluteString) == ["http://marvel.com/comics/characters/1000007?utm_campaign=apiRef"])
    }

    @Test func aReadOnlyVersion2FileIsReadAsItIsWithoutBeingMigrated() async throws {
        let folder = try TemporaryFolder()
        try Self.makeV2Cache(in: folder)
        let files = folder.fileNames
        try TemporaryFolder.makeReadOnly(folder.path)
        defer { TemporaryFolder.makeWritable(folder.path) }

        let opening = SQLiteHeroesStore.open(directory: folder.path)
        let store = try #require(opening.store, "\(opening.warnings)")
        #expect(store.isReadOnly && opening.warnings.isEmpty)
        #expect(try await store.stats().entriesByPattern == [.list(.characters): 2, .record(.characters): 1])
        let repository = Self.offlineRepository(store)
        #expect(try await repository.page(.page(1), policy: .offline).value.heroes.count == 20)
        let hero = try await repository.hero(id: FakeMarvelServer.id(7), policy: .offline).value
        #expect(
            hero.links.map(\.url.absoluteString) == ["http://marvel.com/comics/characters/1000007?utm_campaign=apiRef"])
        #expect(folder.fileNames == files)
        let db = try SQLiteDatabase(path: folder.databasePath, mode: .immutable)
        defer { db.close() }
        #expect(try db.userVersion() == 0)
        #expect(
            try db.allRows("SELECT identifier FROM grdb_migrations") { $0.string(at: 0) } == [
                "v1-entries", "v2-fetchedAt-index",
            ])
    }
}

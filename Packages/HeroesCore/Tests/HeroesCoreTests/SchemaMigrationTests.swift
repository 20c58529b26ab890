import Foundation
import GRDB
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

    /// Writes a database in `folder` with the v1 and v2 migrations only, holding page 1, a
    /// hero, and page 2 of the heroes starting with "Spi" under the key of its old order.
    static func makeV2Cache(in folder: TemporaryFolder) throws {
        let queue = try DatabaseQueue(path: folder.databasePath)
        try SQLiteSchema.migrator.migrate(queue, upTo: "v2-fetchedAt-index")
        try queue.write { db in
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
                    sql: "INSERT INTO entry (key, kind, heroId, body, etag, fetchedAt) VALUES (?, ?, ?, ?, 'e', ?)",
                    arguments: [key, kind, heroID, body, fetchedAt.timeIntervalSince1970]
                )
            }
        }
        try queue.close()
    }

    /// A repository over `store` whose server answers nothing: every answer is the cache's.
    static func offlineRepository(_ store: SQLiteHeroesStore) -> HeroesRepository {
        HeroesRepository(service: FakeMarvelServer().service, store: store)
    }

    @Test func aVersion2FileIsMigratedAndItsEntriesAnswerUnderTheirNewKeys() async throws {
        let folder = try TemporaryFolder()
        try Self.makeV2Cache(in: folder)
        let store = try folder.openStore()
        let (migrations, columns) = try await DatabaseQueue(path: folder.databasePath).read { db in
            (
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"),
                try db.columns(in: "entry").map(\.name)
            )
        }
        #expect(migrations == ["v1-entries", "v2-fetchedAt-index", "v3-entries-of-any-route"])
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

        let opening = SQLiteHeroesStore.open(directory: folder.url)
        let store = try #require(opening.store, "\(opening.warnings)")
        #expect(store.isReadOnly && opening.warnings.isEmpty)
        #expect(try await store.stats().entriesByPattern == [.list(.characters): 2, .record(.characters): 1])
        let repository = Self.offlineRepository(store)
        #expect(try await repository.page(.page(1), policy: .offline).value.heroes.count == 20)
        let hero = try await repository.hero(id: FakeMarvelServer.id(7), policy: .offline).value
        #expect(
            hero.links.map(\.url.absoluteString) == ["http://marvel.com/comics/characters/1000007?utm_campaign=apiRef"])
        #expect(folder.fileNames == files)
        let migrations = try await DatabaseQueue(path: folder.databasePath, configuration: Self.readOnly).read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        }
        #expect(migrations == ["v1-entries", "v2-fetchedAt-index"])
    }

    private static var readOnly: Configuration {
        var configuration = Configuration()
        configuration.readonly = true
        return configuration
    }
}

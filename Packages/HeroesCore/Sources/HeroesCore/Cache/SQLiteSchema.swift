import FoundationEssentials
import SQLiteDatabase

/// The cache database's schema, as ordered migrations; the file's `user_version` is how many
/// are applied. Add a migration to change it; never edit one that shipped.
enum SQLiteSchema {
    /// One step of the schema.
    struct Migration: Sendable {
        /// Its name, as the files of heroes 0.2 and before listed it in `grdb_migrations`.
        let name: String
        let apply: @Sendable (SQLiteDatabase) throws -> Void
    }

    static let migrations: [Migration] = [
        Migration(name: "v1-entries") { db in
            // key: base URL + path + query without ts/hash/apikey; kind: 'page' or 'hero';
            // body: the raw JSON; fetchedAt: seconds since 1970.
            try db.execute(
                """
                CREATE TABLE entry (
                    key TEXT NOT NULL PRIMARY KEY,
                    kind TEXT NOT NULL CHECK (kind IN ('page', 'hero')),
                    heroId INTEGER,
                    body BLOB NOT NULL,
                    etag TEXT,
                    fetchedAt DOUBLE NOT NULL
                );
                CREATE INDEX entry_on_kind ON entry(kind);
                """)
        },
        Migration(name: "v2-fetchedAt-index") { db in
            // Eviction takes the entries fetched longest ago: found by index, not by a scan.
            try db.execute("CREATE INDEX entry_on_fetchedAt ON entry(fetchedAt)")
        },
        Migration(name: "v3-entries-of-any-route") { db in
            // Any resource's answers: `kind` and `heroId` give way to `route`, the pattern of the
            // call an entry answers (RoutePattern: 'characters', 'characters/{id}',
            // 'characters/{id}/comics', …), with no CHECK to widen for each new one. SQLite
            // cannot drop a CHECK, so the table is made anew and the entries copied.
            try db.execute(
                """
                CREATE TABLE entry_v3 (
                    key TEXT NOT NULL PRIMARY KEY,
                    route TEXT NOT NULL,
                    body BLOB NOT NULL,
                    etag TEXT,
                    fetchedAt DOUBLE NOT NULL
                );
                INSERT INTO entry_v3 (key, route, body, etag, fetchedAt)
                    SELECT key, \(SQLiteSchema.v2RouteOfKind), body, etag, fetchedAt FROM entry;
                DROP TABLE entry;
                ALTER TABLE entry_v3 RENAME TO entry;
                CREATE INDEX entry_on_route ON entry(route);
                CREATE INDEX entry_on_fetchedAt ON entry(fetchedAt);
                """)
            // Keys now hold their query sorted, and bodies lose the `utm_source` item whole (the
            // v2 scrubber left `utm_source=` in each link, which the mapping then dropped).
            for key in try db.allRows("SELECT key FROM entry", [], { $0.string(at: 0) ?? "" }) {
                let body = try db.firstRow("SELECT body FROM entry WHERE key = ?", [key]) { $0.data(at: 0) ?? Data() }
                guard let body else { continue }  // replaced by an entry renamed before it
                let normalised = URL(string: key).map { CacheKey(url: $0).rawValue } ?? key
                let scrubbed = APIKeyScrubber.scrub(body)
                guard normalised != key || scrubbed != body else { continue }
                try db.execute(
                    "UPDATE OR REPLACE entry SET key = ?, body = ? WHERE key = ?", [normalised, scrubbed, key])
            }
        },
    ]

    /// The `user_version` of a file with every migration applied.
    static var version: Int { migrations.count }

    /// The `route` of an entry of the v1 and v2 schemas, from its `kind`: pages and heroes
    /// were the characters list's and single characters.
    static let v2RouteOfKind = "CASE kind WHEN 'hero' THEN 'characters/{id}' ELSE 'characters' END"

    /// Whether the database still has the v1 or v2 schema: a read-only file, which cannot be
    /// migrated, is read as it is (``v2RouteOfKind`` stands for the `route` column, and bodies
    /// are scrubbed as they are read).
    static func hasV2Columns(_ db: SQLiteDatabase) throws -> Bool {
        try db.firstRow("SELECT 1 FROM pragma_table_info('entry') WHERE name = 'kind'") { _ in true } ?? false
    }

    /// Whether the `entry` table is there.
    static func hasEntryTable(_ db: SQLiteDatabase) throws -> Bool {
        try db.firstRow("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'entry'") { _ in true } ?? false
    }

    /// How many migrations the file has: its `user_version`, or for a file of heroes 0.2 and
    /// before (which kept their names in a `grdb_migrations` table) how many of the first
    /// migrations that table lists.
    static func appliedCount(_ db: SQLiteDatabase) throws -> Int {
        let version = try db.userVersion()
        guard version == 0 else { return version }
        let hasLegacyTable =
            try db.firstRow("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'grdb_migrations'") { _ in
                true
            } ?? false
        guard hasLegacyTable else { return 0 }
        let names = Set(try db.allRows("SELECT identifier FROM grdb_migrations", []) { $0.string(at: 0) ?? "" })
        return migrations.prefix { names.contains($0.name) }.count
    }

    /// Whether the file needs a migration (which needs a read-write connection): also a file of
    /// heroes 0.2 with every migration, whose count moves from `grdb_migrations` to
    /// `user_version` once.
    static func needsMigration(_ db: SQLiteDatabase) throws -> Bool {
        try db.userVersion() < version
    }

    /// Applies the migrations not yet applied, up to `target`, in one write transaction: taken
    /// first, so that of several processes opening a new file at once one migrates and the
    /// others then find it done.
    static func migrate(_ db: SQLiteDatabase, upTo target: Int = version) throws {
        try db.transaction {
            // A newer version's file (a count above ours) is left at its count.
            let applied = try appliedCount(db)
            let upTo = min(target, migrations.count)
            if applied < upTo {
                for migration in migrations[applied..<upTo] { try migration.apply(db) }
            }
            let reached = max(applied, upTo)
            if try db.userVersion() != reached { try db.setUserVersion(reached) }
        }
    }
}

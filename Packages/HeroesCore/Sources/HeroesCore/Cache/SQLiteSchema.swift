import Foundation
import GRDB

/// The cache database's schema, as ordered migrations. Add a migration to change it; never
/// edit one that shipped.
enum SQLiteSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-entries") { db in
            // key: base URL + path + query without ts/hash/apikey; kind: 'page' or 'hero';
            // body: the raw JSON; fetchedAt: seconds since 1970.
            try db.execute(
                sql: """
                    CREATE TABLE entry (
                        key TEXT NOT NULL PRIMARY KEY,
                        kind TEXT NOT NULL CHECK (kind IN ('page', 'hero')),
                        heroId INTEGER,
                        body BLOB NOT NULL,
                        etag TEXT,
                        fetchedAt DOUBLE NOT NULL
                    )
                    """)
            try db.execute(sql: "CREATE INDEX entry_on_kind ON entry(kind)")
        }
        migrator.registerMigration("v2-fetchedAt-index") { db in
            // Eviction takes the entries fetched longest ago: found by index, not by a scan.
            try db.execute(sql: "CREATE INDEX entry_on_fetchedAt ON entry(fetchedAt)")
        }
        migrator.registerMigration("v3-entries-of-any-route") { db in
            // Any resource's answers: `kind` and `heroId` give way to `route`, the pattern of the
            // call an entry answers (RoutePattern: 'characters', 'characters/{id}',
            // 'characters/{id}/comics', …), with no CHECK to widen for each new one. SQLite
            // cannot drop a CHECK, so the table is made anew and the entries copied.
            try db.execute(
                sql: """
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
            for key in try String.fetchAll(db, sql: "SELECT key FROM entry") {
                let body = try Data.fetchOne(db, sql: "SELECT body FROM entry WHERE key = ?", arguments: [key])
                guard let body else { continue }  // replaced by an entry renamed before it
                let normalised = URL(string: key).map { CacheKey(url: $0).rawValue } ?? key
                let scrubbed = APIKeyScrubber.scrub(body)
                guard normalised != key || scrubbed != body else { continue }
                try db.execute(
                    sql: "UPDATE OR REPLACE entry SET key = ?, body = ? WHERE key = ?",
                    arguments: [normalised, scrubbed, key]
                )
            }
        }
        return migrator
    }

    /// The `route` of an entry of the v1 and v2 schemas, from its `kind`: pages and heroes
    /// were the characters list's and single characters.
    static let v2RouteOfKind = "CASE kind WHEN 'hero' THEN 'characters/{id}' ELSE 'characters' END"

    /// Whether the database still has the v1 or v2 schema: a read-only file, which cannot be
    /// migrated, is read as it is (``v2RouteOfKind`` stands for the `route` column, and bodies
    /// are scrubbed as they are read).
    static func hasV2Columns(_ db: Database) throws -> Bool {
        try db.columns(in: "entry").contains { $0.name == "kind" }
    }

    /// Applies the migrations. When another process applies them at the same moment, this one's
    /// attempt can fail on a table the other just created: it then reads what is applied and
    /// tries again, a few times at most.
    static func migrate(_ pool: DatabasePool, attempts: Int = 5) throws {
        let migrator = migrator
        for attempt in 1...max(1, attempts) {
            do {
                try migrator.migrate(pool)
                return
            } catch {
                if (try? pool.read(migrator.hasCompletedMigrations)) == true { return }
                if attempt >= attempts { throw error }
            }
        }
    }
}

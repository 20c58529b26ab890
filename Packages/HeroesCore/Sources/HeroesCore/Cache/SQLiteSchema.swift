import GRDB

/// The cache database's schema, as ordered migrations. Add a migration to change it; never
/// edit one that shipped.
enum SQLiteSchema {
    /// The table holding one row per cached response.
    static let table = "entry"

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-entries") { db in
            // key: base URL + path + query without ts/hash/apikey; kind: 'page' or 'hero';
            // body: the raw JSON; fetchedAt: seconds since 1970.
            try db.execute(sql: """
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
        return migrator
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

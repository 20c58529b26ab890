public import Foundation
import GRDB
import Synchronization

/// The live cache: one SQLite file, `heroes.sqlite`, in WAL mode through a GRDB
/// `DatabasePool`, safe when several `heroes` processes read and write it at once.
///
/// Open it with ``open(directory:now:)``, which never throws: a damaged file is moved aside and
/// rebuilt, a read-only folder gives a store that answers but keeps nothing new, and a folder
/// that cannot be used, or a file that is not ours, leaves the caller without a store, with
/// warnings to print. It stays within ``limits``: a larger answer is not stored, and storing
/// past the size limit evicts the entries fetched longest ago.
public final class SQLiteHeroesStore: HeroesStore {
    /// The database file's name inside the cache folder.
    public static let fileName = "heroes.sqlite"
    /// How long a write waits for other processes' locks before failing with
    /// ``HeroesStoreError/busy(path:)``, in seconds.
    static let busyTimeout: TimeInterval = 30

    /// The database file's path.
    public let path: String
    /// How large an answer and the whole file may be.
    public let limits: CacheLimits
    /// Whether the file was opened read-only (its folder or itself cannot be written): it
    /// answers from what it holds, and every write fails with ``HeroesStoreError/readOnly(path:)``.
    public let isReadOnly: Bool
    private let pool: DatabasePool
    /// Whether ``run(_:)`` moved the damaged file aside already.
    private let movedAside = Mutex(false)
    /// The SQL that gives an entry's ``RoutePattern``: the `route` column, or for a read-only
    /// file of an older schema (which cannot be migrated) the expression that stands for it.
    private let routeColumn: String

    init(pool: DatabasePool, path: String, limits: CacheLimits, isReadOnly: Bool, routeColumn: String = "route") {
        self.pool = pool
        self.path = path
        self.limits = limits
        self.isReadOnly = isReadOnly
        self.routeColumn = routeColumn
    }

    /// The entry stored under `key`, or `nil` (also for an entry of a kind of call this version
    /// does not know, stored by a newer one).
    public func entry(for key: CacheKey) async throws(HeroesStoreError) -> CacheEntry? {
        let (routeColumn, isV2) = (self.routeColumn, self.routeColumn != "route")
        return try await run { pool in
            try await pool.read { db in
                try Row.fetchOne(
                    db,
                    sql: "SELECT \(routeColumn) AS route, body, etag, fetchedAt FROM entry WHERE key = ?",
                    arguments: [key.rawValue]
                ).flatMap { row in
                    RoutePattern(row["route"] as String).map { pattern in
                        CacheEntry(
                            key: key,
                            pattern: pattern,
                            body: isV2 ? APIKeyScrubber.scrub(row["body"]) : row["body"],
                            etag: row["etag"],
                            fetchedAt: Date(timeIntervalSince1970: row["fetchedAt"])
                        )
                    }
                }
            }
        }
    }

    /// Stores `entry`, replacing any under the same key, then evicts the entries fetched longest
    /// ago while the file is over ``CacheLimits/maxFileBytes``, in one transaction.
    ///
    /// - Throws: ``HeroesStoreError/entryTooLarge(path:bytes:limit:)`` for a body over
    ///   ``CacheLimits/maxEntryBytes`` (nothing is stored), or the SQLite failure.
    public func save(_ entry: CacheEntry) async throws(HeroesStoreError) {
        guard entry.body.count <= limits.maxEntryBytes else {
            throw .entryTooLarge(path: path, bytes: entry.body.count, limit: limits.maxEntryBytes)
        }
        let maxFileBytes = limits.maxFileBytes
        try await run { pool in
            try await pool.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO entry (key, route, body, etag, fetchedAt) VALUES (?, ?, ?, ?, ?)
                        ON CONFLICT(key) DO UPDATE SET route = excluded.route,
                            body = excluded.body, etag = excluded.etag, fetchedAt = excluded.fetchedAt
                        """,
                    arguments: [
                        entry.key.rawValue, entry.pattern.description, entry.body, entry.etag,
                        entry.fetchedAt.timeIntervalSince1970,
                    ]
                )
                _ = try CacheEviction.evictOldest(db, toFit: maxFileBytes, sparing: entry.key.rawValue)
            }
        }
    }

    /// Sets the fetch time (and the ETag, when given) of the entry under `key`.
    public func markRevalidated(_ key: CacheKey, at date: Date, etag: String?) async throws(HeroesStoreError) {
        try await run { pool in
            try await pool.write { db in
                try db.execute(
                    sql: "UPDATE entry SET fetchedAt = ?, etag = COALESCE(?, etag) WHERE key = ?",
                    arguments: [date.timeIntervalSince1970, etag, key.rawValue]
                )
            }
        }
    }

    /// Counts the entries by the kind of call they answer, their bytes and the size of the files.
    public func stats() async throws(HeroesStoreError) -> CacheStats {
        let (path, routeColumn) = (self.path, self.routeColumn)
        return try await run { pool in
            try await pool.read { db in
                var counts: [RoutePattern: Int] = [:]
                let sql = "SELECT \(routeColumn) AS route, COUNT(*) AS entries FROM entry GROUP BY 1"
                for row in try Row.fetchAll(db, sql: sql) {
                    // Kinds a newer version stored are left out of the counts, not the bytes.
                    guard let pattern = RoutePattern(row["route"] as String) else { continue }
                    counts[pattern] = row["entries"]
                }
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT COALESCE(SUM(LENGTH(body)), 0) AS bytes, MIN(fetchedAt) AS oldest, MAX(fetchedAt) AS newest
                        FROM entry
                        """)
                let oldest: Double? = row?["oldest"]
                let newest: Double? = row?["newest"]
                return CacheStats(
                    entriesByPattern: counts,
                    bytes: row?["bytes"] ?? 0,
                    fileBytes: CacheFiles.totalSize(path),
                    oldest: oldest.map(Date.init(timeIntervalSince1970:)),
                    newest: newest.map(Date.init(timeIntervalSince1970:))
                )
            }
        }
    }

    /// Removes every entry, then shrinks the file when no other process is using it.
    public func clear() async throws(HeroesStoreError) {
        try await run { pool in
            try await pool.write { db in try db.execute(sql: "DELETE FROM entry") }
        }
        await shrink()
    }

    /// Removes the entries fetched before `cutoff` (when given), then the oldest while the
    /// pages in use exceed `maxBytes` (``CacheLimits/maxFileBytes`` when `nil`), then shrinks
    /// the file when no other process is using it.
    ///
    /// - Returns: How many entries were removed.
    public func prune(fetchedBefore cutoff: Date?, maxBytes: Int? = nil) async throws(HeroesStoreError) -> Int {
        // With nothing to delete it would succeed, and say nothing of a file it cannot shrink.
        guard !isReadOnly else { throw .readOnly(path: path) }
        let maxBytes = maxBytes ?? limits.maxFileBytes
        let removed = try await run { pool in
            try await pool.write { db in
                var removed = 0
                if let cutoff {
                    try db.execute(
                        sql: "DELETE FROM entry WHERE fetchedAt < ?", arguments: [cutoff.timeIntervalSince1970])
                    removed += db.changesCount
                }
                return removed + (try CacheEviction.evictOldest(db, toFit: maxBytes, sparing: nil))
            }
        }
        await shrink()
        return removed
    }

    /// Rewrites the file without its free pages and empties the WAL. A courtesy: it fails while
    /// other processes read, and what was removed is gone anyway.
    private func shrink() async {
        _ = try? await pool.writeWithoutTransaction { db in
            try db.execute(sql: "VACUUM")
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
    }

    /// Closes the database's connections; later calls fail. Closing is also done on release.
    public func close() throws(HeroesStoreError) {
        do { try pool.close() } catch { throw HeroesStoreError(error, path: path) }
    }

    /// Runs `operation`; a damaged file found on the way (SQLite's `SQLITE_CORRUPT`, since the
    /// opening does not read the whole file) is moved aside, once, as the opening would have
    /// done, so that the next command builds a new cache; this operation still fails.
    private func run<T: Sendable>(_ operation: (DatabasePool) async throws -> T) async throws(HeroesStoreError) -> T {
        do {
            return try await operation(pool)
        } catch {
            let failure = HeroesStoreError(error, path: path)
            if failure.isCorruption && !isReadOnly {
                let isFirst = movedAside.withLock { done in
                    defer { done = true }
                    return !done
                }
                if isFirst { _ = try? CacheFiles.moveAside(path, at: Date()) }
            }
            throw failure
        }
    }
}

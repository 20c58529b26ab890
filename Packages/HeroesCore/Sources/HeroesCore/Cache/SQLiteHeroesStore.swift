public import FoundationEssentials
import SQLiteDatabase
import Synchronization

/// The live cache: one SQLite file, `heroes.sqlite`, in WAL mode, safe when several `heroes`
/// processes read and write it at once.
///
/// Open it with ``open(directory:now:writesFirst:)``, which never throws: a damaged file is moved aside and
/// rebuilt, a read-only folder gives a store that answers but keeps nothing new, and a folder
/// that cannot be used, or a file that is not ours, leaves the caller without a store, with
/// warnings to print. It stays within ``limits``: a larger answer is not stored, and storing
/// past the size limit evicts the entries fetched longest ago.
///
/// It holds one connection (`CacheConnection`), behind a lock: a read-only one while it only
/// answers (a cache hit writes no file and syncs nothing), replaced by a read-write one at the
/// first write; a store opened `writesFirst` holds the read-write one from the start.
public final class SQLiteHeroesStore: HeroesStore {
    /// The database file's name inside the cache folder.
    public static let fileName = "heroes.sqlite"
    /// How long a write waits for other processes' locks before failing with
    /// ``HeroesStoreError/busy(path:)``, in seconds.
    static let busyTimeout: Int = 30

    /// The database file's path.
    public let path: String
    /// How large an answer and the whole file may be.
    public let limits: CacheLimits
    /// Whether the file was opened read-only (its folder or itself cannot be written): it
    /// answers from what it holds, and every write fails with ``HeroesStoreError/readOnly(path:)``.
    public let isReadOnly: Bool
    /// The connection, read-only until the first write.
    private let connection: CacheConnection
    /// Whether ``run(_:)`` moved the damaged file aside already.
    private let movedAside = Mutex(false)
    /// The SQL that gives an entry's ``RoutePattern``: the `route` column, or for a read-only
    /// file of an older schema (which cannot be migrated) the expression that stands for it.
    private let routeColumn: String

    init(
        connection: CacheConnection, path: String, limits: CacheLimits, isReadOnly: Bool, routeColumn: String = "route"
    ) {
        self.connection = connection
        self.path = path
        self.limits = limits
        self.isReadOnly = isReadOnly
        self.routeColumn = routeColumn
    }

    /// The entry stored under `key`, or `nil` (also for an entry of a kind of call this version
    /// does not know, stored by a newer one).
    public func entry(for key: CacheKey) async throws(HeroesStoreError) -> CacheEntry? {
        let (routeColumn, isV2) = (self.routeColumn, self.routeColumn != "route")
        return try run(writing: false) { db in
            try db.firstRow(
                "SELECT \(routeColumn) AS route, body, etag, fetchedAt FROM entry WHERE key = ?", [key.rawValue]
            ) { row -> CacheEntry? in
                guard let pattern = RoutePattern(row.string(at: 0) ?? "") else { return nil }
                let body = row.data(at: 1) ?? Data()
                return CacheEntry(
                    key: key,
                    pattern: pattern,
                    body: isV2 ? APIKeyScrubber.scrub(body) : body,
                    etag: row.string(at: 2),
                    fetchedAt: Date(timeIntervalSince1970: row.double(at: 3))
                )
            } ?? nil
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
        try run(writing: true) { db in
            try db.transaction {
                try db.execute(
                    """
                    INSERT INTO entry (key, route, body, etag, fetchedAt) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT(key) DO UPDATE SET route = excluded.route,
                        body = excluded.body, etag = excluded.etag, fetchedAt = excluded.fetchedAt
                    """,
                    [
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
        try run(writing: true) { db in
            try db.execute(
                "UPDATE entry SET fetchedAt = ?, etag = COALESCE(?, etag) WHERE key = ?",
                [date.timeIntervalSince1970, etag, key.rawValue]
            )
        }
    }

    /// Counts the entries by the kind of call they answer, their bytes and the size of the files.
    public func stats() async throws(HeroesStoreError) -> CacheStats {
        let (path, routeColumn) = (self.path, self.routeColumn)
        return try run(writing: false) { db in
            var counts: [RoutePattern: Int] = [:]
            let sql = "SELECT \(routeColumn) AS route, COUNT(*) AS entries FROM entry GROUP BY 1"
            for (route, entries) in try db.allRows(sql, [], { ($0.string(at: 0) ?? "", $0.int(at: 1)) }) {
                // Kinds a newer version stored are left out of the counts, not the bytes.
                guard let pattern = RoutePattern(route) else { continue }
                counts[pattern] = entries
            }
            let totals = try db.firstRow(
                "SELECT COALESCE(SUM(LENGTH(body)), 0), MIN(fetchedAt), MAX(fetchedAt) FROM entry"
            ) { row in
                (
                    bytes: row.int(at: 0), oldest: row.isNull(at: 1) ? nil : row.double(at: 1),
                    newest: row.isNull(at: 2) ? nil : row.double(at: 2)
                )
            }
            return CacheStats(
                entriesByPattern: counts,
                bytes: totals?.bytes ?? 0,
                fileBytes: CacheFiles.totalSize(path),
                oldest: totals?.oldest.map(Date.init(timeIntervalSince1970:)),
                newest: totals?.newest.map(Date.init(timeIntervalSince1970:)),
                movedAsideCopies: CacheFiles.movedAside(path).count
            )
        }
    }

    /// Removes every entry, then shrinks the file when no other process is using it, and deletes
    /// every damaged copy moved aside beside it (``CacheStats/movedAsideCopies``): only files of
    /// the names heroes gives them that are regular files of this user, never through a link.
    public func clear() async throws(HeroesStoreError) {
        try run(writing: true) { db in try db.execute("DELETE FROM entry") }
        await shrink()
        CacheFiles.removeOldMovedAside(path, keeping: 0)
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
        let removed = try run(writing: true) { db in
            try db.transaction {
                var removed = 0
                if let cutoff {
                    try db.execute("DELETE FROM entry WHERE fetchedAt < ?", [cutoff.timeIntervalSince1970])
                    removed += db.changes
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
        _ = try? run(writing: true) { db in
            try db.execute("VACUUM")
            try db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
    }

    /// Closes the database's connection; later calls fail. Closing is also done on release.
    public func close() throws(HeroesStoreError) {
        connection.close()
    }

    /// Runs `operation` on the connection, under its lock; with `writing`, on a read-write one,
    /// which replaces the read-only one first.
    ///
    /// A damaged file found on the way (SQLite's `SQLITE_CORRUPT`, since the opening does not
    /// read the whole file) is moved aside, once, as the opening would have done, so that the
    /// next command builds a new cache; this operation still fails.
    private func run<T>(writing: Bool, _ operation: (SQLiteDatabase) throws -> T) throws(HeroesStoreError) -> T {
        if writing && isReadOnly { throw .readOnly(path: path) }
        do {
            return try connection.withDatabase(writing: writing, operation)
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

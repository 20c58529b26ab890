import SQLiteDatabase

/// Keeps the database within a size by removing the entries fetched longest ago.
///
/// The size is the pages in use (`page_count - freelist_count`, times `page_size`): three
/// header reads, so checking after every write costs nothing, and no start-up scan is needed.
/// Freed pages are reused by later writes, so the file stays near the limit; `VACUUM` (`heroes
/// cache prune`) gives them back to the disk.
enum CacheEviction {
    /// Deletes the oldest entries (by fetch time, through its index), one at a time, while the
    /// pages in use exceed `maxBytes`; never the one under `spared` (the entry just stored).
    ///
    /// - Returns: How many entries were deleted.
    static func evictOldest(_ db: SQLiteDatabase, toFit maxBytes: Int, sparing spared: String?) throws -> Int {
        var removed = 0
        while try usedBytes(db) > maxBytes {
            try db.execute(
                "DELETE FROM entry WHERE key = (SELECT key FROM entry WHERE key IS NOT ? ORDER BY fetchedAt LIMIT 1)",
                [spared]
            )
            guard db.changes > 0 else { break }
            removed += 1
        }
        return removed
    }

    /// The bytes of the pages in use; the figures come from the file, so they are checked
    /// before they are multiplied.
    static func usedBytes(_ db: SQLiteDatabase) throws -> Int {
        let pages = try db.firstRow("PRAGMA page_count") { $0.int(at: 0) } ?? 0
        let free = try db.firstRow("PRAGMA freelist_count") { $0.int(at: 0) } ?? 0
        let pageSize = try db.firstRow("PRAGMA page_size") { $0.int(at: 0) } ?? 0
        guard pages > free, free >= 0, pageSize > 0 else { return 0 }
        let (bytes, overflow) = (pages - free).multipliedReportingOverflow(by: pageSize)
        return overflow ? Int.max : bytes
    }
}

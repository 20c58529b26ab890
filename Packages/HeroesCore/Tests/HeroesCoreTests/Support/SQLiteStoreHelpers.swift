import Foundation
import SQLiteDatabase
import Testing
import TestingUtils
@testable import HeroesCore

/// Opening, filling and looking into SQLite stores in temporary folders, for the cache's tests.
extension TemporaryFolder {
    /// The database file's path in this folder.
    var databasePath: String { url.appendingPathComponent(SQLiteHeroesStore.fileName).path }

    /// The names in this folder, sorted.
    var fileNames: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

    /// Opens the store in this folder and expects no warning.
    func openStore(limits: CacheLimits = .standard, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> SQLiteHeroesStore
    {
        let opening = SQLiteHeroesStore.open(directory: path, now: { Date() }, limits: limits)
        #expect(opening.warnings.isEmpty, "\(opening.warnings)", sourceLocation: sourceLocation)
        return try #require(opening.store, sourceLocation: sourceLocation)
    }

    /// Opens the store in this folder, saves `entries` and closes it: the last connection folds
    /// the WAL into the file and leaves it there, empty.
    func fill(with entries: [CacheEntry]) async throws {
        let store = try openStore()
        for entry in entries { try await store.save(entry) }
        try store.close()
    }
}

/// An entry under a key made from `name`, with a body of about `size` bytes.
func cacheEntry(
    _ name: String, pattern: RoutePattern = .list(.characters), size: Int = 64, at seconds: TimeInterval = 1_767_225_600
) -> CacheEntry {
    CacheEntry(
        key: CacheKey(rawValue: "http://127.0.0.1:8080/v1/public/characters?\(name)"),
        pattern: pattern,
        body: Data(String(repeating: "\(name);", count: max(1, size / (name.count + 1))).utf8),
        etag: "etag-\(name)",
        fetchedAt: Date(timeIntervalSince1970: seconds)
    )
}

/// Closes `store` and folds its WAL into the database file, as a clean shutdown of the last
/// process does, so that the file alone holds the data.
func closeCleanly(_ store: SQLiteHeroesStore) throws {
    try store.close()
    // A file moved aside has left nothing to fold.
    if FileManager.default.fileExists(atPath: store.path) {
        let db = try SQLiteDatabase(path: store.path, mode: .readWrite)
        try db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        db.close()
    }
    for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: store.path + suffix) }
}

/// The size of the file at `path` (not following a link), or `nil`.
func fileSize(_ path: String) -> Int? {
    var attributes = stat()
    return lstat(path, &attributes) == 0 ? Int(attributes.st_size) : nil
}

/// The permission bits of `path`, or `nil` when it does not exist.
func permissions(_ path: String) -> mode_t? {
    var attributes = stat()
    return stat(path, &attributes) == 0 ? attributes.st_mode & 0o777 : nil
}

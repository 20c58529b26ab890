import Foundation
import GRDB

/// What ``SQLiteHeroesStore/open(directory:now:)`` gives back: a store, or none, and the
/// warnings to show.
public struct SQLiteStoreOpening: Sendable {
    /// The store, or `nil` when the cache cannot be used; the caller then goes on without a
    /// cache (``HeroesRepository`` accepts a `nil` store).
    public let store: SQLiteHeroesStore?
    /// What went wrong on the way, in order, for the app to print on stderr.
    public let warnings: [CacheWarning]
    /// Why there is no store, when there is none.
    public let failure: HeroesStoreError?
}

extension SQLiteHeroesStore {
    /// Opens (creating when needed) `heroes.sqlite` in `directory`.
    ///
    /// - The folder is created with mode 0700 (an existing one is tightened to 0700) and the
    ///   files get mode 0600.
    /// - A file that is not a database, or a damaged or truncated one, is renamed to
    ///   `heroes.sqlite.corrupt-<UTC time>` (with its `-wal` and `-shm`), a new cache is
    ///   built, and a ``CacheWarning/movedAside(path:movedTo:reason:)`` is reported.
    /// - A folder that cannot be created or written, or a full disk, gives no store and a
    ///   ``CacheWarning/unavailable(_:)`` holding the ``HeroesStoreError``.
    ///
    /// It blocks while SQLite opens the file and checks it (at most ``busyTimeout`` when other
    /// processes hold it locked).
    ///
    /// - Parameters:
    ///   - directory: The cache folder, for example `$XDG_CACHE_HOME/heroes`.
    ///   - now: The clock that stamps the name of a file moved aside.
    public static func open(directory: URL, now: @Sendable () -> Date = { Date() }) -> SQLiteStoreOpening {
        open(directory: directory, now: now, maximumPageCount: nil)
    }

    /// ``open(directory:now:)`` with a size limit in pages, so that tests can fill the "disk".
    static func open(directory: URL, now: () -> Date, maximumPageCount: Int?) -> SQLiteStoreOpening {
        let folder = directory.standardizedFileURL.path
        let path = directory.appendingPathComponent(fileName).standardizedFileURL.path
        var warnings: [CacheWarning] = []
        do {
            try CacheFiles.prepareFolder(folder)
            do {
                return SQLiteStoreOpening(store: try connect(path: path, maximumPageCount: maximumPageCount), warnings: warnings, failure: nil)
            } catch let error where error.isCorruption {
                let movedTo = try CacheFiles.moveAside(path, at: now())
                if case .corrupt(_, let reason) = error {
                    warnings.append(.movedAside(path: path, movedTo: movedTo, reason: reason))
                }
                return SQLiteStoreOpening(store: try connect(path: path, maximumPageCount: maximumPageCount), warnings: warnings, failure: nil)
            }
        } catch {
            warnings.append(.unavailable(error))
            return SQLiteStoreOpening(store: nil, warnings: warnings, failure: error)
        }
    }

    /// Opens the pool, checks the file and migrates the schema, trying again while another
    /// process holds the file locked during its own opening.
    ///
    /// Two connections switching a new file to WAL at once can deadlock; SQLite then fails one
    /// of them at once with `SQLITE_BUSY` instead of waiting. Trying again, for at most
    /// ``busyTimeout`` in all, lets it find the file in WAL mode.
    private static func connect(path: String, maximumPageCount: Int?) throws(HeroesStoreError) -> SQLiteHeroesStore {
        try CacheFiles.prepareFile(path)
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(busyTimeout)
        var attempt = 0
        while true {
            attempt += 1
            do {
                return try connectOnce(path: path, maximumPageCount: maximumPageCount)
            } catch .busy where attempt < 100 && clock.now < deadline {
                usleep(useconds_t(min(attempt, 10) * 10_000))
            }
        }
    }

    /// The SQLite page cache of each connection, in KiB (SQLite's default is 2,000 pages, 8 MiB).
    static let pageCacheKiB = 1024

    private static func connectOnce(path: String, maximumPageCount: Int?) throws(HeroesStoreError) -> SQLiteHeroesStore {
        var configuration = Configuration()
        configuration.label = "heroes.cache"
        configuration.busyMode = .timeout(busyTimeout)
        configuration.maximumReaderCount = 2
        configuration.prepareDatabase { db in
            // Entries are read once per command: a small page cache keeps `--all` (7 MB of
            // bodies) from holding megabytes of pages in each connection.
            try db.execute(sql: "PRAGMA cache_size = -\(pageCacheKiB)")
            // In WAL mode NORMAL never corrupts the file; a power cut may lose the last answers
            // stored, which a cache can fetch again. It saves an fsync on every answer stored.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        if let maximumPageCount {
            configuration.prepareDatabase { db in
                try db.execute(sql: "PRAGMA max_page_count = \(maximumPageCount)")
            }
        }
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw HeroesStoreError(error, path: path)
        }
        do {
            let problems = try pool.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
            guard problems == ["ok"] else {
                throw HeroesStoreError.corrupt(path: path, reason: HeroesStoreError.oneLine(problems.first ?? "the integrity check failed"))
            }
            try SQLiteSchema.migrate(pool)
            try CacheFiles.prepareFile(path)
            return SQLiteHeroesStore(pool: pool, path: path)
        } catch {
            try? pool.close()
            throw HeroesStoreError(error, path: path)
        }
    }
}

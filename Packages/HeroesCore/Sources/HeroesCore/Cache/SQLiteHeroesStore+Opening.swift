public import Foundation
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
    /// - A missing folder is created with mode 0700 and a missing file with 0600; an existing
    ///   folder or file keeps its mode. A folder others can write in gives a
    ///   ``CacheWarning/sharedFolder(path:)``.
    /// - A database or companion file that is a symbolic link, not a regular file, or someone
    ///   else's, gives no store and ``HeroesStoreError/untrustedFile(path:found:)``; it is
    ///   neither opened nor changed.
    /// - A folder (or file) that cannot be written gives a read-only store, which answers from
    ///   what the file holds; without a file there, no store and ``HeroesStoreError/readOnly(path:)``.
    /// - A file that is not a database, or a damaged or truncated one, is renamed to
    ///   `heroes.sqlite.corrupt-<UTC time>` (with its `-wal` and `-shm`), a new cache is
    ///   built, and a ``CacheWarning/movedAside(path:movedTo:reason:)`` is reported; only the
    ///   newest `CacheLimits/keptMovedAsideFiles` such files are kept.
    /// - A folder that cannot be created, or a full disk, gives no store and a
    ///   ``CacheWarning/unavailable(_:)`` holding the ``HeroesStoreError``.
    ///
    /// It blocks while SQLite opens the file (at most `busyTimeout` when other processes hold
    /// it locked). The whole file is not checked: a page damaged past the schema is found when
    /// an operation reads it; the file is then moved aside in the same way, and that operation
    /// fails with ``HeroesStoreError/corrupt(path:reason:)``.
    ///
    /// - Parameters:
    ///   - directory: The cache folder, for example `$XDG_CACHE_HOME/heroes`.
    ///   - now: The clock that stamps the name of a file moved aside.
    public static func open(directory: URL, now: @Sendable () -> Date = { Date() }) -> SQLiteStoreOpening {
        open(directory: directory, now: now, limits: .standard)
    }

    /// ``open(directory:now:)`` with other limits, and a size limit in pages so that tests can
    /// fill the "disk".
    static func open(directory: URL, now: () -> Date, limits: CacheLimits, maximumPageCount: Int? = nil)
        -> SQLiteStoreOpening
    {
        let path = directory.appendingPathComponent(fileName).standardizedFileURL.path
        var warnings: [CacheWarning] = []
        do {
            let folder = try CacheFiles.prepareFolder(directory.standardizedFileURL.path)
            if folder.sharedWithOthers { warnings.append(.sharedFolder(path: folder.path)) }
            let settings = ConnectionSettings(path: path, limits: limits, maximumPageCount: maximumPageCount)
            do {
                return SQLiteStoreOpening(store: try connect(settings, in: folder), warnings: warnings, failure: nil)
            } catch let error where error.isCorruption && folder.writable {
                let movedTo = try CacheFiles.moveAside(path, at: now())
                if case .corrupt(_, let reason) = error {
                    warnings.append(.movedAside(path: path, movedTo: movedTo, reason: reason))
                }
                return SQLiteStoreOpening(store: try connect(settings, in: folder), warnings: warnings, failure: nil)
            }
        } catch {
            warnings.append(.unavailable(error))
            return SQLiteStoreOpening(store: nil, warnings: warnings, failure: error)
        }
    }

    /// What every connection of one opening is made with.
    private struct ConnectionSettings {
        var path: String
        var limits: CacheLimits
        var maximumPageCount: Int?
    }

    /// How SQLite is asked to open the file.
    private enum OpenMode {
        case readWrite
        /// Read-only, with the WAL: sees what another process wrote and has not checkpointed.
        case readOnly
        /// Read-only, telling SQLite nothing changes the file, so that it neither looks for nor
        /// makes a `-wal` and `-shm` (none is left after a clean close).
        case immutable

        /// The name to hand SQLite: the path, or a `file:` URI with the mode's parameters.
        func filename(_ path: String) -> String {
            guard self != .readWrite else { return path }
            let query = self == .immutable ? "mode=ro&immutable=1" : "mode=ro"
            let unreserved = CharacterSet(
                charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/")
            return "file:" + (path.addingPercentEncoding(withAllowedCharacters: unreserved) ?? path) + "?" + query
        }
    }

    /// Checks the files, then opens the pool, checks the file and migrates the schema, trying
    /// again while another process holds the file locked during its own opening. A file that
    /// cannot be written is opened read-only with its WAL when one is there, else as immutable.
    ///
    /// Two connections switching a new file to WAL at once can deadlock; SQLite then fails one
    /// of them at once with `SQLITE_BUSY` instead of waiting. Trying again, for at most
    /// ``busyTimeout`` in all, lets it find the file in WAL mode.
    private static func connect(_ settings: ConnectionSettings, in folder: CacheFiles.Folder) throws(HeroesStoreError)
        -> SQLiteHeroesStore
    {
        let modes: [OpenMode] =
            switch try CacheFiles.prepareFiles(settings.path, in: folder) {
            case .readWrite: [.readWrite]
            case .readOnly(let withWAL): withWAL ? [.readOnly, .immutable] : [.immutable]
            }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(busyTimeout)
        var attempt = 0
        var modeIndex = 0
        while true {
            attempt += 1
            do {
                return try connectOnce(settings, mode: modes[modeIndex])
            } catch .busy where attempt < 100 && clock.now < deadline {
                usleep(useconds_t(min(attempt, 10) * 10_000))
            } catch _ where modeIndex + 1 < modes.count {
                // SQLite may refuse the WAL (a -shm it cannot use): read the file alone, immutable.
                modeIndex += 1
            }
        }
    }

    /// The SQLite page cache of each connection, in KiB (SQLite's default is 2,000 pages, 8 MiB).
    static let pageCacheKiB = 1024

    private static func connectOnce(_ settings: ConnectionSettings, mode: OpenMode) throws(HeroesStoreError)
        -> SQLiteHeroesStore
    {
        let path = settings.path
        var configuration = Configuration()
        configuration.label = "heroes.cache"
        configuration.busyMode = .timeout(busyTimeout)
        configuration.maximumReaderCount = 2
        configuration.readonly = mode != .readWrite
        configuration.prepareDatabase { db in
            // Entries are read once per command: a small page cache keeps `--all` (7 MB of
            // bodies) from holding megabytes of pages in each connection.
            try db.execute(sql: "PRAGMA cache_size = -\(pageCacheKiB)")
            // In WAL mode NORMAL never corrupts the file; a power cut may lose the last answers
            // stored, which a cache can fetch again. It saves an fsync on every answer stored.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // Truncate the WAL after a checkpoint, so that one large write does not leave it large.
            try db.execute(sql: "PRAGMA journal_size_limit = \(CacheLimits.walBytesKept)")
        }
        if let maximumPageCount = settings.maximumPageCount {
            configuration.prepareDatabase { db in
                try db.execute(sql: "PRAGMA max_page_count = \(maximumPageCount)")
            }
        }
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: mode.filename(path), configuration: configuration)
        } catch {
            throw HeroesStoreError(error, path: path)
        }
        do {
            // No `PRAGMA quick_check` here: it reads the whole file on every command (perf: a
            // good part of a cached answer's time, and it grows with the cache). What SQLite reads
            // to open the file (its header, the schema) finds a file that is not a database; a
            // damaged page is found when it is read, and the store then moves the file aside
            // (``SQLiteHeroesStore/run(_:)``).
            var routeColumn = "route"
            if mode == .readWrite {
                try SQLiteSchema.migrate(pool)
            } else if try !pool.read({ db in try db.tableExists("entry") }) {
                throw HeroesStoreError.readOnly(path: path)
            } else if try pool.read(SQLiteSchema.hasV2Columns) {
                routeColumn = SQLiteSchema.v2RouteOfKind
            }
            try CacheFiles.checkOwnFiles(path)
            return SQLiteHeroesStore(
                pool: pool, path: path, limits: settings.limits, isReadOnly: mode != .readWrite,
                routeColumn: routeColumn
            )
        } catch {
            try? pool.close()
            throw HeroesStoreError(error, path: path)
        }
    }
}

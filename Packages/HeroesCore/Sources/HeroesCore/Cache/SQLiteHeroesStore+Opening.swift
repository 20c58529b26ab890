public import FoundationEssentials
import SQLiteDatabase
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What ``SQLiteHeroesStore/open(directory:now:writesFirst:)`` gives back: a store, or none, and the
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
    ///   - directory: The cache folder's path, for example `$XDG_CACHE_HOME/heroes` (`XDGPaths`
    ///     gives it absolute and without `..` parts); a relative path is relative to the
    ///     working folder.
    ///   - now: The clock that stamps the name of a file moved aside.
    ///   - writesFirst: Whether the caller stores before it reads (a refresh, which skips the
    ///     cache and overwrites it): the read-write connection is then opened at once, instead
    ///     of a read-only one that the first write closes and replaces.
    public static func open(directory: String, now: @Sendable () -> Date = { Date() }, writesFirst: Bool = false)
        -> SQLiteStoreOpening
    {
        open(directory: directory, now: now, limits: .standard, writesFirst: writesFirst)
    }

    /// ``open(directory:now:writesFirst:)`` with other limits, and a size limit in pages so
    /// that tests can fill the "disk".
    static func open(
        directory: String, now: () -> Date, limits: CacheLimits, maximumPageCount: Int? = nil, writesFirst: Bool = false
    ) -> SQLiteStoreOpening {
        let (folderPath, path) = paths(in: directory)
        var warnings: [CacheWarning] = []
        do {
            let folder = try CacheFiles.prepareFolder(folderPath)
            if folder.sharedWithOthers { warnings.append(.sharedFolder(path: folder.path)) }
            let settings = ConnectionSettings(
                path: path, limits: limits, maximumPageCount: maximumPageCount, writesFirst: writesFirst)
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

    /// Opens `heroes.sqlite` in `directory` to read it and write nothing at all, for a caller
    /// that promises no write (shell completion): no folder or file is made, no `-wal` or `-shm`
    /// created, a damaged file is not moved aside and an older schema not migrated. The store is
    /// read-only (``isReadOnly``). `nil` when there is no database, when it or a companion is not
    /// a regular file of this user's, or when it cannot be read as it is.
    public static func openReadingOnly(directory: String) -> SQLiteHeroesStore? {
        let path = paths(in: directory).file
        guard CacheFiles.exists(path), (try? CacheFiles.checkOwnFiles(path)) != nil else { return nil }
        let settings = ConnectionSettings(path: path, limits: .standard, maximumPageCount: nil, writesFirst: false)
        // Without both WAL files SQLite would create them to read the WAL: read the file alone.
        let withWAL = CacheFiles.exists(path + "-wal") && CacheFiles.exists(path + "-shm")
        return try? connectOnce(settings, mode: withWAL ? .writingNothing : .immutable)
    }

    /// The cache folder (`directory` without a trailing slash) and the database's path in it.
    private static func paths(in directory: String) -> (folder: String, file: String) {
        var folder = directory
        while folder.utf8.count > 1, folder.utf8.last == UInt8(ascii: "/") { folder.removeLast() }
        return (folder, folder.hasSuffix("/") ? folder + fileName : folder + "/" + fileName)
    }

    /// What every connection of one opening is made with.
    private struct ConnectionSettings: Sendable {
        var path: String
        var limits: CacheLimits
        var maximumPageCount: Int?
        /// Open the read-write connection at once (see ``SQLiteHeroesStore/open(directory:now:writesFirst:)``).
        var writesFirst: Bool
    }

    /// How SQLite is asked to open the file.
    private enum OpenMode {
        /// Read-only first, read-write from the first write (or to migrate the schema).
        case readWrite
        /// Read-only, with the WAL: sees what another process wrote and has not checkpointed.
        case readOnly
        /// Read-only, telling SQLite nothing changes the file, so that it neither looks for nor
        /// makes a `-wal` and `-shm` (none is left after a clean close).
        case immutable
        /// Read-only with the WAL, writing no file, not even the WAL's shared-memory index
        /// (``openReadingOnly(directory:)``, when the `-wal` and `-shm` are there).
        case writingNothing
    }

    /// Checks the files, then opens the connection, checks the file and migrates the schema,
    /// trying again while another process holds the file locked during its own opening. A file
    /// that cannot be written is opened read-only with its WAL when one is there, else as
    /// immutable.
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

    /// Opens a read-only connection and keeps it when the schema is current: a command answered
    /// from the cache writes no file and syncs nothing. A new file, or one of an older schema,
    /// is migrated through a read-write connection, which the store then keeps.
    private static func connectOnce(_ settings: ConnectionSettings, mode: OpenMode) throws(HeroesStoreError)
        -> SQLiteHeroesStore
    {
        let path = settings.path
        let connection = CacheConnection(
            path: path, isReadOnly: mode != .readWrite,
            openReader: { mode in
                let reader = try SQLiteDatabase(path: path, mode: mode, busyTimeout: .seconds(busyTimeout))
                try configure(reader)
                return reader
            },
            openWriter: { try openWritable(settings) }
        )
        do {
            var routeColumn = "route"
            switch mode {
            case .readWrite:
                // No `PRAGMA quick_check` here: it reads the whole file on every command, a cost
                // that grows with the cache (benchmarks/DECISIONS.md). What SQLite
                // reads to open the file (its header, the schema) finds a file that is not a
                // database; a damaged page is found when it is read, and the store then moves the
                // file aside (``SQLiteHeroesStore/run(_:)``).
                let isCurrent: Bool
                do {
                    // A store that writes first opens its read-write connection here instead.
                    if !settings.writesFirst { try connection.openForReading() }
                    isCurrent = try connection.withDatabase(writing: settings.writesFirst) { db in
                        try !SQLiteSchema.needsMigration(db) && SQLiteSchema.hasEntryTable(db)
                    }
                } catch let error as SQLiteError where !error.isCorruption && !error.isBusy {
                    // A new file (empty, not yet in WAL mode) or a WAL index the read-only
                    // connection cannot use: the read-write one migrates or rebuilds it.
                    isCurrent = false
                }
                if !isCurrent {
                    try connection.withDatabase(writing: true) { db in try SQLiteSchema.migrate(db) }
                }
            case .readOnly, .immutable, .writingNothing:
                if mode == .writingNothing {
                    // Writes nothing while it is the file's only connection in the process.
                    try connection.openForReading()
                } else {
                    try connection.openForReading(mode: mode == .readOnly ? .readOnly : .immutable)
                }
                try connection.withDatabase(writing: false) { db in
                    guard try SQLiteSchema.hasEntryTable(db) else { throw HeroesStoreError.readOnly(path: path) }
                    if try SQLiteSchema.hasV2Columns(db) { routeColumn = SQLiteSchema.v2RouteOfKind }
                }
            }
            try CacheFiles.checkOwnFiles(path)
            return SQLiteHeroesStore(
                connection: connection, path: path, limits: settings.limits, isReadOnly: mode != .readWrite,
                routeColumn: routeColumn
            )
        } catch {
            connection.close()
            throw HeroesStoreError(error, path: path)
        }
    }

    /// Settings of every connection: entries are read once per command, so a small page cache
    /// keeps `--all` (7 MB of bodies) from holding megabytes of pages.
    private static func configure(_ db: SQLiteDatabase) throws {
        try db.execute("PRAGMA cache_size = -\(pageCacheKiB)")
    }

    /// A read-write connection of the file, in WAL mode.
    private static func openWritable(_ settings: ConnectionSettings) throws -> SQLiteDatabase {
        let db = try SQLiteDatabase(path: settings.path, mode: .readWrite, busyTimeout: .seconds(busyTimeout))
        do {
            try configure(db)
            // No fsync at all (`synchronous = OFF`): everything here can be fetched again, and a command
            // that stores an answer synced four times with NORMAL (the WAL's header, its folder, then the
            // WAL and the file at the checkpoint of the last close; the cost is in
            // benchmarks/DECISIONS.md). A process that crashes loses nothing (the kernel has the writes);
            // only a crash of the system or a power cut before the kernel writes them back can leave the
            // file damaged, and a damaged file is moved aside and rebuilt
            // (``open(directory:now:writesFirst:)``, ``run(writing:_:)``), an entry that no longer decodes
            // is fetched again, and an answer is checked against its request before it is used
            // (``AnswerCheck``). The WAL is truncated after a checkpoint, so that one large write does not
            // leave it large.
            try db.execute(
                "PRAGMA synchronous = OFF; PRAGMA journal_size_limit = \(CacheLimits.walBytesKept)")
            if let maximumPageCount = settings.maximumPageCount {
                try db.execute("PRAGMA max_page_count = \(maximumPageCount)")
            }
            // Set once, in the file: asked first, so that opening a file in WAL mode writes nothing.
            if try db.firstRow("PRAGMA journal_mode", [], { $0.string(at: 0) }) != "wal" {
                try db.execute("PRAGMA journal_mode = WAL")
            }
            // The -wal and -shm stay (emptied) when the last connection closes, so that the next
            // command's read-only connection finds them and creates nothing.
            db.keepWALFilesOnClose()
            return db
        } catch {
            db.close()
            throw error
        }
    }
}

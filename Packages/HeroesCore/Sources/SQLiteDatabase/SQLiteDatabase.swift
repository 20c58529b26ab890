import CSQLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One connection to one SQLite database file: the thin layer heroes uses instead of a
/// framework, for its cache and its catalog.
///
/// Opening never follows a symbolic link at the file itself (`SQLITE_OPEN_NOFOLLOW`), never reads
/// a path as a URI, and asks for extended result codes, so that a ``SQLiteError`` tells a damaged file from a
/// locked one. Statements asked for by SQL (``statement(_:)``, ``execute(_:_:)``,
/// ``firstRow(_:_:_:)``, ``allRows(_:_:_:)``) are prepared once and kept for the next call.
///
/// A connection is `Sendable` so that it can be handed from one task or thread to another (a
/// pool's checkout, a `Mutex`), but it must be used by one at a time: SQLite is opened without
/// its own locks (`SQLITE_OPEN_NOMUTEX`). Keep one per task, or put it behind a `Mutex`; for
/// concurrent readers open one read-only connection each.
public final class SQLiteDatabase: @unchecked Sendable {
    /// The version of the SQLite linked in, for example `3.40.1`. SQLite is linked statically
    /// (from Debian's libsqlite3.a), so a SQLite update reaches a binary only when it is built
    /// again.
    public static var libraryVersion: String { String(cString: sqlite3_libversion()) }

    /// How a file is opened.
    public enum Mode: Sendable, Equatable {
        /// Read and write a file that exists.
        case readWrite
        /// Read and write, creating the file when it is missing.
        case create
        /// Read only; another connection or process may write meanwhile. (In WAL mode SQLite
        /// still keeps the WAL's shared-memory index in the `-shm` file, as every connection does.)
        case readOnly
        /// Read only, writing no file at all, not even the WAL's shared-memory index
        /// (`readonly_shm`): with another process keeping that index it is read; with none,
        /// the WAL is read into memory. SQLite keeps one index per file in a process, made by
        /// the first connection that needs it, and one made here cannot be written: while this
        /// connection is open, no other connection of the file may be opened in the process.
        case readOnlyWritingNothing
        /// Read only, promising SQLite that nothing changes the file (`immutable`): no locks,
        /// and no WAL looked for or made. Only for a file no one writes.
        case immutable
    }

    /// The path it was opened with (`:memory:` for a database in memory).
    public let path: String
    /// How it was opened.
    public let mode: Mode
    let handle: OpaquePointer
    /// The statements prepared by SQL, for reuse; emptied when it grows past ``maxCachedStatements``.
    private var cachedStatements: [String: SQLiteStatement] = [:]
    private var isClosed = false
    private static let maxCachedStatements = 64

    /// Opens the database file at `path`.
    ///
    /// - Parameters:
    ///   - path: A file path, never a URI. A symbolic link at the file is refused; links in the
    ///     folders above it are followed (a home reached through `/home -> /var/home`): SQLite
    ///     is handed the path with its folder resolved, since `SQLITE_OPEN_NOFOLLOW` alone refuses
    ///     a link at any part of the path. Whether a folder may be a link is the caller's to check.
    ///   - mode: Read-write, creating, read-only or immutable.
    ///   - busyTimeout: How long a statement waits for another connection's lock before failing
    ///     with ``SQLiteError/isBusy``; `nil` fails at once.
    /// - Throws: ``SQLiteError`` (``SQLiteError/isSymbolicLink`` for a link,
    ///   ``SQLiteError/isCannotOpen`` for a missing file in the modes that do not create one).
    public init(path: String, mode: Mode, busyTimeout: Duration? = nil) throws(SQLiteError) {
        guard !path.utf8.contains(0), !path.isEmpty else {
            throw SQLiteError(code: SQLITE_CANTOPEN, message: "not a file path: \(path.debugDescription)")
        }
        var flags = SQLITE_OPEN_NOFOLLOW | SQLITE_OPEN_EXRESCODE | SQLITE_OPEN_NOMUTEX
        let resolved = Self.resolvingFolder(of: path)
        var name = resolved
        switch mode {
        case .readWrite: flags |= SQLITE_OPEN_READWRITE
        case .create: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .readOnly, .readOnlyWritingNothing, .immutable:
            // These options exist only as URI parameters: the URI is made here, from the path
            // with every byte but the unreserved ones escaped, so no path is ever read as one.
            flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
            let options =
                switch mode {
                case .immutable: "?mode=ro&immutable=1"
                case .readOnlyWritingNothing: "?mode=ro&readonly_shm=1"
                default: "?mode=ro"
                }
            name = "file:" + Self.escaped(resolved) + options
        }
        self.handle = try Self.open(name, flags: flags, path: path)
        self.path = path
        self.mode = mode
        if let busyTimeout { setBusyTimeout(busyTimeout) }
    }

    private init(memoryHandle: OpaquePointer) {
        self.handle = memoryHandle
        self.path = ":memory:"
        self.mode = .create
    }

    /// A new, empty database in memory, gone when the connection closes: for a catalog made
    /// at run time and for tests.
    public static func inMemory() throws(SQLiteError) -> SQLiteDatabase {
        SQLiteDatabase(
            memoryHandle: try open(
                ":memory:",
                flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_MEMORY
                    | SQLITE_OPEN_EXRESCODE | SQLITE_OPEN_NOMUTEX, path: ":memory:"))
    }

    private static func open(_ name: String, flags: Int32, path: String) throws(SQLiteError) -> OpaquePointer {
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(name, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let failure = SQLiteError(code: code, handle: handle, sql: nil)
            sqlite3_close_v2(handle)
            throw SQLiteError(code: failure.code, message: failure.message + " (\(path))")
        }
        return handle
    }

    /// `path` with the links in its folder resolved (`realpath` of all but the last part), so that
    /// `SQLITE_OPEN_NOFOLLOW` refuses a link at the file alone; `path` itself when the folder
    /// cannot be resolved (missing: SQLite then fails to open it and says so).
    static func resolvingFolder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        let folder = slash == path.utf8.startIndex ? "/" : String(path[..<slash])
        guard let real = realpath(folder, nil) else { return path }
        defer { free(real) }
        let resolved = String(cString: real)
        return (resolved == "/" ? "" : resolved) + String(path[slash...])
    }

    /// `path` with every byte but ASCII letters, digits, `-._~/` written `%XX`, for a `file:` URI.
    static func escaped(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    deinit {
        close()
    }

    /// Closes the connection and its statements; later calls fail. Done on release too.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        cachedStatements = [:]
        sqlite3_close_v2(handle)
    }

    /// Sets how long a statement waits for another connection's lock (whole milliseconds).
    public func setBusyTimeout(_ timeout: Duration) {
        let milliseconds = timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000
        sqlite3_busy_timeout(handle, Int32(clamping: max(0, milliseconds)))
    }

    /// Keeps the `-wal` and `-shm` files when the last connection closes (emptied, not deleted:
    /// `SQLITE_FCNTL_PERSIST_WAL`), so that the next opening finds files it need not create,
    /// and a read-only connection can read the file without creating any.
    public func keepWALFilesOnClose() {
        var on: Int32 = 1
        _ = sqlite3_file_control(handle, "main", SQLITE_FCNTL_PERSIST_WAL, &on)
    }

    /// Runs `sql`, one statement or several separated by `;`, without arguments and ignoring
    /// any rows: for schema scripts and pragmas.
    public func execute(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        guard code == SQLITE_OK else {
            let text = message.map {
                String(decoding: UnsafeRawBufferPointer(start: $0, count: strlenOf(UnsafePointer($0))), as: UTF8.self)
            }
            throw SQLiteError(code: sqlite3_extended_errcode(handle), message: text ?? "SQLite error \(code)", sql: sql)
        }
    }

    /// Runs the one statement `sql` with `arguments` bound in order, ignoring any rows.
    public func execute(_ sql: String, _ arguments: [any SQLiteBindable]) throws(SQLiteError) {
        let statement = try statement(sql)
        try statement.bind(arguments)
        try statement.run()
    }

    /// The prepared statement of `sql`, made once and reused by later calls with the same SQL;
    /// reset, its values still bound (``SQLiteStatement/bind(_:)`` resets and replaces them).
    public func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let statement = cachedStatements[sql] {
            statement.reset()
            return statement
        }
        let statement = try prepare(sql)
        if cachedStatements.count >= Self.maxCachedStatements { cachedStatements = [:] }
        cachedStatements[sql] = statement
        return statement
    }

    /// A new prepared statement of `sql` that is not kept: for SQL that runs once.
    public func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        guard !isClosed else { throw SQLiteError(code: SQLITE_MISUSE, message: "the connection is closed", sql: sql) }
        return try SQLiteStatement(sql: sql, database: self)
    }

    /// `read` of the first row of `sql` with `arguments`, or `nil` when it gives none.
    public func firstRow<T>(
        _ sql: String, _ arguments: [any SQLiteBindable] = [], _ read: (SQLiteStatement) throws -> T
    ) throws -> T? {
        let statement = try statement(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        return try statement.step() ? read(statement) : nil
    }

    /// `read` of each row of `sql` with `arguments`, in order.
    public func allRows<T>(
        _ sql: String, _ arguments: [any SQLiteBindable] = [], _ read: (SQLiteStatement) throws -> T
    ) throws -> [T] {
        let statement = try statement(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        var rows: [T] = []
        while try statement.step() { rows.append(try read(statement)) }
        return rows
    }

    /// The BLOB in `column` of the row `rowID` of `table` (of the main database), read straight
    /// into memory of its own (`sqlite3_blob_read` copies it from its pages once, where a
    /// statement's row first assembles a BLOB spread over overflow pages into a buffer of
    /// SQLite's); `nil` when there is no such row. The memory is allocated with
    /// `UnsafeMutableRawBufferPointer.allocate(byteCount:alignment:)` and is the caller's to
    /// deallocate.
    public func readBlob(table: String, column: String, rowID: Int64) throws(SQLiteError)
        -> UnsafeMutableRawBufferPointer?
    {
        guard !isClosed else { throw SQLiteError(code: SQLITE_MISUSE, message: "the connection is closed") }
        var blob: OpaquePointer?
        let opened = sqlite3_blob_open(handle, "main", table, column, rowID, 0, &blob)
        defer { if let blob { sqlite3_blob_close(blob) } }
        guard opened == SQLITE_OK, let blob else {
            // A missing row is SQLITE_ERROR with "no such rowid: N"; anything else is a failure.
            if opened == SQLITE_ERROR, String(cString: sqlite3_errmsg(handle)).hasPrefix("no such rowid") { return nil }
            throw SQLiteError(code: opened, handle: handle, sql: nil)
        }
        let count = Int(sqlite3_blob_bytes(blob))
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 16)
        guard count > 0 else { return buffer }
        let read = sqlite3_blob_read(blob, buffer.baseAddress, Int32(count), 0)
        guard read == SQLITE_OK else {
            buffer.deallocate()
            throw SQLiteError(code: read, handle: handle, sql: nil)
        }
        return buffer
    }

    /// How many rows the last `INSERT`, `UPDATE` or `DELETE` changed.
    public var changes: Int { Int(sqlite3_changes64(handle)) }

    /// Whether no transaction is open.
    public var isAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }

    /// Runs `body` in a write transaction (`BEGIN IMMEDIATE`: it takes the write lock first,
    /// waiting up to the busy timeout, so it never fails half-way on another writer) and
    /// commits; when `body` throws, or the commit fails, everything is rolled back and the
    /// error thrown.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if !isAutocommit { try? execute("ROLLBACK") }
            throw error
        }
    }

    /// The schema version the application keeps in the file's header (`PRAGMA user_version`);
    /// 0 in a new file.
    public func userVersion() throws(SQLiteError) -> Int {
        let statement = try statement("PRAGMA user_version")
        defer { statement.reset() }
        return try statement.step() ? statement.int(at: 0) : 0
    }

    /// Sets ``userVersion()``; inside a transaction, it is rolled back with it.
    public func setUserVersion(_ version: Int) throws(SQLiteError) {
        try execute("PRAGMA user_version = \(Int32(clamping: version))")
    }
}

/// The length of a C string SQLite returned.
func strlenOf(_ text: UnsafePointer<CChar>) -> Int {
    var count = 0
    while text[count] != 0 { count += 1 }
    return count
}

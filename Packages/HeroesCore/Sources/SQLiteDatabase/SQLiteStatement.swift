import CSQLite
public import FoundationEssentials

/// One prepared statement of a ``SQLiteDatabase``: bind values by position, then ``step()``
/// through its rows and read each row's columns by index.
///
/// It belongs to its connection and shares its rules: one task at a time. Statements from
/// ``SQLiteDatabase/statement(_:)`` are kept and reused by the connection; do not keep one past
/// the call that asked for it.
public final class SQLiteStatement {
    /// The SQL it was prepared from.
    public let sql: String
    let handle: OpaquePointer

    init(sql: String, database: SQLiteDatabase) throws(SQLiteError) {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(database.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw SQLiteError(code: code == SQLITE_OK ? SQLITE_MISUSE : code, handle: database.handle, sql: sql)
        }
        self.sql = sql
        self.handle = statement
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Resets it to run again from the start and binds `values` to its `?`s in order (the
    /// ones not given are NULL).
    ///
    /// - Throws: ``SQLiteError`` for more values than the statement has places, or a value
    ///   SQLite refuses (a text or blob over its length limit).
    public func bind(_ values: [any SQLiteBindable]) throws(SQLiteError) {
        reset()
        for (index, value) in values.enumerated() {
            try bind(value.sqliteValue, at: Int32(index + 1))
        }
    }

    private func bind(_ value: SQLiteValue, at index: Int32) throws(SQLiteError) {
        let code: Int32 =
            switch value {
            case .integer(let number): sqlite3_bind_int64(handle, index, number)
            case .real(let number): sqlite3_bind_double(handle, index, number)
            case .null: sqlite3_bind_null(handle, index)
            case .text(var text):
                // Counted, not NUL-terminated, so that a NUL inside the text is kept.
                text.withUTF8 { buffer in
                    guard let base = buffer.baseAddress, !buffer.isEmpty else {
                        return sqlite3_bind_text64(handle, index, "", 0, Self.transient, UInt8(SQLITE_UTF8))
                    }
                    return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                        sqlite3_bind_text64(handle, index, $0, UInt64(buffer.count), Self.transient, UInt8(SQLITE_UTF8))
                    }
                }
            case .blob(let bytes):
                bytes.withUnsafeBytes { raw in
                    // A NULL pointer would bind NULL: an empty blob is bound as a zero-length one.
                    raw.baseAddress.map { sqlite3_bind_blob64(handle, index, $0, UInt64(raw.count), Self.transient) }
                        ?? sqlite3_bind_zeroblob(handle, index, 0)
                }
            }
        guard code == SQLITE_OK else { throw error(code) }
    }

    /// Makes SQLite copy what is bound (`SQLITE_TRANSIENT`, a macro Swift does not import).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Runs it to its next row: `true` when a row is there to read, `false` when it is done.
    ///
    /// - Throws: ``SQLiteError`` (busy past the timeout, a constraint, a damaged page…); the
    ///   statement is then reset.
    public func step() throws(SQLiteError) -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code:
            let failure = error(code)
            sqlite3_reset(handle)
            throw failure
        }
    }

    /// Runs it to the end, ignoring any rows.
    public func run() throws(SQLiteError) {
        while try step() {}
    }

    /// Makes it ready to run again; the bound values stay.
    public func reset() {
        sqlite3_reset(handle)
    }

    /// The number of columns of its rows.
    public var columnCount: Int { Int(sqlite3_column_count(handle)) }

    /// The name of the column at `index`.
    public func columnName(at index: Int) -> String {
        sqlite3_column_name(handle, Int32(index)).map { String(cString: $0) } ?? ""
    }

    /// Whether the current row's column at `index` is NULL.
    public func isNull(at index: Int) -> Bool {
        sqlite3_column_type(handle, Int32(index)) == SQLITE_NULL
    }

    /// The current row's column at `index` as an integer (SQLite's conversion; 0 for NULL).
    public func int64(at index: Int) -> Int64 {
        sqlite3_column_int64(handle, Int32(index))
    }

    /// The current row's column at `index` as an `Int`.
    public func int(at index: Int) -> Int {
        Int(truncatingIfNeeded: sqlite3_column_int64(handle, Int32(index)))
    }

    /// The current row's column at `index` as a `Double` (0 for NULL).
    public func double(at index: Int) -> Double {
        sqlite3_column_double(handle, Int32(index))
    }

    /// The current row's column at `index` as text, `nil` for NULL. Bytes that are not UTF-8
    /// (the file is outside data) are replaced with U+FFFD, never trusted.
    public func string(at index: Int) -> String? {
        guard !isNull(at: index) else { return nil }
        return withUnsafeBytes(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// The current row's column at `index` as the type SQLite holds it in and its value (text as
    /// ``string(at:)`` reads it).
    public func value(at index: Int) -> SQLiteValue {
        switch sqlite3_column_type(handle, Int32(index)) {
        case SQLITE_INTEGER: .integer(int64(at: index))
        case SQLITE_FLOAT: .real(double(at: index))
        case SQLITE_TEXT: .text(string(at: index) ?? "")
        case SQLITE_BLOB: .blob(bytes(at: index) ?? [])
        default: .null
        }
    }

    /// The current row's column at `index` as bytes, `nil` for NULL (an empty blob is `[]`).
    public func bytes(at index: Int) -> [UInt8]? {
        guard !isNull(at: index) else { return nil }
        return withUnsafeBytes(at: index) { Array($0) }
    }

    /// The current row's column at `index` as `Data`, `nil` for NULL.
    public func data(at index: Int) -> Data? {
        guard !isNull(at: index) else { return nil }
        return withUnsafeBytes(at: index) { Data($0) }
    }

    /// Hands `body` the current row's column at `index` as bytes without copying them (empty
    /// for NULL); they are valid only inside `body`.
    public func withUnsafeBytes<T>(at index: Int, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        let column = Int32(index)
        let start = sqlite3_column_blob(handle, column)
        let count = Int(sqlite3_column_bytes(handle, column))
        return try body(UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : count))
    }

    private func error(_ code: Int32) -> SQLiteError {
        // The connection's handle, through the statement: valid while the statement lives, even
        // after the connection was closed (SQLite keeps it until its last statement is finalized).
        SQLiteError(code: code, handle: sqlite3_db_handle(handle), sql: sql)
    }
}

import CSQLite

/// A failure SQLite reported: its extended result code, its message and the SQL it was running,
/// so that a caller can tell a damaged file from a lock held too long or a full disk without
/// reading text.
public struct SQLiteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// SQLite's extended result code (`SQLITE_CORRUPT_INDEX`, `SQLITE_CANTOPEN_SYMLINK`, …).
    public let code: Int32
    /// SQLite's message (`sqlite3_errmsg`), or the code's description when it gave none.
    public let message: String
    /// The SQL that failed, when the failure came from a statement.
    public let sql: String?

    /// An error of `code`, with `message`, about `sql`.
    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    /// The primary result code (`SQLITE_CORRUPT` for `SQLITE_CORRUPT_INDEX`).
    public var primaryCode: Int32 { code & 0xFF }

    /// The file is not a database, or a damaged one: moving it aside is the fix.
    public var isCorruption: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }
    /// Another connection held a lock for longer than the busy timeout.
    public var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }
    /// The file (or the connection) cannot be written, or permission was refused.
    public var isReadOnly: Bool {
        primaryCode == SQLITE_READONLY || primaryCode == SQLITE_PERM || primaryCode == SQLITE_AUTH
    }
    /// The disk, or the database's `max_page_count`, is full.
    public var isFull: Bool { primaryCode == SQLITE_FULL }
    /// The file could not be opened (missing, a folder, no permission).
    public var isCannotOpen: Bool { primaryCode == SQLITE_CANTOPEN }
    /// The path is a symbolic link, which ``SQLiteDatabase`` never follows.
    public var isSymbolicLink: Bool { code == Self.cantOpenSymlink }
    /// A constraint (unique, not null, check) refused the change.
    public var isConstraint: Bool { primaryCode == SQLITE_CONSTRAINT }

    /// `SQLITE_CANTOPEN_SYMLINK`, a macro Swift does not import.
    static let cantOpenSymlink: Int32 = SQLITE_CANTOPEN | (6 << 8)

    /// `message (code N) in: sql`, on one line.
    public var description: String {
        var text = "\(message) (SQLite code \(code))"
        if let sql { text += " in: " + sql.split(whereSeparator: \.isNewline).joined(separator: " ") }
        return text
    }

    /// The error the connection `handle` holds after `code`, about `sql`.
    init(code: Int32, handle: OpaquePointer?, sql: String?) {
        let message: String =
            if let handle, let text = sqlite3_errmsg(handle) {
                String(decoding: UnsafeRawBufferPointer(start: text, count: strlenOf(text)), as: UTF8.self)
            } else if let text = sqlite3_errstr(code) {
                String(decoding: UnsafeRawBufferPointer(start: text, count: strlenOf(text)), as: UTF8.self)
            } else {
                "SQLite error"
            }
        self.init(code: code, message: message, sql: sql)
    }
}

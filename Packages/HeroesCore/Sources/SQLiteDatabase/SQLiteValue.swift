public import FoundationEssentials

/// One value bound to a statement's `?`: SQLite's five storage classes.
public enum SQLiteValue: Sendable, Hashable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
    case null
}

/// A Swift value that binds as one ``SQLiteValue``: `Int`, `Int64`, `Double`, `Bool` (0 or
/// 1), `String`, `[UInt8]` and `Data` (blobs), and an optional of any of them (`nil` binds
/// NULL), so that arguments are written as `[id, name, body]`.
public protocol SQLiteBindable {
    /// The value bound.
    var sqliteValue: SQLiteValue { get }
}

extension SQLiteValue: SQLiteBindable {
    public var sqliteValue: SQLiteValue { self }
}

extension Int: SQLiteBindable {
    public var sqliteValue: SQLiteValue { .integer(Int64(self)) }
}

extension Int64: SQLiteBindable {
    public var sqliteValue: SQLiteValue { .integer(self) }
}

extension Double: SQLiteBindable {
    public var sqliteValue: SQLiteValue { .real(self) }
}

extension Bool: SQLiteBindable {
    public var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }
}

extension String: SQLiteBindable {
    public var sqliteValue: SQLiteValue { .text(self) }
}

extension Array: SQLiteBindable where Element == UInt8 {
    public var sqliteValue: SQLiteValue { .blob(self) }
}

extension Data: SQLiteBindable {
    public var sqliteValue: SQLiteValue { .blob(Array(self)) }
}

extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
    public var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }
}

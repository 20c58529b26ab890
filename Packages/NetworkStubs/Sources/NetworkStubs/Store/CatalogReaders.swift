import Dispatch
import SQLiteDatabase
import Synchronization

/// The connections a ``CatalogDatabase`` reads through: a few read-only connections of one file,
/// each used by one query at a time, so that `heroes serve` answers from its event loops and
/// the concurrency pool at once; or the one connection of a catalog made in memory.
///
/// A read takes an idle connection, or opens one while fewer than the maximum are open, or
/// waits for one to come back: at most `maximum` are ever open, and none is shared.
final class CatalogReaders: Sendable {
    /// The connections not in use.
    private let idle: Mutex<[SQLiteDatabase]>
    /// One per connection that may be in use at once.
    private let slots: DispatchSemaphore
    /// Opens another connection; `nil` for a database in memory, whose one connection is all.
    private let open: (@Sendable () throws -> SQLiteDatabase)?

    /// Up to `maximum` connections made by `open`; the first is opened now, so that a file
    /// that cannot be read fails here.
    init(maximum: Int, open: @escaping @Sendable () throws -> SQLiteDatabase) throws {
        idle = Mutex([try open()])
        slots = DispatchSemaphore(value: max(1, maximum))
        self.open = open
    }

    /// The one connection `database` (a catalog in memory), used by one read at a time.
    init(single database: SQLiteDatabase) {
        idle = Mutex([database])
        slots = DispatchSemaphore(value: 1)
        open = nil
    }

    /// Runs `body` with a connection no other read is using.
    func read<T>(_ body: (SQLiteDatabase) throws -> T) throws -> T {
        slots.wait()
        defer { slots.signal() }
        let database = try idle.withLock { $0.popLast() } ?? openAnother()
        defer { idle.withLock { $0.append(database) } }
        return try body(database)
    }

    private func openAnother() throws -> SQLiteDatabase {
        guard let open else { throw SQLiteError(code: 21, message: "the catalog's connection is in use") }
        return try open()
    }
}

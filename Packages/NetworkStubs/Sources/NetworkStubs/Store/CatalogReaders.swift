import Dispatch
import SQLiteDatabase
import Synchronization

/// The connections a ``CatalogDatabase`` reads through: a few read-only connections of one file,
/// each used by one query at a time, so that `heroes serve` answers from its event loops and
/// the concurrency pool at once; or the one connection of a catalog made in memory.
///
/// A read takes an idle connection, or opens one while fewer than the maximum are open, or
/// waits for one to come back: at most `maximum` are ever open, and none is shared.
///
/// A file given a `repair` is mended once when SQLite finds it damaged (`SQLITE_CORRUPT`,
/// `SQLITE_NOTADB`) in a read: `repair` writes it again, every connection of the damaged file
/// is closed (those in use when they come back), and the read runs once more on a new
/// connection. A read that finds damage again, after the repair, fails with SQLite's error.
final class CatalogReaders: Sendable {
    /// The connections not in use, and how many times the file has been repaired.
    private let pool: Mutex<Pool>
    /// One per connection that may be in use at once.
    private let slots: DispatchSemaphore
    /// Opens another connection; `nil` for a database in memory, whose one connection is all.
    private let open: (@Sendable () throws -> SQLiteDatabase)?
    /// Writes the file again after SQLite found it damaged; `nil` for a file that is not
    /// repaired (and for a database in memory).
    private let repair: (@Sendable (SQLiteError) throws -> Void)?
    /// How many reads may run at once: 1 for a database in memory.
    let maximum: Int

    /// The idle connections, each with the repair it was opened after.
    private struct Pool {
        var idle: [(database: SQLiteDatabase, generation: Int)] = []
        /// How many repairs have been made; a connection of an older generation reads the damaged file.
        var generation = 0
    }

    /// Up to `maximum` connections made by `open`; the first is opened now, so that a file
    /// that cannot be read fails here. `repair` writes the file again (see the type).
    init(
        maximum: Int, open: @escaping @Sendable () throws -> SQLiteDatabase,
        repair: (@Sendable (SQLiteError) throws -> Void)? = nil
    ) throws {
        pool = Mutex(Pool(idle: [(try open(), 0)]))
        slots = DispatchSemaphore(value: max(1, maximum))
        self.maximum = max(1, maximum)
        self.open = open
        self.repair = repair
    }

    /// The one connection `database` (a catalog in memory), used by one read at a time.
    init(single database: SQLiteDatabase) {
        pool = Mutex(Pool(idle: [(database, 0)]))
        slots = DispatchSemaphore(value: 1)
        maximum = 1
        open = nil
        repair = nil
    }

    /// Runs `body` with a connection no other read is using.
    func read<T>(_ body: (SQLiteDatabase) throws -> T) throws -> T {
        slots.wait()
        defer { slots.signal() }
        let (database, generation) = try take()
        do {
            defer { giveBack(database, generation) }
            return try body(database)
        } catch let error as SQLiteError where error.isCorruption && repair != nil {
            try repairOnce(after: generation, error)
            let (fresh, freshGeneration) = try take()
            defer { giveBack(fresh, freshGeneration) }
            return try body(fresh)
        }
    }

    /// An idle connection of the current generation, or a new one.
    private func take() throws -> (SQLiteDatabase, Int) {
        let (taken, generation) = pool.withLock { pool in (pool.idle.popLast(), pool.generation) }
        if let taken { return taken }
        return (try openAnother(), generation)
    }

    /// Puts `database` back among the idle ones, unless it reads a file repaired since.
    private func giveBack(_ database: SQLiteDatabase, _ generation: Int) {
        let stale = pool.withLock { pool in
            guard generation == pool.generation else { return true }
            pool.idle.append((database, generation))
            return false
        }
        if stale { database.close() }
    }

    /// Repairs the file found damaged by a read on a connection of `generation`, unless another
    /// read has repaired it since; the idle connections of the damaged file are closed.
    private func repairOnce(after generation: Int, _ error: SQLiteError) throws {
        guard let repair else { throw error }
        let closed: [SQLiteDatabase]? = try pool.withLock { pool in
            guard pool.generation == generation else { return nil }
            guard generation == 0 else { throw error }  // repaired once already: the damage is not the file's
            try repair(error)
            pool.generation += 1
            defer { pool.idle.removeAll() }
            return pool.idle.map(\.database)
        }
        for database in closed ?? [] { database.close() }
    }

    private func openAnother() throws -> SQLiteDatabase {
        guard let open else { throw SQLiteError(code: 21, message: "the catalog's connection is in use") }
        return try open()
    }
}

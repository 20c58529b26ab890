import SQLiteDatabase
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one connection a ``SQLiteHeroesStore`` holds, behind a lock: read-only until the first
/// write, then read-write.
///
/// A read-only connection that is the cache file's only connection in the process is opened
/// ``SQLiteDatabase/Mode/readOnlyWritingNothing``, so that a command answered from the cache
/// writes no file, not even SQLite's shared-memory index of the WAL. SQLite keeps one such index
/// per file in a process, made by the first connection that needs it, and one made by that
/// connection cannot be written: so before any other connection of the file opens in this
/// process (another store's, or this one's read-write one), that connection is replaced by a
/// plain read-only one (``demote()``). The process-wide ``registry`` knows which one it is.
final class CacheConnection: Sendable {
    let path: String
    /// The connection; `nil` before the first opening and once closed.
    private let database = Mutex<SQLiteDatabase?>(nil)
    /// Whether ``close()`` was called: later calls fail instead of opening again.
    private let isClosed = Mutex(false)
    /// Opens the file read-write, configured.
    private let openWriter: @Sendable () throws -> SQLiteDatabase
    /// Opens the file read-only in a mode, configured.
    private let openReader: @Sendable (SQLiteDatabase.Mode) throws -> SQLiteDatabase
    /// Whether this connection may never write (a read-only folder): it stays as opened.
    let isReadOnly: Bool

    init(
        path: String, isReadOnly: Bool, openReader: @escaping @Sendable (SQLiteDatabase.Mode) throws -> SQLiteDatabase,
        openWriter: @escaping @Sendable () throws -> SQLiteDatabase
    ) {
        self.path = path
        self.isReadOnly = isReadOnly
        self.openReader = openReader
        self.openWriter = openWriter
    }

    deinit {
        database.withLock { close(&$0) }
    }

    /// Opens the read-only connection (`mode` for a read-only folder, else the mode that writes
    /// nothing when no other connection of the file is open in the process).
    func openForReading(mode fixedMode: SQLiteDatabase.Mode? = nil) throws {
        try database.withLock { current in
            close(&current)
            current = try openRegistered(fixedMode.map { .fixed($0) } ?? .reader(self))
        }
    }

    /// Runs `body` with the connection; with `writing`, a read-write one, opened in place of
    /// the read-only one the first time.
    func withDatabase<T>(writing: Bool, _ body: (SQLiteDatabase) throws -> T) throws -> T {
        try database.withLock { current throws -> T in
            if isClosed.withLock({ $0 }) || (current == nil && !writing) {
                throw HeroesStoreError.failed(path: path, reason: "the cache was closed")
            }
            if writing && current?.mode != .readWrite && current?.mode != .create {
                close(&current)
                do {
                    current = try openRegistered(.writer)
                } catch {
                    current = try? openRegistered(.reader(self))
                    throw error
                }
            }
            return try body(current!)
        }
    }

    /// Closes the connection; later calls fail.
    func close() {
        database.withLock { current in
            isClosed.withLock { $0 = true }
            close(&current)
        }
    }

    /// Replaces a connection that writes nothing by a plain read-only one, so that another
    /// connection of the file can open in this process.
    fileprivate func demote() {
        database.withLock { current in
            guard current?.mode == .readOnlyWritingNothing else { return }
            close(&current)
            current = try? openRegistered(.fixed(.readOnly))
        }
    }

    private func close(_ current: inout SQLiteDatabase?) {
        guard let open = current else { return }
        open.close()
        current = nil
        Self.release(path, writingNothing: open.mode == .readOnlyWritingNothing)
    }

    /// What is opened: the read-only connection of a store (writing nothing when alone), a
    /// read-only connection in a given mode, or the read-write one.
    private enum Opening {
        case reader(CacheConnection)
        case fixed(SQLiteDatabase.Mode)
        case writer
    }

    private func openRegistered(_ opening: Opening) throws -> SQLiteDatabase {
        let candidate: CacheConnection? = if case .reader(let box) = opening { box } else { nil }
        let alone = try Self.register(path, candidate: candidate)
        do {
            switch opening {
            case .reader: return try openReader(alone ? .readOnlyWritingNothing : .readOnly)
            case .fixed(let mode): return try openReader(mode)
            case .writer: return try openWriter()
            }
        } catch {
            Self.release(path, writingNothing: alone)
            throw error
        }
    }

    // MARK: The process's connections of each file

    /// The connections of one file open in this process.
    private struct Users {
        var open = 0
        /// The connection that writes nothing, when one is open (then it is the only one).
        var writingNothing = false
        weak var owner: CacheConnection?
    }

    private static let registry = Mutex<[String: Users]>([:])

    /// Counts a connection about to open; first replaces one that writes nothing by a plain one.
    /// - Returns: Whether it may write nothing: `candidate` asked for it, and no other
    ///   connection of the file is open in the process.
    private static func register(_ path: String, candidate: CacheConnection?) throws -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(SQLiteHeroesStore.busyTimeout)
        while true {
            enum Step {
                case registered(alone: Bool)
                case demote(CacheConnection)
                case wait
            }
            let step = registry.withLock { users -> Step in
                var entry = users[path] ?? Users()
                if entry.writingNothing {
                    // Its owner is being released (its connection is about to close) when gone.
                    return entry.owner.map { .demote($0) } ?? .wait
                }
                let alone = candidate != nil && entry.open == 0
                entry.open += 1
                if alone {
                    entry.writingNothing = true
                    entry.owner = candidate
                }
                users[path] = entry
                return .registered(alone: alone)
            }
            switch step {
            case .registered(let alone): return alone
            case .demote(let owner): owner.demote()
            case .wait:
                guard clock.now < deadline else { throw HeroesStoreError.busy(path: path) }
                usleep(1_000)
            }
        }
    }

    /// Counts a connection closed (or that failed to open).
    private static func release(_ path: String, writingNothing: Bool) {
        registry.withLock { users in
            guard var entry = users[path] else { return }
            entry.open = max(0, entry.open - 1)
            if writingNothing {
                entry.writingNothing = false
                entry.owner = nil
            }
            users[path] = entry.open == 0 ? nil : entry
        }
    }
}

import Foundation
import SQLiteDatabase
import Testing
import TestingUtils

/// The thin SQLite layer: typed errors with SQLite's codes, transactions, read-only and
/// symlinked files, statement reuse and the values bound and read back.
@Suite struct SQLiteDatabaseTests {
    private static func table(in folder: TemporaryFolder) throws -> (SQLiteDatabase, String) {
        let path = folder.url.appendingPathComponent("t.sqlite").path
        let db = try SQLiteDatabase(path: path, mode: .create)
        try db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, value)")
        return (db, path)
    }

    @Test func anErrorCarriesTheExtendedCodeSQLitesMessageAndTheSQL() throws {
        let db = try SQLiteDatabase.inMemory()
        try db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY)")
        try db.execute("INSERT INTO t VALUES (?)", [1])
        let error = try #require(throws: SQLiteError.self) { try db.execute("INSERT INTO t VALUES (?)", [1]) }
        #expect(error.code == 1555)  // SQLITE_CONSTRAINT_PRIMARYKEY
        #expect(error.isConstraint && !error.isCorruption && !error.isBusy)
        #expect(error.message.contains("UNIQUE constraint failed: t.id"))
        #expect(error.sql == "INSERT INTO t VALUES (?)")
        let syntax = try #require(throws: SQLiteError.self) { try db.execute("SELEC 1") }
        #expect(syntax.primaryCode == 1 && syntax.message.contains("syntax error") && syntax.sql == "SELEC 1")
    }

    @Test func aBlobReadDirectlyHasTheBytesAStatementReadsAndNoRowIsNil() throws {
        let db = try SQLiteDatabase.inMemory()
        try db.execute("CREATE TABLE b (id INTEGER PRIMARY KEY, bytes BLOB)")
        // Over many pages (overflow pages in the file), and an empty one.
        let big = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        try db.execute("INSERT INTO b VALUES (?, ?)", [1, Data(big)])
        try db.execute("INSERT INTO b VALUES (?, ?)", [2, Data()])
        let read = try #require(try db.readBlob(table: "b", column: "bytes", rowID: 1))
        defer { read.deallocate() }
        let viaStatement = try db.firstRow("SELECT bytes FROM b WHERE id = 1") { row in
            row.withUnsafeBytes(at: 0) { Array($0) }
        }
        #expect(Array(read) == big)
        #expect(viaStatement == big)
        let empty = try #require(try db.readBlob(table: "b", column: "bytes", rowID: 2))
        defer { empty.deallocate() }
        #expect(empty.isEmpty)
        #expect(try db.readBlob(table: "b", column: "bytes", rowID: 3) == nil)
        #expect(throws: SQLiteError.self) { try db.readBlob(table: "nothing", column: "bytes", rowID: 1) }
    }

    @Test func aFileThatIsNotADatabaseIsCorruption() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("garbage.sqlite").path
        try Data(String(repeating: "not a database ", count: 100).utf8).write(to: URL(fileURLWithPath: path))
        let db = try SQLiteDatabase(path: path, mode: .readOnly)
        let error = try #require(throws: SQLiteError.self) { try db.userVersion() }
        #expect(error.isCorruption && error.code == 26)  // SQLITE_NOTADB
    }

    @Test func aTransactionRollsBackWhenItsBodyThrows() throws {
        struct Stop: Error {}
        let db = try SQLiteDatabase.inMemory()
        try db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY)")
        #expect(throws: Stop.self) {
            try db.transaction {
                try db.execute("INSERT INTO t VALUES (1)")
                try db.setUserVersion(7)
                throw Stop()
            }
        }
        #expect(db.isAutocommit)
        #expect(try db.firstRow("SELECT count(*) FROM t") { $0.int(at: 0) } == 0)
        #expect(try db.userVersion() == 0)
        try db.transaction { try db.execute("INSERT INTO t VALUES (2)") }
        #expect(try db.allRows("SELECT id FROM t") { $0.int(at: 0) } == [2])
    }

    @Test func aReadOnlyConnectionRefusesWritesAndLeavesTheFileAlone() throws {
        let folder = try TemporaryFolder()
        let (writer, path) = try Self.table(in: folder)
        try writer.execute("INSERT INTO t VALUES (1, 'one')")
        writer.close()
        let reader = try SQLiteDatabase(path: path, mode: .readOnly)
        let error = try #require(throws: SQLiteError.self) { try reader.execute("INSERT INTO t VALUES (2, 'two')") }
        #expect(error.isReadOnly)
        #expect(try reader.firstRow("SELECT value FROM t") { $0.string(at: 0) } == "one")
    }

    @Test func aSymbolicLinkIsRefusedInEveryMode() throws {
        let folder = try TemporaryFolder()
        let (db, path) = try Self.table(in: folder)
        db.close()
        let link = folder.url.appendingPathComponent("link.sqlite").path
        #expect(symlink(path, link) == 0)
        for mode in [SQLiteDatabase.Mode.readWrite, .create, .readOnly, .immutable] {
            let error = try #require(throws: SQLiteError.self, "\(mode)") {
                let db = try SQLiteDatabase(path: link, mode: mode)
                _ = try db.userVersion()
            }
            #expect(error.isSymbolicLink && error.isCannotOpen, "\(mode)")
        }
    }

    @Test func aLinkAboveTheFileIsFollowedInEveryModeAndALinkAtTheFileBelowItRefused() throws {
        let folder = try TemporaryFolder()
        let real = folder.url.appendingPathComponent("real").path
        let linked = folder.url.appendingPathComponent("linked").path
        #expect(mkdir(real, 0o700) == 0 && symlink(real, linked) == 0)
        let writer = try SQLiteDatabase(path: linked + "/t.sqlite", mode: .create)
        try writer.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, value); INSERT INTO t VALUES (1, 'one')")
        writer.close()
        #expect(FileManager.default.fileExists(atPath: real + "/t.sqlite"))
        #expect(symlink(real + "/t.sqlite", real + "/link.sqlite") == 0)
        for mode in [SQLiteDatabase.Mode.readWrite, .create, .readOnly, .readOnlyWritingNothing, .immutable] {
            let db = try SQLiteDatabase(path: linked + "/t.sqlite", mode: mode)
            #expect(try db.firstRow("SELECT value FROM t") { $0.string(at: 0) } == "one", "\(mode)")
            #expect(db.path == linked + "/t.sqlite", "\(mode)")
            db.close()
            let error = try #require(throws: SQLiteError.self, "\(mode)") {
                _ = try SQLiteDatabase(path: linked + "/link.sqlite", mode: mode).userVersion()
            }
            #expect(error.isSymbolicLink, "\(mode)")
        }
    }

    @Test func aMissingFileIsNotCreatedOutsideCreateMode() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("missing.sqlite").path
        for mode in [SQLiteDatabase.Mode.readWrite, .readOnly] {
            let error = try #require(throws: SQLiteError.self) { _ = try SQLiteDatabase(path: path, mode: mode) }
            #expect(error.isCannotOpen, "\(mode)")
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aPathWithURICharactersIsAPathNotAURI() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("file:a?mode=memory&b#c %.sqlite").path
        let db = try SQLiteDatabase(path: path, mode: .create)
        try db.execute("CREATE TABLE t (id INTEGER)")
        db.close()
        #expect(FileManager.default.fileExists(atPath: path))
        let reader = try SQLiteDatabase(path: path, mode: .readOnly)
        #expect(try reader.firstRow("SELECT count(*) FROM t") { $0.int(at: 0) } == 0)
    }

    @Test func aStatementAskedForBySQLIsPreparedOnceAndReused() throws {
        let db = try SQLiteDatabase.inMemory()
        let first = try db.statement("SELECT ?")
        try first.bind([1])
        #expect(try first.step() && first.int(at: 0) == 1)
        let again = try db.statement("SELECT ?")
        #expect(again === first)
        try again.bind([2])
        #expect(try again.step() && again.int(at: 0) == 2)
        #expect(try db.prepare("SELECT ?") !== first)
    }

    @Test func valuesAtTheEdgesComeBackAsTheyWereBound() throws {
        let db = try SQLiteDatabase.inMemory()
        try db.execute("CREATE TABLE t (i INTEGER, v)")
        let values: [(any SQLiteBindable, String)] = [
            (Int64.max, "integer"), (Int64.min, "integer"), (Int.min, "integer"), (-0.5, "real"),
            ("a\u{0}b", "text"), ("", "text"), ([UInt8](), "blob"), (Data([0, 1, 255]), "blob"),
            (String?.none, "null"), (true, "integer"),
        ]
        for (index, (value, _)) in values.enumerated() {
            try db.execute("INSERT INTO t VALUES (?, ?)", [index, value])
        }
        let types = try db.allRows("SELECT typeof(v) FROM t ORDER BY i") { $0.string(at: 0) }
        #expect(types == values.map(\.1))
        #expect(try db.firstRow("SELECT v FROM t WHERE i = 0") { $0.int64(at: 0) } == Int64.max)
        #expect(try db.firstRow("SELECT v FROM t WHERE i = 1") { $0.int64(at: 0) } == Int64.min)
        #expect(try db.firstRow("SELECT v FROM t WHERE i = 3") { $0.double(at: 0) } == -0.5)
        #expect(
            try db.firstRow("SELECT v, length(CAST(v AS BLOB)) FROM t WHERE i = 4") {
                ($0.string(at: 0), $0.int(at: 1))
            }
            .map { [$0.0 ?? "", "\($0.1)"] } == ["a\u{0}b", "3"])
        #expect(try db.firstRow("SELECT v FROM t WHERE i = 5") { $0.string(at: 0) } == "")
        #expect(try db.firstRow("SELECT v FROM t WHERE i = 6") { $0.bytes(at: 0) } == [])
        #expect(try db.firstRow("SELECT v FROM t WHERE i = 7") { $0.data(at: 0) } == Data([0, 1, 255]))
        #expect(try db.firstRow("SELECT v IS NULL FROM t WHERE i = 8") { $0.int(at: 0) } == 1)
    }

    @Test func aColumnsValueIsTheTypeAndValueSQLiteHolds() throws {
        let db = try SQLiteDatabase.inMemory()
        try db.execute("CREATE TABLE t (i INTEGER, v, r REAL)")
        let values: [any SQLiteBindable] = [
            Int64.min, -0.5, "a\u{0}b", "", [UInt8](), [UInt8]([0, 255]), String?.none,
        ]
        for (index, value) in values.enumerated() {
            try db.execute("INSERT INTO t VALUES (?, ?, ?)", [index, value, index])
        }
        let read = try db.allRows("SELECT v FROM t ORDER BY i") { $0.value(at: 0) }
        #expect(read == values.map(\.sqliteValue))
        // A REAL column holds a whole number as a real.
        #expect(try db.firstRow("SELECT r FROM t WHERE i = 2") { $0.value(at: 0) } == .real(2))
    }

    @Test func textThatIsNotUTF8IsRepairedWhenRead() throws {
        let db = try SQLiteDatabase.inMemory()
        let text = try db.firstRow("SELECT CAST(? AS TEXT)", [[UInt8]([0x61, 0xFF, 0x62])]) { $0.string(at: 0) }
        #expect(text == "a\u{FFFD}b")
    }

    @Test func changesAndUserVersionAreTheFiles() throws {
        let folder = try TemporaryFolder()
        let (db, path) = try Self.table(in: folder)
        try db.execute("INSERT INTO t VALUES (1, 1), (2, 2), (3, 3)")
        try db.execute("DELETE FROM t WHERE id > ?", [1])
        #expect(db.changes == 2)
        try db.setUserVersion(3)
        db.close()
        #expect(try SQLiteDatabase(path: path, mode: .readOnly).userVersion() == 3)
    }

    @Test func aWriteWaitsForAnotherConnectionsLockThenFailsAsBusy() throws {
        let folder = try TemporaryFolder()
        let (holder, path) = try Self.table(in: folder)
        try holder.execute("BEGIN IMMEDIATE")
        defer { try? holder.execute("ROLLBACK") }
        let other = try SQLiteDatabase(path: path, mode: .readWrite, busyTimeout: .milliseconds(20))
        let error = try #require(throws: SQLiteError.self) { try other.transaction {} }
        #expect(error.isBusy)
    }
}

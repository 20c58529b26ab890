import Foundation
import GRDB
import MarvelWire

/// A catalog's records in a SQLite database of `CatalogSchema`, read-only once made: the one
/// store the query engine reads, whether the catalog is the 2017 snapshot on disk or one made in
/// memory from a file, a synthetic generator or a test's records.
public struct CatalogDatabase: Sendable {
    /// Where the records are read from.
    let reader: any DatabaseReader

    /// A catalog made in memory by `fill`, which adds records to a ``CatalogBuilder``.
    static func inMemory(
        info: CatalogInfo, _ fill: (inout CatalogBuilder) throws -> Void
    ) throws -> CatalogDatabase {
        var builder = CatalogBuilder(info: info)
        try fill(&builder)
        let queue = try DatabaseQueue()
        try queue.write { try builder.write(to: $0) }
        return CatalogDatabase(reader: queue)
    }

    /// Writes the catalog `builder` holds into a new database file at `path` (which must not
    /// exist), compacted: what `scripts/generate-catalog` ships.
    static func write(_ builder: CatalogBuilder, toNewFileAt path: String) throws {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA page_size = 4096")
        }
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.inDatabase { db in
            try db.inTransaction {
                try builder.write(to: db)
                return .commit
            }
            try db.execute(sql: "ANALYZE; VACUUM")
        }
        try queue.close()
    }

    /// Opens a database file of ``CatalogSchema`` read-only, for concurrent readers.
    static func open(readOnlyAt path: String) throws -> CatalogDatabase {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.maximumReaderCount = 4
        // A related list reads a few thousand rows spread over the whole file, which SQLite's
        // default 2 MB cache kept reading again (31 ms for Spider-Man's comics). 16 MiB a
        // connection holds them (5–10 ms) and bounds the memory: mapping the file instead was as
        // fast but counted every page read in the server's resident size (207 MB under
        // scripts/bench-serve's load, 100 MB with this cache).
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA cache_size = -16384") }
        return CatalogDatabase(reader: try DatabasePool(path: path, configuration: configuration))
    }

    /// The value stored under `key` in the `meta` table.
    func meta(_ key: CatalogSchema.MetaKey) throws -> String? {
        try metaValues()[key]
    }

    /// Every value of the `meta` table, in one read; keys this code does not know are left out.
    func metaValues() throws -> [CatalogSchema.MetaKey: String] {
        try reader.read { db in
            var values: [CatalogSchema.MetaKey: String] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT key, value FROM meta") {
                if let key = CatalogSchema.MetaKey(rawValue: row["key"]) { values[key] = row["value"] }
            }
            return values
        }
    }

    /// The number of records of `resource`.
    func count(of resource: MarvelResource) throws -> Int {
        try reader.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(resource.rawValue)") ?? 0 }
    }

    /// The API's JSON of one record, if the catalog has it.
    func json(of resource: MarvelResource, id: Int) throws -> [UInt8]? {
        try reader.read { db in
            guard
                let stored = try Data.fetchOne(
                    db, sql: "SELECT json FROM \(resource.rawValue) WHERE id = ?", arguments: [id])
            else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(stored.count + 1024)
            StoredJSON.expand(stored, into: &out)
            return out
        }
    }

    /// The ids of the records of `related` linked to the record of `resource` with `id`, in
    /// ascending order (those the catalog has no record of included).
    func linkedIDs(from resource: MarvelResource, id: Int, to related: MarvelResource) throws -> [Int] {
        try reader.read { db in
            try Int.fetchAll(
                db,
                sql: "SELECT relatedID FROM links WHERE resource = ? AND id = ? AND related = ? ORDER BY relatedID",
                arguments: [CatalogSchema.code(of: resource), id, CatalogSchema.code(of: related)]
            )
        }
    }
}

import FoundationEssentials
import MarvelWire
import SQLiteDatabase

/// A catalog's records in a SQLite database of `CatalogSchema`, read-only once made: the one
/// store the query engine reads, whether the catalog is the 2017 snapshot on disk or one made in
/// memory from a file, a synthetic generator or a test's records.
public struct CatalogDatabase: Sendable {
    /// Where the records are read from.
    let reader: CatalogReaders
    /// The file the records are read from; `nil` for a catalog made in memory.
    var path: String? = nil
    /// The dictionaries its compressed tables are read with (see ``RecordCompression``).
    let dictionaries = RecordDictionaries()
    /// How a related list's total and page are read (``RelatedListPlans``).
    var plans = RelatedListPlans.chosen

    /// A catalog made in memory by `fill`, which adds records to a ``CatalogBuilder``, its
    /// records stored as `storage` says.
    static func inMemory(
        info: CatalogInfo, storage: CatalogBuilder.RecordStorage = .plain, _ fill: (inout CatalogBuilder) throws -> Void
    ) throws -> CatalogDatabase {
        var builder = CatalogBuilder(info: info)
        try fill(&builder)
        let database = try SQLiteDatabase.inMemory()
        try database.transaction { try builder.write(to: database, storage: storage) }
        return CatalogDatabase(reader: CatalogReaders(single: database))
    }

    /// Writes the catalog `builder` holds into a new database file at `path` (which must not
    /// exist), compacted, its records stored as `storage` says: what `scripts/generate-catalog`
    /// ships.
    static func write(
        _ builder: CatalogBuilder, toNewFileAt path: String, storage: CatalogBuilder.RecordStorage = .plain
    ) throws {
        let db = try SQLiteDatabase(path: path, mode: .create)
        defer { db.close() }
        try db.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA page_size = 4096")
        try db.transaction { try builder.write(to: db, storage: storage) }
        try db.execute("ANALYZE; VACUUM")
    }

    /// Opens a database file of ``CatalogSchema`` read-only, for concurrent readers (at most
    /// ``maximumReaders`` connections), read as `reading` says. The file is written once, to a
    /// new name, and never changed: it is opened immutable, so reads take no locks. `repair`
    /// writes the file again when a read finds it damaged (see `CatalogReaders`).
    static func open(
        readOnlyAt path: String, reading: CatalogReading = .cached,
        repair: (@Sendable (SQLiteError) throws -> Void)? = nil
    ) throws -> CatalogDatabase {
        // A related list reads a few thousand rows spread over the whole file, which SQLite's
        // default 2 MB cache kept reading again (31 ms for Spider-Man's comics). 16 MiB a
        // connection holds them (5–10 ms) and bounds the memory.
        let pragmas =
            switch reading {
            case .mapped: "PRAGMA mmap_size = \(mappedBytes)"
            case .cached: "PRAGMA cache_size = -16384"
            }
        let reader = try CatalogReaders(
            maximum: maximumReaders,
            open: {
                let db = try SQLiteDatabase(path: path, mode: .immutable)
                try db.execute(pragmas)
                return db
            }, repair: repair)
        return CatalogDatabase(reader: reader, path: path)
    }

    /// How much of a file ``CatalogReading/mapped`` maps: more than the 2017 snapshot file
    /// (SQLite caps it at its own limit, 2 GB in Debian's build).
    static let mappedBytes = 1 << 30

    /// How many queries of one catalog file run at once, each on its own connection.
    static let maximumReaders = 4

    /// Reads every page of the file with `PRAGMA quick_check`; a complaint is thrown as the
    /// damage it is (`SQLITE_CORRUPT`), so that a file with a repair is written again and
    /// checked once more (see `CatalogReaders`).
    func checkIntegrity() throws {
        try reader.read { db in
            let complaint = try db.allRows("PRAGMA quick_check(1)") { $0.string(at: 0) }.first ?? nil
            if let complaint, complaint != "ok" { throw SQLiteError(code: Self.corruptCode, message: complaint) }
        }
    }

    /// `SQLITE_CORRUPT`.
    static let corruptCode: Int32 = 11

    /// The value stored under `key` in the `meta` table.
    func meta(_ key: CatalogSchema.MetaKey) throws -> String? {
        try metaValues()[key]
    }

    /// Every value of the `meta` table, in one read; keys this code does not know are left out.
    func metaValues() throws -> [CatalogSchema.MetaKey: String] {
        try reader.read { db in
            var values: [CatalogSchema.MetaKey: String] = [:]
            for (key, value) in try db.allRows(
                "SELECT key, value FROM meta", [], { ($0.string(at: 0), $0.string(at: 1)) })
            {
                if let key = key.flatMap(CatalogSchema.MetaKey.init(rawValue:)) { values[key] = value }
            }
            return values
        }
    }

    /// The number of records of `resource`.
    func count(of resource: MarvelResource) throws -> Int {
        try reader.read { db in try db.firstRow("SELECT count(*) FROM \(resource.rawValue)") { $0.int(at: 0) } ?? 0 }
    }

    /// The API's JSON of one record, if the catalog has it.
    func json(of resource: MarvelResource, id: Int) throws -> [UInt8]? {
        try reader.read { db in
            let decoder = RecordDecoder(dictionaries, db)
            return try db.firstRow("SELECT json, name FROM \(resource.rawValue) WHERE id = ?", [id]) { row in
                var out: [UInt8] = []
                out.reserveCapacity(4096)
                try decoder.appendJSON(of: row, at: 0, resource, id: id, to: &out)
                return out
            }
        }
    }

    /// Every link from a record of `resource` to a record of `related`, both records in the
    /// catalog (a summary may name a record the catalog has not), ordered by id, then by the
    /// related id.
    func links(from resource: MarvelResource, to related: MarvelResource) throws -> [(id: Int, relatedID: Int)] {
        try reader.read { db in
            try db.allRows(
                """
                SELECT id, relatedID FROM links WHERE resource = ? AND related = ? \
                AND id IN (SELECT id FROM \(resource.rawValue)) AND relatedID IN (SELECT id FROM \(related.rawValue)) \
                ORDER BY id, relatedID
                """,
                [CatalogSchema.code(of: resource), CatalogSchema.code(of: related)]
            ) { (id: $0.int(at: 0), relatedID: $0.int(at: 1)) }
        }
    }

    /// The ids of the records of `related` linked to the record of `resource` with `id`, in
    /// ascending order (those the catalog has no record of included).
    func linkedIDs(from resource: MarvelResource, id: Int, to related: MarvelResource) throws -> [Int] {
        try reader.read { db in
            try db.allRows(
                "SELECT relatedID FROM links WHERE resource = ? AND id = ? AND related = ? ORDER BY relatedID",
                [CatalogSchema.code(of: resource), id, CatalogSchema.code(of: related)]
            ) { $0.int(at: 0) }
        }
    }
}

import FoundationEssentials
import SQLiteDatabase
import MarvelWire

extension CatalogDatabase {
    /// The `data` object of a list: `{"offset":…,"limit":…,"total":…,"count":…,"results":[…]}`,
    /// the results being the stored records of the page, expanded straight into the body
    /// (never decoded).
    func page(_ query: CatalogQuery) throws -> [UInt8] {
        try reader.read { db in
            let (total, ids, _) = try Self.totalAndPage(of: query, db, plans)
            let records = try Self.jsonStatement(of: query.resource, db)
            let decoder = RecordDecoder(dictionaries, db)
            var out = Self.containerHead(offset: query.offset, limit: query.limit, total: total, count: ids.count)
            out.reserveCapacity(out.count + ids.count * 4096)
            for (index, id) in ids.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                try Self.appendJSON(of: id, query.resource, with: records, decoder, to: &out)
            }
            out.append(contentsOf: "]}".utf8)
            return out
        }
    }

    /// The `data` object of one record (a list of one, as the API sends it), or `nil` when the
    /// catalog has no record of `resource` with `id`.
    func recordPage(_ resource: MarvelResource, id: Int) throws -> [UInt8]? {
        try reader.read { db in
            let records = try Self.jsonStatement(of: resource, db)
            var out = Self.containerHead(offset: 0, limit: 20, total: 1, count: 1)
            let decoder = RecordDecoder(dictionaries, db)
            guard try Self.appendJSON(of: id, resource, with: records, decoder, to: &out) else { return nil }
            out.append(contentsOf: "]}".utf8)
            return out
        }
    }

    /// Whether the catalog has the record of `resource` with `id`.
    func contains(_ resource: MarvelResource, id: Int) throws -> Bool {
        try reader.read { db in
            try db.firstRow("SELECT 1 FROM \(resource.rawValue) WHERE id = ?", [id]) { _ in true } ?? false
        }
    }

    /// The types the catalog has any record of, asked in one read (opening a catalog is on
    /// every command's path).
    func resourcesWithRecords() throws -> Set<MarvelResource> {
        // One statement for the six types: preparing each is parsing SQL, on every command.
        let resources = MarvelResource.allCases
        var sql = "SELECT "
        for (index, resource) in resources.enumerated() {
            sql += (index > 0 ? ", " : "") + "EXISTS (SELECT 1 FROM \(resource.rawValue))"
        }
        return try reader.read { db in
            try db.firstRow(sql) { row in
                Set(resources.indices.filter { row.int(at: $0) != 0 }.map { resources[$0] })
            } ?? []
        }
    }

    private static func jsonStatement(of resource: MarvelResource, _ db: SQLiteDatabase) throws -> SQLiteStatement {
        try db.statement("SELECT json, name FROM \(resource.rawValue) WHERE id = ?")
    }

    /// Appends the API's JSON of the record of `resource` `statement` reads for `id`; `false`
    /// when there is none.
    @discardableResult
    private static func appendJSON(
        of id: Int, _ resource: MarvelResource, with statement: SQLiteStatement, _ decoder: RecordDecoder,
        to out: inout [UInt8]
    ) throws -> Bool {
        try statement.bind([id])
        defer { statement.reset() }
        guard try statement.step() else { return false }
        try decoder.appendJSON(of: statement, at: 0, resource, id: id, to: &out)
        return true
    }

    private static func containerHead(offset: Int, limit: Int, total: Int, count: Int) -> [UInt8] {
        Array(#"{"offset":\#(offset),"limit":\#(limit),"total":\#(total),"count":\#(count),"results":["#.utf8)
    }
}

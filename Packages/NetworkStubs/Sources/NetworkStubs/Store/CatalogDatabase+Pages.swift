import Foundation
import GRDB
import MarvelWire

extension CatalogDatabase {
    /// The `data` object of a list: `{"offset":…,"limit":…,"total":…,"count":…,"results":[…]}`,
    /// the results being the stored records of the page, expanded straight into the body
    /// (never decoded).
    func page(_ query: CatalogQuery) throws -> Data {
        try reader.read { db in
            let total = try Int.fetchOne(db.cachedStatement(sql: query.countSQL), arguments: query.bodyArguments) ?? 0
            let ids = try Int.fetchAll(db.cachedStatement(sql: query.pageSQL), arguments: query.pageArguments)
            let records = try Self.jsonStatement(of: query.resource, db)
            var out = Self.containerHead(offset: query.offset, limit: query.limit, total: total, count: ids.count)
            out.reserveCapacity(out.count + ids.count * 4096)
            for (index, id) in ids.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                try Self.appendJSON(of: id, with: records, to: &out)
            }
            out.append(contentsOf: "]}".utf8)
            return Data(out)
        }
    }

    /// The `data` object of one record (a list of one, as the API sends it), or `nil` when the
    /// catalog has no record of `resource` with `id`.
    func recordPage(_ resource: MarvelResource, id: Int) throws -> Data? {
        try reader.read { db in
            let records = try Self.jsonStatement(of: resource, db)
            var out = Self.containerHead(offset: 0, limit: 20, total: 1, count: 1)
            guard try Self.appendJSON(of: id, with: records, to: &out) else { return nil }
            out.append(contentsOf: "]}".utf8)
            return Data(out)
        }
    }

    /// Whether the catalog has the record of `resource` with `id`.
    func contains(_ resource: MarvelResource, id: Int) throws -> Bool {
        try reader.read { db in
            try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT 1 FROM \(resource.rawValue) WHERE id = ?"), arguments: [id]) ?? false
        }
    }

    /// The types the catalog has any record of, asked in one read (opening a catalog is on
    /// every command's path).
    func resourcesWithRecords() throws -> Set<MarvelResource> {
        try reader.read { db in
            try Set(
                MarvelResource.allCases.filter { resource in
                    try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(resource.rawValue))") ?? false
                })
        }
    }

    /// The JSON of the record of `resource` with `id`, as stored (``StoredJSON``), if any.
    func storedJSON(of resource: MarvelResource, id: Int) throws -> Data? {
        try reader.read { db in
            try Data.fetchOne(Self.jsonStatement(of: resource, db), arguments: [id])
        }
    }

    private static func jsonStatement(of resource: MarvelResource, _ db: Database) throws -> Statement {
        try db.cachedStatement(sql: "SELECT json FROM \(resource.rawValue) WHERE id = ?")
    }

    /// Appends the API's JSON of the record `statement` reads for `id`; `false` when there is none.
    @discardableResult
    private static func appendJSON(of id: Int, with statement: Statement, to out: inout [UInt8]) throws -> Bool {
        let cursor = try Row.fetchCursor(statement, arguments: [id])
        guard let row = try cursor.next() else { return false }
        try row.withUnsafeData(atIndex: 0) { data in
            guard let data else { return }
            data.withUnsafeBytes { StoredJSON.expand($0, into: &out) }
        }
        return true
    }

    private static func containerHead(offset: Int, limit: Int, total: Int, count: Int) -> [UInt8] {
        Array(#"{"offset":\#(offset),"limit":\#(limit),"total":\#(total),"count":\#(count),"results":["#.utf8)
    }
}

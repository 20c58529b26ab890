import FoundationEssentials
import SQLiteDatabase
import MarvelWire

extension CatalogDatabase {
    /// The column holding the lower-cased name of a record of `resource` (``RecordFacts``), `nil`
    /// for stories, which have none.
    static func nameKeyColumn(of resource: MarvelResource) -> String? {
        switch resource {
        case .characters, .events: "nameKey"
        case .creators: "fullNameKey"
        case .comics, .series: "titleKey"
        case .stories: nil
        }
    }

    /// Every record of `resource`'s id and name, in id order; records with no name are left out.
    ///
    /// Code for speed only (benchmarks/DECISIONS.md, "A big list's names read and folded in two
    /// parts at once"): with `parts` above 1, a big list (`ConcurrentRuns`) is read in that many
    /// runs of records at once (no more than the file's connections), each on a connection of its
    /// own, and the runs joined in id order: the same names in the same order as one read
    /// (`parts: 1`, the plain way).
    func names(of resource: MarvelResource, parts: Int = 1) throws -> [(id: Int, name: String)] {
        let table = resource.rawValue
        let whole = "SELECT id, name FROM \(table) ORDER BY id"
        let asked = min(parts, reader.maximum)
        guard asked > 1 else { return try names(of: resource, sql: whole, []) }
        let count =
            try reader.read { db in try db.firstRow("SELECT count(*) FROM \(table)", []) { $0.int(at: 0) } } ?? 0
        let runs = ConcurrentRuns.count(items: count, asked: asked)
        guard runs > 1 else { return try names(of: resource, sql: whole, []) }
        return try ConcurrentRuns.results(of: runs) { run in
            let records = ConcurrentRuns.range(of: run, in: runs, over: count)
            return try names(
                of: resource, sql: "\(whole) LIMIT ? OFFSET ?", [records.count, records.lowerBound])
        }.flatMap { $0 }
    }

    /// At most `limit` records of `resource` whose names start with `prefix` in any case, in the
    /// order of their lower-cased names: read through the name's index, so that only those
    /// records are read (stories, which have no such index, are read whole).
    func names(of resource: MarvelResource, startingWith prefix: String, limit: Int) throws -> [(id: Int, name: String)]
    {
        let key = prefix.lowercased()
        guard let column = Self.nameKeyColumn(of: resource) else {
            return Array(try names(of: resource).filter { $0.name.lowercased().hasPrefix(key) }.prefix(max(0, limit)))
        }
        return try names(
            of: resource,
            sql: """
                SELECT id, name FROM \(resource.rawValue) WHERE \(column) >= ? AND \(column) < ? \
                ORDER BY \(column), id LIMIT ?
                """,
            [key, key + "\u{10FFFF}", max(0, limit)])
    }

    /// At most `limit` ids of `resource`'s records whose decimal digits start with `digits` (ASCII
    /// digits only, else none), in the order of their digits as text; no record is read.
    func ids(of resource: MarvelResource, startingWith digits: String, limit: Int) throws -> [Int] {
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return [] }
        return try reader.read { db in
            let rows = try db.statement(
                "SELECT id FROM \(resource.rawValue) WHERE CAST(id AS TEXT) LIKE ? ORDER BY CAST(id AS TEXT) LIMIT ?")
            try rows.bind([digits + "%", max(0, limit)])
            defer { rows.reset() }
            var ids: [Int] = []
            while try rows.step() { ids.append(rows.int(at: 0)) }
            return ids
        }
    }

    /// The id and name of each record `sql` selects (`id, name`, bound to `values`).
    private func names(
        of resource: MarvelResource, sql: String, _ values: [any SQLiteBindable]
    ) throws -> [(id: Int, name: String)] {
        try reader.read { db in
            var names: [(id: Int, name: String)] = []
            let rows = try db.statement(sql)
            try rows.bind(values)
            defer { rows.reset() }
            while try rows.step() {
                if let name = rows.withUnsafeBytes(at: 1, Self.string(fromJSONString:)) {
                    names.append((rows.int(at: 0), name))
                }
            }
            return names
        }
    }

    /// The text of `quoted`, one JSON string with its quotes (a record's `name` column), unescaped;
    /// `nil` when it is not one whole JSON string of UTF-8 (a record with no name has none).
    static func string(fromJSONString quoted: UnsafeRawBufferPointer) -> String? {
        guard quoted.count >= 2, quoted.first == UInt8(ascii: "\""), quoted.last == UInt8(ascii: "\"") else {
            return nil
        }
        // Most names hold no escape: their bytes are the text (a name is read for each of 1,485
        // heroes on every Tab, where a decoder each would be most of the time).
        guard quoted.contains(UInt8(ascii: "\\")) else {
            let text = UnsafeRawBufferPointer(rebasing: quoted.dropFirst().dropLast())
            guard !text.contains(UInt8(ascii: "\"")) else { return nil }
            return String(validating: text, as: UTF8.self)
        }
        return try? MarvelJSONDecoder().decode(String.self, from: Data(quoted))
    }
}

import FoundationEssentials
import SQLiteDatabase
import MarvelWire

extension CatalogDatabase {
    /// The field a record of `resource` is known by: `name` for characters, `fullName` for
    /// creators, `title` for the rest.
    static func nameField(of resource: MarvelResource) -> String {
        switch resource {
        case .characters: "name"
        case .creators: "fullName"
        case .comics, .events, .series, .stories: "title"
        }
    }

    /// How much of a record is searched first for its name: the API writes the name right after
    /// the id (and a comic's `digitalId`, a creator's name parts), so a few hundred bytes hold it;
    /// a record whose first bytes do not is searched whole.
    static let namePrefixBytes = 512

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
        let whole = "SELECT id, json FROM \(table) ORDER BY id"
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
                SELECT id, json FROM \(resource.rawValue) WHERE \(column) >= ? AND \(column) < ? \
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

    /// The id and name of each record `sql` selects (`id, json`, bound to `values`).
    private func names(
        of resource: MarvelResource, sql: String, _ values: [any SQLiteBindable]
    ) throws -> [(id: Int, name: String)] {
        let field = Array("\"\(Self.nameField(of: resource))\":".utf8)
        return try reader.read { db in
            let decoder = RecordDecoder(dictionaries, db)
            var names: [(id: Int, name: String)] = []
            let rows = try db.statement(sql)
            try rows.bind(values)
            defer { rows.reset() }
            while try rows.step() {
                let id = rows.int(at: 0)
                let name = try rows.withUnsafeBytes(at: 1) { stored in
                    try decoder.withStoredJSON(stored, of: resource) { json in
                        Self.stringValue(
                            after: field, in: UnsafeRawBufferPointer(rebasing: json.prefix(Self.namePrefixBytes)))
                            ?? Self.stringValue(after: field, in: json)
                    }
                }
                if let name { names.append((id, name)) }
            }
            return names
        }
    }

    /// The JSON string right after the first `field` (`"name":`) in `bytes`, unescaped; `nil`
    /// when there is none, it is not a string, or it is cut off.
    static func stringValue(after field: [UInt8], in bytes: UnsafeRawBufferPointer) -> String? {
        guard let found = ByteSearch.firstIndex(of: field, in: bytes) else { return nil }
        var index = found + field.count
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index
        index += 1
        var escaped = false
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                escaped = true
                index += 2
            case UInt8(ascii: "\""):
                // Most names hold no escape: their bytes are the text (a name is read for each of
                // 1,485 heroes on every Tab, where a decoder each would be most of the time).
                let quoted = UnsafeRawBufferPointer(rebasing: bytes[start...index])
                guard escaped else { return String(validating: quoted.dropFirst().dropLast(), as: UTF8.self) }
                return try? MarvelJSONDecoder().decode(String.self, from: Data(quoted))
            default: index += 1
            }
        }
        return nil
    }
}

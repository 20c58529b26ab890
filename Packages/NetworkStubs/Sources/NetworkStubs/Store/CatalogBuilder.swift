import FoundationEssentials
import SQLiteDatabase
import MarvelWire

/// Gathers records of the six types and writes them, with their columns and every link between
/// them (``LinkRules``), into a database of ``CatalogSchema``. The one way any catalog is made:
/// the 2017 snapshot by `scripts/generate-catalog`, a file or a synthetic catalog at run time.
struct CatalogBuilder {
    /// One record as it will be stored (``StoredJSON``).
    struct Record {
        let facts: RecordFacts
        let json: [UInt8]
        let name: [UInt8]?

        init(facts: RecordFacts, stored: (json: [UInt8], name: [UInt8]?)) {
            self.facts = facts
            (json, name) = stored
        }
    }

    /// The records by type and id. When two records of a type share an id, the first is kept.
    private(set) var records: [MarvelResource: [Int: Record]] = [:]
    /// The envelope's texts and the date "now" means.
    var info: CatalogInfo
    /// The fewest links of a record to one type for which `linkTotals` holds their total:
    /// ``CatalogSchema/linkTotalMinimum``, lower in tests, so that a small catalog has some.
    var linkTotalMinimum = CatalogSchema.linkTotalMinimum

    init(info: CatalogInfo) {
        self.info = info
    }

    /// Adds a record of `resource` from its JSON (one object, as the API serves it); returns
    /// whether it was added (`false` for an id already there).
    @discardableResult
    mutating func add(_ resource: MarvelResource, json: some Collection<UInt8>) throws -> Bool {
        let bytes = Data(json)
        let facts = try RecordFacts(resource, json: bytes)
        guard records[resource]?[facts.id] == nil else { return false }
        records[resource, default: [:]][facts.id] = Record(
            facts: facts, stored: StoredJSON.compact(bytes, of: resource, id: facts.id))
        return true
    }

    /// Adds a record whose facts are known already (read from the DTO its JSON was written
    /// from, see ``RecordFacts/init(character:)``); returns whether it was added.
    @discardableResult
    mutating func add(_ resource: MarvelResource, json: [UInt8], facts: RecordFacts) -> Bool {
        guard records[resource]?[facts.id] == nil else { return false }
        records[resource, default: [:]][facts.id] = Record(
            facts: facts, stored: StoredJSON.compact(json, of: resource, id: facts.id))
        return true
    }

    /// The number of records of `resource`.
    func count(of resource: MarvelResource) -> Int {
        records[resource]?.count ?? 0
    }

    /// How the records' JSON is stored.
    enum RecordStorage: Sendable {
        /// As ``StoredJSON`` bytes: what a catalog made at run time (a file, a synthetic
        /// catalog, a test's records) stores, made at once.
        case plain
        /// Each record of a table one zstd frame made with the table's dictionary, both from
        /// `compression` (the 2017 snapshot, a tenth of the plain size). A table it gives no
        /// compressor for is stored plain.
        case compressed(any RecordCompressing)
    }

    /// Creates the schema in the empty database `db` and writes everything into it, the
    /// records stored as `storage` says.
    func write(to db: SQLiteDatabase, storage: RecordStorage = .plain) throws {
        for statement in CatalogSchema.statements { try db.execute(statement) }
        try writeMeta(db)
        for resource in MarvelResource.allCases { try writeRecords(of: resource, storage, db) }
        let links = links()
        try writeLinks(links, db)
        try writeLinkTotals(of: links, db)
    }

    private func writeMeta(_ db: SQLiteDatabase) throws {
        let newest = info.snapshotDate ?? newestModified().map { MarvelDate.format(secondsSince1970: Int64($0)) }
        let values: [CatalogSchema.MetaKey: String?] = [
            .schemaVersion: String(CatalogSchema.version), .snapshotDate: newest,
            .copyright: info.copyright, .attributionText: info.attributionText, .attributionHTML: info.attributionHTML,
        ]
        for (key, value) in values {
            guard let value else { continue }
            try db.execute("INSERT INTO meta(key, value) VALUES (?, ?)", [key.rawValue, value])
        }
    }

    /// The newest `modified` of any record, the snapshot's date when none was given.
    private func newestModified() -> Double? {
        var newest: Double?
        for (_, byID) in records {
            for record in byID.values {
                if case .real(let seconds)?? = record.facts.columns["modified"], seconds > (newest ?? -.infinity) {
                    newest = seconds
                }
            }
        }
        return newest
    }

    /// The compressor of `resource`'s records for `storage`, its dictionary written to `db`;
    /// `nil` for records stored plain.
    private func compressor(
        of resource: MarvelResource, _ storage: RecordStorage, ids: [Int], _ db: SQLiteDatabase
    ) throws -> RecordCompressor? {
        guard case .compressed(let compression) = storage, let byID = records[resource],
            let compressor = compression.compressor(of: resource, trainedOn: ids.map { byID[$0]!.json })
        else { return nil }
        try db.execute(
            "INSERT INTO dictionaries(resource, bytes) VALUES (?, ?)",
            [CatalogSchema.code(of: resource), SQLiteValue.blob(compressor.dictionary)])
        return compressor
    }

    private func writeRecords(of resource: MarvelResource, _ storage: RecordStorage, _ db: SQLiteDatabase) throws {
        let names = CatalogSchema.columns(of: resource).map(\.name)
        let table = resource.rawValue
        let placeholders = Array(repeating: "?", count: names.count + 3).joined(separator: ", ")
        let statement = try db.prepare(
            "INSERT INTO \(table)(id, \(names.joined(separator: ", ")), name, json) VALUES (\(placeholders))"
        )
        let seriesStartYears: [Int: Int] =
            resource == .comics
            ? (records[.series] ?? [:]).compactMapValues { record in
                if case .integer(let year)?? = record.facts.columns["startYear"] { year } else { nil }
            } : [:]
        let ids = (records[resource] ?? [:]).keys.sorted()
        let compressor = try compressor(of: resource, storage, ids: ids, db)
        for id in ids {
            let record = records[resource]![id]!
            var columns = record.facts.columns
            if resource == .comics, case .integer(let series)?? = columns["seriesID"],
                let year = seriesStartYears[series]
            {
                columns["startYear"] = .integer(year)
            }
            var arguments: [SQLiteValue] = [.integer(Int64(id))]
            for name in names { arguments.append(Self.databaseValue(columns[name] ?? nil)) }
            arguments.append(record.name.map(SQLiteValue.blob) ?? .null)
            if let compressor {
                guard let compressed = compressor.compress(record.json) else {
                    throw RecordCompression.Failure(description: "zstd could not compress \(resource.singular) \(id)")
                }
                arguments.append(.blob(compressed))
            } else {
                arguments.append(.blob(record.json))
            }
            try statement.bind(arguments)
            try statement.run()
        }
    }

    private static func databaseValue(_ value: RecordFacts.ColumnValue?) -> SQLiteValue {
        switch value {
        case .integer(let number): number.sqliteValue
        case .real(let number): .real(number)
        case .text(let text): .text(text)
        case nil: .null
        }
    }

    /// One link, one direction.
    private struct Link: Hashable, Comparable {
        let resource: Int
        let id: Int
        let related: Int
        let relatedID: Int

        static func < (lhs: Link, rhs: Link) -> Bool {
            (lhs.resource, lhs.id, lhs.related, lhs.relatedID) < (rhs.resource, rhs.id, rhs.related, rhs.relatedID)
        }
    }

    /// Every link of ``LinkRules``, both directions, sorted, each once.
    private func links() -> [Link] {
        var links: [Link] = []
        func link(_ one: MarvelResource, _ id: Int, _ other: MarvelResource, _ otherID: Int) {
            guard one != other else { return }
            let (code, otherCode) = (CatalogSchema.code(of: one), CatalogSchema.code(of: other))
            links.append(Link(resource: code, id: id, related: otherCode, relatedID: otherID))
            links.append(Link(resource: otherCode, id: otherID, related: code, relatedID: id))
        }
        for (resource, byID) in records {
            for (id, record) in byID {
                for (related, ids) in record.facts.summaries {
                    for other in ids { link(resource, id, related, other) }
                }
            }
        }
        for story in (records[.stories] ?? [:]).values {
            let summaries = story.facts.summaries
            for pair in LinkRules.throughStories {
                for first in summaries[pair.first] ?? [] {
                    for second in summaries[pair.second] ?? [] { link(pair.first, first, pair.second, second) }
                }
            }
        }
        links.sort()
        var unique: [Link] = []
        unique.reserveCapacity(links.count)
        for link in links where unique.last != link { unique.append(link) }
        return unique
    }

    /// Writes the links 128 rows a statement, in the primary key's order.
    private func writeLinks(_ links: [Link], _ db: SQLiteDatabase) throws {
        let rows = 128
        let full = try db.prepare(Self.insertLinks(rows: rows))
        var start = 0
        while start < links.count {
            let chunk = links[start..<min(links.count, start + rows)]
            var values: [Int] = []
            values.reserveCapacity(chunk.count * 4)
            for link in chunk { values += [link.resource, link.id, link.related, link.relatedID] }
            let statement = chunk.count == rows ? full : try db.prepare(Self.insertLinks(rows: chunk.count))
            try statement.bind(values)
            try statement.run()
            start += rows
        }
    }

    /// Writes, for each record with at least ``linkTotalMinimum`` links to one type, how many of
    /// them lead to a record of that type the catalog has. `links` are sorted, so a record's
    /// links to one type are a run.
    private func writeLinkTotals(of links: [Link], _ db: SQLiteDatabase) throws {
        let types = Dictionary(uniqueKeysWithValues: MarvelResource.allCases.map { (CatalogSchema.code(of: $0), $0) })
        let insert = try db.prepare("INSERT INTO linkTotals(resource, id, related, total) VALUES (?, ?, ?, ?)")
        var start = 0
        while start < links.count {
            let first = links[start]
            var end = start + 1
            while end < links.count, links[end].resource == first.resource, links[end].id == first.id,
                links[end].related == first.related
            {
                end += 1
            }
            if end - start >= linkTotalMinimum, let related = types[first.related] {
                let existing = records[related] ?? [:]
                let total = links[start..<end].count { existing[$0.relatedID] != nil }
                try insert.bind([first.resource, first.id, first.related, total])
                try insert.run()
            }
            start = end
        }
    }

    private static func insertLinks(rows: Int) -> String {
        "INSERT INTO links(resource, id, related, relatedID) VALUES "
            + Array(repeating: "(?, ?, ?, ?)", count: rows).joined(separator: ", ")
    }
}

/// What a catalog says of itself: the envelope's texts and the date its "now" is.
public struct CatalogInfo: Sendable, Equatable {
    /// The envelope's `copyright`.
    public var copyright: String
    /// The envelope's `attributionText`.
    public var attributionText: String
    /// The envelope's `attributionHTML`.
    public var attributionHTML: String
    /// The date `dateDescriptor=thisWeek` and the like are relative to, in the API's form;
    /// `nil` for the newest `modified` of any record.
    public var snapshotDate: String?

    /// A catalog's texts.
    public init(copyright: String, attributionText: String, attributionHTML: String, snapshotDate: String? = nil) {
        self.copyright = copyright
        self.attributionText = attributionText
        self.attributionHTML = attributionHTML
        self.snapshotDate = snapshotDate
    }

    /// No texts of its own: the server then writes ``MarvelAttribution/marvel2025``, the last real
    /// API's. The catalogs made from records (a file, a synthetic catalog, a test's) have this.
    public static let unattributed = CatalogInfo(copyright: "", attributionText: "", attributionHTML: "")

    /// The 2017 snapshot's texts (its `manifest.json`).
    public static let snapshot2017 = CatalogInfo(
        copyright: "© 2017 MARVEL", attributionText: "Data provided by Marvel. © 2017 MARVEL",
        attributionHTML: "<a href=\"http://marvel.com\">Data provided by Marvel. © 2017 MARVEL</a>"
    )
}

public import FoundationEssentials
public import MarvelWire

/// What a stub server answers from: a ``CatalogDatabase`` (one SQLite schema for all six
/// resource types, records kept as the API's JSON, every link both ways) and what it says of
/// itself (``CatalogInfo``). The query engine (`CatalogQuery`) answers all 39 operations from it.
///
/// Every catalog is made by `CatalogBuilder`, whatever its source: records as the shared wire
/// format's DTOs (``init(characters:comics:info:)``) or as JSON of any type
/// (``init(records:info:)``), a JSON file of characters (``load(contentsOf:)``), a synthetic
/// catalog (``synthetic(count:seed:)``), or a database already built (``init(database:)``; the
/// 2017 snapshot the binary carries is one:
/// ``snapshot(dataDirectory:reading:onFirstWrite:onRepair:)``).
public struct Catalog: Sendable {
    /// The records and links.
    let database: CatalogDatabase
    /// The envelope's texts and the snapshot date the catalog was made with.
    public let info: CatalogInfo
    /// The date "now" means for `dateDescriptor`, in seconds since 1970 (`meta.snapshotDate`).
    let snapshotDate: Double?
    /// The types the catalog holds records of; a related list of another type is answered from
    /// its parent's summary (``SummaryResults``).
    let carriedTypes: Set<MarvelResource>

    /// A catalog of a database of `CatalogSchema` (the 2017 snapshot, opened read-only).
    ///
    /// - Throws: ``CatalogError/unreadableDatabase(reason:)`` when its `meta` cannot be read or
    ///   names another schema version.
    public init(database: CatalogDatabase) throws(CatalogError) {
        let meta: [CatalogSchema.MetaKey: String]
        do {
            meta = try database.metaValues()
        } catch {
            throw .unreadableDatabase(reason: String(describing: error))
        }
        try self.init(database: database, meta: meta)
    }

    /// A catalog of `database`, whose `meta` table holds `meta`.
    ///
    /// - Throws: ``CatalogError/unreadableDatabase(reason:)`` when `meta` names another schema version.
    init(database: CatalogDatabase, meta: [CatalogSchema.MetaKey: String]) throws(CatalogError) {
        let version = meta[.schemaVersion]
        guard version == String(CatalogSchema.version) else {
            throw .unreadableDatabase(
                reason: "its schema is version \(version ?? "none"), this program reads \(CatalogSchema.version)")
        }
        let info = CatalogInfo(
            copyright: meta[.copyright] ?? "", attributionText: meta[.attributionText] ?? "",
            attributionHTML: meta[.attributionHTML] ?? "", snapshotDate: meta[.snapshotDate])
        self.init(database: database, info: info)
    }

    /// A catalog of `database`, which `info` describes.
    init(database: CatalogDatabase, info: CatalogInfo) {
        self.database = database
        self.info = info
        // The builder writes `info.snapshotDate` into `meta`, or the newest `modified` when it is
        // `nil`: only then is there anything to read.
        let date = info.snapshotDate ?? (try? database.meta(.snapshotDate))
        self.snapshotDate = date.flatMap { MarvelDate.seconds($0) }
        self.carriedTypes = (try? database.resourcesWithRecords()) ?? []
    }

    /// Creates a catalog from characters and the comics they appear in, in any order; each is
    /// served as its DTO writes it (a character complete, see `CharacterDTO.catalogRecord()`).
    /// When two records share an id, the first one is kept.
    public init(characters: [CharacterDTO], comics: [ComicDTO] = [], info: CatalogInfo = .unattributed) {
        do {
            self = try Self.build(info: info) { builder in
                for character in characters {
                    let record = character.catalogRecord()
                    builder.add(.characters, json: Self.bytes(of: record), facts: RecordFacts(character: record))
                }
                for comic in comics {
                    builder.add(.comics, json: Self.bytes(of: comic), facts: RecordFacts(comic: comic))
                }
            }
        } catch {
            preconditionFailure("A catalog of DTOs could not be built: \(error)")
        }
    }

    /// Creates a catalog from records of any of the six types, each one JSON object in the
    /// API's result format for its type (as `data.results` holds them), kept byte for byte.
    ///
    /// - Throws: ``CatalogError/invalidRecord(resource:index:reason:)`` for a record that is not
    ///   an object with an integer `id`.
    public init(records: [MarvelResource: [Data]], info: CatalogInfo = .unattributed) throws(CatalogError) {
        var failure: CatalogError?
        do {
            self = try Self.build(info: info) { builder in
                for resource in MarvelResource.allCases {
                    for (index, json) in (records[resource] ?? []).enumerated() {
                        do {
                            try builder.add(resource, json: json)
                        } catch {
                            failure = .invalidRecord(resource: resource, index: index, reason: Self.reason(error))
                            throw error
                        }
                    }
                }
            }
        } catch {
            throw failure ?? .unreadableDatabase(reason: String(describing: error))
        }
    }

    /// A catalog made in memory by `fill`.
    static func build(info: CatalogInfo, _ fill: (inout CatalogBuilder) throws -> Void) throws -> Catalog {
        Catalog(database: try CatalogDatabase.inMemory(info: info, fill), info: info)
    }

    /// The bytes the server sends for a record.
    static func bytes(of record: some JSONWritable) -> [UInt8] {
        var writer = JSONWriter(capacity: 4096)
        record.write(to: &writer)
        return writer.bytes
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "\"\(key.stringValue)\" is missing"
        case DecodingError.typeMismatch, DecodingError.valueNotFound: "\"id\" is not an integer or it is not an object"
        default: "it is not JSON"
        }
    }

    /// The number of characters.
    public var count: Int { count(of: .characters) }

    /// The number of records of `resource`.
    public func count(of resource: MarvelResource) -> Int {
        (try? database.count(of: resource)) ?? 0
    }

    /// The character with that id, if any, as the server sends it.
    public func character(id: Int) -> CharacterDTO? {
        record(CharacterDTO.self, of: .characters, id: id)
    }

    /// The comic with that id, if the catalog carries it, as the server sends it.
    public func comic(id: Int) -> ComicDTO? {
        record(ComicDTO.self, of: .comics, id: id)
    }

    private func record<T: Decodable>(_ type: T.Type, of resource: MarvelResource, id: Int) -> T? {
        guard let json = try? database.json(of: resource, id: id) else { return nil }
        return try? MarvelJSONDecoder().decode(T.self, from: Data(json))
    }
}

import Foundation
import MarvelWire
import SQLiteDatabase
import Testing
import TestingUtils

@testable import NetworkStubs

/// The whole 2017 snapshot the binary carries, as a first use writes it (into a temporary data
/// folder): its records, their references, and the figures of the snapshot's manifest. Needs
/// nothing outside the package: the compiled-in data and `CATALOG-GAPS.tsv` beside it.
@Suite struct SnapshotConsistencyTests {
    @Test func theCompiledInPayloadIsTheSHA256ItIsNamedForAndOfThisSchemaVersion() throws {
        let folder = try TemporaryFolder(prefix: "heroes-snapshot-digest")
        let file = folder.url.appendingPathComponent("snapshot.sqlite.zst")
        let bytes = SnapshotPayload.embedded.withCompressedBytes { Data($0) }
        try bytes.write(to: file)
        let result = try ProcessRunner.run("/usr/bin/sha256sum", [file.path], environment: [:], timeout: 60)
        try #require(result.status == 0, "\(result)")
        #expect(result.stdout.split(separator: " ").first.map(String.init) == SnapshotPayload.embedded.sha256)
        #expect(SnapshotPayload.embedded.schemaVersion == CatalogSchema.version)
    }

    @Test func theCountsOfRecordsPerTypeAreTheManifests() throws {
        let catalog = try MaterializedSnapshot.catalog()
        let counts = try MarvelResource.allCases.map { try catalog.count(of: $0) }
        // ../shared/marvel-catalog/2017-05/manifest.json
        #expect(counts == [1485, 38197, 6109, 75, 9270, 87787])
    }

    @Test func theEnvelopeTextsAreTheSnapshotsAndTheSchemaIsThisOne() throws {
        let catalog = try MaterializedSnapshot.catalog()
        #expect(try catalog.meta(.copyright) == "© 2017 MARVEL")
        #expect(try catalog.meta(.attributionText) == "Data provided by Marvel. © 2017 MARVEL")
        #expect(try catalog.meta(.schemaVersion) == String(CatalogSchema.version))
    }

    @Test func everyRecordIsAJSONObjectWhoseIDAndResourceURINameItself() throws {
        let survey = try MaterializedSnapshot.survey()
        #expect(survey.malformed.isEmpty, "\(survey.malformed.prefix(20))")
    }

    @Test func everySummaryReferenceNamesARecordOrIsAKnownGap() throws {
        let survey = try MaterializedSnapshot.survey()
        let known = try KnownGaps.read()
        let unknown = survey.missing.filter { known[$0.key] != $0.value }
        let stale = known.filter { survey.missing[$0.key] != $0.value }
        #expect(unknown.isEmpty, "references to no record, not listed in CATALOG-GAPS.tsv: \(unknown.prefix(20))")
        #expect(stale.isEmpty, "listed in CATALOG-GAPS.tsv, but not so in the catalog: \(stale.prefix(20))")
        // The walk found the summaries at all (the snapshot's records name millions of others).
        #expect(survey.references > 1_000_000)
    }

    @Test func everyCharacterAndComicDecodesWithTheClientsDTO() throws {
        let catalog = try MaterializedSnapshot.catalog()
        let decoder = JSONDecoder()
        var failures: [String] = []
        try catalog.reader.read { db in
            let records = RecordDecoder(catalog.dictionaries, db)
            for (resource, type) in [
                (MarvelResource.characters, CharacterDTO.self as any Decodable.Type), (.comics, ComicDTO.self),
            ] {
                let rows = try db.prepare("SELECT id, json, name FROM \(resource.rawValue)")
                while try rows.step() {
                    let json = try MaterializedSnapshot.expanded(rows, of: resource, records)
                    do {
                        _ = try decoder.decode(type, from: json)
                    } catch {
                        failures.append("\(resource.rawValue) \(rows.int(at: 0)): \(error)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }
}

/// The snapshot written once, for every test of this run, into a temporary data folder that is
/// removed when the test process exits.
enum MaterializedSnapshot {
    private static let folder = Result { try TemporaryFolder(prefix: "heroes-snapshot-data") }
    private static let opened = Result { () throws -> CatalogDatabase in
        let path = try folder.get().url.appendingPathComponent("heroes").path
        atexit {
            if case .success(let folder) = MaterializedSnapshot.folder {
                try? FileManager.default.removeItem(at: folder.url)
            }
        }
        return try CatalogDatabase.snapshot(.embedded, in: path)
    }
    private static let surveyed = Result { try Survey(of: opened.get()) }

    /// The catalog, written on first call.
    static func catalog() throws -> CatalogDatabase {
        try opened.get()
    }

    /// What one pass over every record found.
    static func survey() throws -> Survey {
        try surveyed.get()
    }

    /// The API's bytes of a stored record.
    static func expanded(_ row: SQLiteStatement, of resource: MarvelResource, _ records: RecordDecoder) throws -> Data {
        var out: [UInt8] = []
        let id = row.int(at: 0)
        try records.appendJSON(of: row, at: 1, resource, id: id, to: &out)
        return Data(out)
    }
}

/// One reference: a type and an id.
struct Reference: Hashable, Sendable, CustomStringConvertible {
    let resource: String
    let id: Int
    var description: String { "\(resource) \(id)" }
}

/// What one pass over every record of the catalog found: records whose JSON is not an object
/// naming itself, and references (`resourceURI` below a record's top level) to no record.
struct Survey: Sendable {
    var records = 0
    var references = 0
    var malformed: [String] = []
    var missing: [Reference: Int] = [:]

    init(of catalog: CatalogDatabase) throws {
        var ids: [String: Set<Int>] = [:]
        try catalog.reader.read { db in
            let stored = RecordDecoder(catalog.dictionaries, db)
            for resource in MarvelResource.allCases {
                ids[resource.rawValue] = Set(try db.allRows("SELECT id FROM \(resource.rawValue)") { $0.int(at: 0) })
            }
            for resource in MarvelResource.allCases {
                let rows = try db.prepare("SELECT id, json, name FROM \(resource.rawValue)")
                while try rows.step() {
                    records += 1
                    let id = rows.int(at: 0)
                    let json = try MaterializedSnapshot.expanded(rows, of: resource, stored)
                    guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else {
                        malformed.append("\(resource.rawValue) \(id): not a JSON object")
                        continue
                    }
                    let own = Self.reference(object["resourceURI"])
                    if object["id"] as? Int != id || own != Reference(resource: resource.rawValue, id: id) {
                        malformed.append(
                            "\(resource.rawValue) \(id): id \(object["id"] ?? "none"), resourceURI \(object["resourceURI"] ?? "none")"
                        )
                    }
                    for value in object.values { walk(value, ids: ids, record: "\(resource.rawValue) \(id)") }
                }
            }
        }
    }

    /// Counts every reference below `value`.
    private mutating func walk(_ value: Any, ids: [String: Set<Int>], record: String) {
        if let object = value as? [String: Any] {
            if let uri = object["resourceURI"] {
                references += 1
                if let reference = Self.reference(uri), let known = ids[reference.resource] {
                    if !known.contains(reference.id) { missing[reference, default: 0] += 1 }
                } else {
                    malformed.append("\(record): a summary names \(uri)")
                }
            }
            for member in object.values { walk(member, ids: ids, record: record) }
        } else if let array = value as? [Any] {
            for member in array { walk(member, ids: ids, record: record) }
        }
    }

    /// The type and id a gateway URI names (`http://gateway.marvel.com/v1/public/comics/21366`).
    static func reference(_ uri: Any?) -> Reference? {
        guard let uri = uri as? String else { return nil }
        let parts = uri.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 7, parts[0] == "http:" || parts[0] == "https:", parts[1].isEmpty,
            parts[2] == "gateway.marvel.com", parts[3] == "v1", parts[4] == "public",
            let id = Int(parts[6]), id >= 0, String(id) == parts[6]
        else { return nil }
        return Reference(resource: String(parts[5]), id: id)
    }
}

/// `CATALOG-GAPS.tsv`, which `scripts/generate-catalog` writes beside the package's manifest.
enum KnownGaps {
    static func read() throws -> [Reference: Int] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("CATALOG-GAPS.tsv")
        let text = try String(contentsOf: file, encoding: .utf8)
        var gaps: [Reference: Int] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && line != "type\tid\treferences" {
            let fields = line.split(separator: "\t")
            guard fields.count == 3, let id = Int(fields[1]), let count = Int(fields[2]) else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: file.path])
            }
            gaps[Reference(resource: String(fields[0]), id: id)] = count
        }
        return gaps
    }
}

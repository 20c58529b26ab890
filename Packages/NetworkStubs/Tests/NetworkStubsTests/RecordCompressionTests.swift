import CatalogCompression
import Foundation
import MarvelWire
import SQLiteDatabase
import Testing

@testable import NetworkStubs

/// Records stored compressed with their table's dictionary (what the 2017 snapshot ships) and
/// the same records stored plain (every catalog made at run time) answer the same bytes.
@Suite struct RecordCompressionTests {
    /// The contract tests' records, in a catalog stored as `storage` says.
    private func sampleCatalog(_ storage: CatalogBuilder.RecordStorage) throws -> Catalog {
        var info = CatalogInfo.snapshot2017
        info.snapshotDate = SampleCatalog.snapshotDate
        let database = try CatalogDatabase.inMemory(info: info, storage: storage) { builder in
            for (resource, byID) in SampleCatalog.lines {
                for id in byID.keys.sorted() { try builder.add(resource, json: Array(byID[id]!.utf8)) }
            }
        }
        return Catalog(database: database, info: info)
    }

    /// The resources whose records `catalog` stores compressed (those with a dictionary).
    private func compressedResources(_ catalog: Catalog) throws -> Set<MarvelResource> {
        try catalog.database.reader.read { db in
            Set(
                try MarvelResource.allCases.filter { resource in
                    try db.firstRow(
                        "SELECT 1 FROM \(resource.rawValue) WHERE substr(json, 1, 4) = x'28B52FFD'"
                    ) { _ in true } ?? false
                })
        }
    }

    static let compressed = CatalogBuilder.RecordStorage.compressed(
        ZstdRecordCompression(
            level: 19, dictionaryBytes: Dictionary(uniqueKeysWithValues: MarvelResource.allCases.map { ($0, 4096) })))

    @Test func theSampleStoredCompressedHoldsZstdFramesAndTheSampleStoredPlainNone() throws {
        let compressed = try compressedResources(sampleCatalog(Self.compressed))
        #expect(compressed.isSuperset(of: [.comics, .stories]), "\(compressed)")
        #expect(try compressedResources(sampleCatalog(.plain)).isEmpty)
    }

    @Test func everyRecordListAndRelatedListAnswersTheSameBytesCompressedAsPlain() throws {
        let plain = MarvelAPI(catalog: try sampleCatalog(.plain))
        let compressed = MarvelAPI(catalog: try sampleCatalog(Self.compressed))
        var paths: [String] = []
        for (resource, byID) in SampleCatalog.lines {
            paths.append("/v1/public/\(resource.rawValue)?limit=100")
            for id in byID.keys.sorted() {
                paths.append("/v1/public/\(resource.rawValue)/\(id)")
                for related in resource.relatedResources {
                    paths.append("/v1/public/\(resource.rawValue)/\(id)/\(related.rawValue)?limit=100")
                }
            }
        }
        for path in paths {
            let (expected, answer) = (get(path, api: plain), get(path, api: compressed))
            #expect(answer.statusCode == expected.statusCode, "\(path)")
            #expect(answer.body == expected.body, "\(path)")
        }
        #expect(paths.count > 300)
    }

    @Test func theNamesOfEveryTypeAreTheSameCompressedAsPlain() throws {
        let (plain, compressed) = (try sampleCatalog(.plain), try sampleCatalog(Self.compressed))
        for resource in MarvelResource.allCases {
            let expected = plain.names(of: resource)
            #expect(compressed.names(of: resource).map(\.id) == expected.map(\.id), "\(resource)")
            #expect(compressed.names(of: resource).map(\.name) == expected.map(\.name), "\(resource)")
        }
    }

    @Test func aCompressedRecordWhoseBytesAreDamagedIsCorruptionNotAnAnswer() throws {
        let catalog = try sampleCatalog(Self.compressed)
        let id = try #require(SampleCatalog.lines[.comics]?.keys.min())
        try catalog.database.reader.read { db in
            try db.execute("UPDATE comics SET json = substr(json, 1, length(json) - 9) WHERE id = ?", [id])
        }
        #expect(throws: SQLiteError.self) { try catalog.database.json(of: .comics, id: id) }
    }
}

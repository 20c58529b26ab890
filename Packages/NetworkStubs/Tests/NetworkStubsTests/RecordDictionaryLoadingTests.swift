import Foundation
import MarvelWire
import Testing
@testable import NetworkStubs

/// A table's zstd dictionary read once and referenced (`RecordDictionaries.Loading.referenced`,
/// the speed path of benchmarks/DECISIONS.md) against the plain way, read through a statement and
/// copied by zstd (`copied`, `HEROES_CATALOG_DICTIONARIES=copied`): the same records, byte for byte.
@Suite struct RecordDictionaryLoadingTests {
    /// The API's bytes of `resource`'s first and last `count` records (by id), read with
    /// dictionaries loaded as `loading` says, each record's id with them.
    static func records(
        of resource: MarvelResource, count: Int, loading: RecordDictionaries.Loading, in catalog: CatalogDatabase
    ) throws -> [Int: Data] {
        let dictionaries = RecordDictionaries(loading: loading)
        return try catalog.reader.read { db in
            let records = RecordDecoder(dictionaries, db)
            var found: [Int: Data] = [:]
            for order in ["ASC", "DESC"] {
                let rows = try db.prepare(
                    "SELECT id, json, name FROM \(resource.rawValue) ORDER BY id \(order) LIMIT \(count)")
                while try rows.step() {
                    found[rows.int(at: 0)] = try MaterializedSnapshot.expanded(rows, of: resource, records)
                }
            }
            return found
        }
    }

    @Test(arguments: MarvelResource.allCases)
    func everyTablesRecordsReadTheSameWithTheDictionaryReferencedAsCopied(resource: MarvelResource) throws {
        let catalog = try MaterializedSnapshot.catalog()
        let referenced = try Self.records(of: resource, count: 30, loading: .referenced, in: catalog)
        let copied = try Self.records(of: resource, count: 30, loading: .copied, in: catalog)
        #expect(referenced.count == 60, "\(resource): the snapshot has more than 60 of each")
        #expect(referenced == copied)
        for (id, json) in referenced {
            let object = try JSONSerialization.jsonObject(with: json) as? [String: Any]
            #expect(object?["id"] as? Int == id, "\(resource) \(id): an object naming itself")
        }
    }

    @Test func theVariableChoosesTheCopiedDictionariesOnlyWhenItSaysCopied() {
        #expect("copied".withCString { RecordDictionaries.Loading.fromEnvironment($0) } == .copied)
        #expect(RecordDictionaries.Loading.fromEnvironment(nil) == .referenced)
        #expect("referenced".withCString { RecordDictionaries.Loading.fromEnvironment($0) } == .referenced)
        #expect("0".withCString { RecordDictionaries.Loading.fromEnvironment($0) } == .referenced)
    }
}

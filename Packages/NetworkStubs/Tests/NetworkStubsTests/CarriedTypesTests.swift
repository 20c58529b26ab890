import MarvelWire
import Testing

@testable import NetworkStubs

/// The types a catalog carries, read in one statement when it opens, are those it counts any
/// record of.
@Suite struct CarriedTypesTests {
    private func counted(_ catalog: Catalog) throws -> Set<MarvelResource> {
        Set(try MarvelResource.allCases.filter { try catalog.database.count(of: $0) > 0 })
    }

    @Test func aSyntheticCatalogCarriesTheTypesItCountsRecordsOf() throws {
        let catalog = Catalog.synthetic(count: 30)
        #expect(catalog.carriedTypes == (try counted(catalog)))
        #expect(catalog.carriedTypes.contains(.characters))
        #expect(catalog.carriedTypes.count < MarvelResource.allCases.count, "a synthetic catalog has no stories")
    }

    @Test func aSnapshotOfCharactersAloneCarriesCharactersAlone() throws {
        let sample = try SamplePayload()
        let folder = sample.folder.url.appendingPathComponent("heroes").path
        let catalog = try Catalog(database: try CatalogDatabase.snapshot(sample.payload, in: folder))
        #expect(catalog.carriedTypes == [.characters])
        #expect(catalog.carriedTypes == (try counted(catalog)))
    }
}

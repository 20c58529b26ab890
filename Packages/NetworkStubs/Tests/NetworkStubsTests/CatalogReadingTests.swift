import Foundation
import Testing

@testable import NetworkStubs

/// `CatalogReading`: a mapped catalog reads through SQLite's memory map and no page cache of its
/// own, a cached one through a 16 MiB cache and no map; both answer the same.
@Suite struct CatalogReadingTests {
    /// `(mmap_size, cache_size)` of a connection of `catalog`.
    private func pragmas(_ catalog: CatalogDatabase) throws -> (map: Int?, cache: Int?) {
        try catalog.reader.read { db in
            (
                try db.firstRow("PRAGMA mmap_size") { $0.int(at: 0) },
                try db.firstRow("PRAGMA cache_size") { $0.int(at: 0) }
            )
        }
    }

    @Test func mappedMapsTheFileAndCachedKeepsA16MiBCacheWithoutAMap() throws {
        let sample = try SamplePayload()
        let folder = sample.folder.url.appendingPathComponent("heroes").path
        let mapped = try CatalogDatabase.snapshot(sample.payload, in: folder, reading: .mapped)
        let cached = try CatalogDatabase.snapshot(sample.payload, in: folder, reading: .cached)
        let (mappedSize, mappedCache) = try pragmas(mapped)
        let (cachedSize, cachedCache) = try pragmas(cached)
        #expect(mappedSize == CatalogDatabase.mappedBytes)
        #expect(mappedCache == -2000, "SQLite's default cache, not the server's 16 MiB")
        #expect(cachedSize == 0)
        #expect(cachedCache == -16384)
    }

    @Test func mappedAndCachedReadTheSameRecords() throws {
        let sample = try SamplePayload()
        let folder = sample.folder.url.appendingPathComponent("heroes").path
        let mapped = try CatalogDatabase.snapshot(sample.payload, in: folder, reading: .mapped)
        let cached = try CatalogDatabase.snapshot(sample.payload, in: folder, reading: .cached)
        let ids = try mapped.names(of: .characters).map(\.id)
        #expect(ids.count == SamplePayload.characters)
        #expect(try cached.names(of: .characters).map(\.id) == ids)
        for id in ids {
            let json = try mapped.json(of: .characters, id: id)
            let reference = try cached.json(of: .characters, id: id)
            #expect(json != nil && json == reference, "character \(id)")
        }
    }
}

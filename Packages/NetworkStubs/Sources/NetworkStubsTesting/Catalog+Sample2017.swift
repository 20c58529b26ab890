public import FoundationEssentials
public import MarvelWire
public import NetworkStubs

extension Catalog {
    /// The 2017 snapshot's newest `modified`, the sample's "now" for `dateDescriptor`s (a Friday).
    public static let sample2017SnapshotDate = "2017-05-05T18:02:28-0400"

    /// The records of ``sample2017``, one JSON line each exactly as the 2017 snapshot has them,
    /// by type, in the files' order: `Sample2017/<type>.jsonl` beside this file, read by path
    /// (the package's tests and the fuzz targets run from the repository). Read again at each
    /// use: nothing static holds the bytes (LeakSanitizer, in the fuzz runs, cannot follow a
    /// `Data` held in a global and calls it leaked).
    public static var sample2017Records: [MarvelResource: [Data]] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sample2017")
        var records: [MarvelResource: [Data]] = [:]
        for resource in MarvelResource.allCases {
            let path = folder.appendingPathComponent(resource.rawValue + ".jsonl").path
            guard let text = FileManager.default.contents(atPath: path) else {
                preconditionFailure("The sample catalog's \(path) is missing.")
            }
            records[resource] = text.split(separator: UInt8(ascii: "\n")).map { Data($0) }
        }
        return records
    }

    /// A small catalog of the 2017 snapshot for tests: 100 linked records (12 characters, among
    /// them Spider-Man 1009610 and 3-D Man 1011334; 20 comics from 1977 to May 2017, comic 22
    /// among them, with variants, collections and codes; their stories, series and most frequent
    /// creators; three events and two creators with a suffix), built by `CatalogBuilder` like
    /// every catalog, with the snapshot's texts and date.
    public static let sample2017: Catalog = {
        var info = CatalogInfo.snapshot2017
        info.snapshotDate = sample2017SnapshotDate
        do {
            return try Catalog(records: sample2017Records, info: info)
        } catch {
            preconditionFailure("The sample catalog does not build: \(error)")
        }
    }()
}

import Foundation
import MarvelWire
@testable import NetworkStubs

/// The contract tests' catalog: 100 linked records of the 2017 snapshot (Fixtures/Sample2017:
/// 12 characters, 20 comics from 1977 to May 2017 with variants, collections and codes, their
/// stories, series and most frequent creators, three events and two creators with a suffix), one
/// JSON line each, exactly as the snapshot has them. Built by the builder like every catalog,
/// with the snapshot's date (a Friday) as "now".
enum SampleCatalog {
    /// The snapshot's newest `modified`, the `dateDescriptor`s' "now".
    static let snapshotDate = "2017-05-05T18:02:28-0400"

    /// Each record's JSON line, by type and id.
    static let lines: [MarvelResource: [Int: String]] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Sample2017")
        var lines: [MarvelResource: [Int: String]] = [:]
        for resource in MarvelResource.allCases {
            let text = try! String(
                contentsOf: folder.appendingPathComponent(resource.rawValue + ".jsonl"), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let object = try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
                lines[resource, default: [:]][object["id"] as! Int] = String(line)
            }
        }
        return lines
    }()

    /// The catalog, made from the lines.
    static let catalog: Catalog = {
        let records = lines.mapValues { byID in byID.keys.sorted().map { Data(byID[$0]!.utf8) } }
        var info = CatalogInfo.snapshot2017
        info.snapshotDate = snapshotDate
        return try! Catalog(records: records, info: info)
    }()

    /// The API over it, accepting any key.
    static let api = MarvelAPI(catalog: catalog)

    /// The records, parsed with `JSONSerialization`, by type and id (never changed once made,
    /// hence shared unchecked): what the tests compute
    /// their expectations from.
    nonisolated(unsafe) static let records: [MarvelResource: [Int: [String: Any]]] = lines.mapValues { byID in
        byID.mapValues { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
    }
}

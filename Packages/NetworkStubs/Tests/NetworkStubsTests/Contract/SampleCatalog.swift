import Foundation
import MarvelWire
@testable import NetworkStubs
import NetworkStubsTesting

/// The contract tests' catalog: NetworkStubsTesting's `Catalog.sample2017` (100 linked records of
/// the 2017 snapshot, one JSON line each, exactly as the snapshot has them), with the snapshot's
/// date (a Friday) as "now".
enum SampleCatalog {
    /// The snapshot's newest `modified`, the `dateDescriptor`s' "now".
    static let snapshotDate = Catalog.sample2017SnapshotDate

    /// Each record's JSON line, by type and id.
    static let lines: [MarvelResource: [Int: String]] = Catalog.sample2017Records.mapValues { lines in
        var byID: [Int: String] = [:]
        for line in lines {
            let object = try! JSONSerialization.jsonObject(with: line) as! [String: Any]
            byID[object["id"] as! Int] = String(decoding: line, as: UTF8.self)
        }
        return byID
    }

    /// The catalog, made from the lines.
    static let catalog = Catalog.sample2017

    /// The API over it, accepting any key: a new one at each use, so that the answers it encodes
    /// go with the test that asked (a shared one would keep them all until exit, where
    /// LeakSanitizer reports them).
    static var api: MarvelAPI { MarvelAPI(catalog: catalog) }

    /// The records, parsed with `JSONSerialization`, by type and id (never changed once made,
    /// hence shared unchecked): what the tests compute
    /// their expectations from.
    nonisolated(unsafe) static let records: [MarvelResource: [Int: [String: Any]]] = lines.mapValues { byID in
        byID.mapValues { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
    }
}

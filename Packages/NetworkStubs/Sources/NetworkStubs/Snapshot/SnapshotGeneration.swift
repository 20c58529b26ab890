package import FoundationEssentials
package import MarvelWire

/// Makes the snapshot database from the 2017 snapshot's JSON Lines, through ``CatalogBuilder``
/// like every other catalog: what the `generate-snapshot` tool (run by `scripts/generate-catalog`)
/// calls. Package-wide, not public: only that tool uses it.
package enum SnapshotGeneration {
    /// Why a JSON Lines file could not be turned into records.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// Reads every record of each type from its JSON Lines file (one record a line, as the
    /// snapshot's `*.jsonl`), and writes them, their columns and their links into a new
    /// database at `databasePath` (which must not exist), with `info`'s texts, the records
    /// compressed by `compression`.
    ///
    /// - Returns: the records read of each type (a line repeating an id is not counted).
    package static func writeDatabase(
        from files: [MarvelResource: URL], info: CatalogInfo, to databasePath: String,
        compression: any RecordCompressing
    ) throws -> [MarvelResource: Int] {
        var builder = CatalogBuilder(info: info)
        for resource in MarvelResource.allCases {
            guard let file = files[resource] else { continue }
            let text = try Data(contentsOf: file, options: .alwaysMapped)
            var lineNumber = 0
            for line in text.split(separator: UInt8(ascii: "\n")) {
                lineNumber += 1
                do {
                    try builder.add(resource, json: line)
                } catch {
                    throw Failure(
                        description: "\(file.path):\(lineNumber): not a \(resource.singular) record (\(error))")
                }
            }
        }
        try CatalogDatabase.write(builder, toNewFileAt: databasePath, storage: .compressed(compression))
        var counts: [MarvelResource: Int] = [:]
        for resource in MarvelResource.allCases { counts[resource] = builder.count(of: resource) }
        return counts
    }
}

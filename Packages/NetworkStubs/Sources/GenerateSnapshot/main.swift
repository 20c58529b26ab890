import Foundation
import MarvelWire
import CatalogCompression
import NetworkStubs

// The tool behind `scripts/generate-catalog`: makes the snapshot database from a folder of the
// 2017 snapshot's JSON Lines (`characters.jsonl`, `comics.jsonl`, …, already decompressed) with
// the one builder every catalog is made with, and prints one line per type: `TYPE RECORDS`.
// Not a product of the package: only the script builds it.
//
//     generate-snapshot JSONL_FOLDER NEW_DATABASE_FILE

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: generate-snapshot JSONL_FOLDER NEW_DATABASE_FILE\n".utf8))
    exit(64)
}
let folder = URL(fileURLWithPath: arguments[1], isDirectory: true)
var files: [MarvelResource: URL] = [:]
for resource in MarvelResource.allCases {
    let file = folder.appendingPathComponent("\(resource.rawValue).jsonl")
    guard FileManager.default.fileExists(atPath: file.path) else {
        FileHandle.standardError.write(Data("generate-snapshot: no \(file.path)\n".utf8))
        exit(66)
    }
    files[resource] = file
}
do {
    let counts = try SnapshotGeneration.writeDatabase(
        from: files, info: .snapshot2017, to: arguments[2], compression: ZstdRecordCompression.snapshot)
    for resource in MarvelResource.allCases { print("\(resource.rawValue) \(counts[resource] ?? 0)") }
} catch {
    FileHandle.standardError.write(Data("generate-snapshot: \(error)\n".utf8))
    exit(1)
}

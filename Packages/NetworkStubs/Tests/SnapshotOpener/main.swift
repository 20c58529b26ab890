import Foundation
import NetworkStubs

// A child process for SnapshotMaterializationTests, which starts several at once to write the
// same catalog into one new folder, as several `heroes` started together on first use do.
// Started with the payload, `SnapshotOpener PAYLOAD.zst SHA256 DATABASE_BYTES SCHEMA_VERSION`, or
// with no argument for the catalog compiled in (to time a first use and a later one by hand).
// For each folder path read on stdin it opens the catalog there (writing it when missing) and
// prints one line, `ok`, or what went wrong; at the
// end of its input it exits 0.

/// Writes `line` at once (print's buffer would hold it back from a pipe).
func answer(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The payload the arguments name.
func payload(_ arguments: [String]) -> SnapshotPayload? {
    if arguments.isEmpty { return .embedded }
    guard arguments.count == 4, let size = Int(arguments[2]), let version = Int(arguments[3]),
        let compressed = FileManager.default.contents(atPath: arguments[0])
    else { return nil }
    return SnapshotPayload(compressed: compressed, sha256: arguments[1], databaseSize: size, schemaVersion: version)
}

guard let payload = payload(Array(CommandLine.arguments.dropFirst())) else {
    answer("usage: SnapshotOpener [PAYLOAD.zst SHA256 DATABASE_BYTES SCHEMA_VERSION]")
    exit(64)
}
while let folder = readLine() {
    do {
        _ = try CatalogDatabase.snapshot(payload, in: folder)
        answer("ok")
    } catch {
        answer("\(error)")
    }
}

import Foundation
import Testing

/// The project's shared facts in `<repo>/../shared`, found from this file's path: the API's
/// spec and the 2017 snapshot the embedded comics come from.
enum SharedData {
    /// `<repo>/../shared`, where `<repo>` is five levels above this file.
    static let folder: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { url.deleteLastPathComponent() } // NetworkStubsTests, Tests, NetworkStubs, Packages, <repo>
        return url.appendingPathComponent("../shared").standardizedFileURL
    }()

    /// The bytes of `path` under the shared folder; fails the test with a clear message when it is missing.
    static func data(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Data {
        let file = folder.appendingPathComponent(path)
        try #require(
            FileManager.default.fileExists(atPath: file.path),
            "\(file.path) is missing (the repo's ../shared/\(path)); these tests need it.",
            sourceLocation: sourceLocation
        )
        return try Data(contentsOf: file)
    }

    /// The JSON records of the gzip-compressed JSON Lines file at `path` whose `id` is in `ids`,
    /// by id (read with `gzip -dc`, which every machine that runs the tests has).
    static func records(_ path: String, ids: Set<Int>, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Int: [String: Any]] {
        let file = folder.appendingPathComponent(path)
        try #require(FileManager.default.fileExists(atPath: file.path), "\(file.path) is missing", sourceLocation: sourceLocation)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec gzip -dc \"$0\"", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "gzip -dc \(file.path) failed", sourceLocation: sourceLocation)
        var found: [Int: [String: Any]] = [:]
        for line in data.split(separator: UInt8(ascii: "\n")) {
            // The id leads every line: skip the others without parsing them.
            guard let id = Self.leadingID(line), ids.contains(id) else { continue }
            found[id] = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
        }
        return found
    }

    /// The value of a line's first member when it is `{"id":N,…` (as the snapshot writes every line).
    private static func leadingID(_ line: Data.SubSequence) -> Int? {
        let prefix = Array(#"{"id":"#.utf8)
        guard line.starts(with: prefix) else { return nil }
        let digits = line.dropFirst(prefix.count).prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        return Int(String(decoding: digits, as: UTF8.self))
    }
}

import Foundation
import Testing
import TestingUtils

/// The project's shared facts in `../shared` (found by TestingUtils' `Fixtures`, which honours
/// `HEROES_SHARED_DIR`): the API's spec and the 2017 snapshot the binary carries, as JSON Lines.
enum SharedData {
    /// The shared folder: the parent of `marvel-api`.
    static func folder() throws -> URL {
        try Fixtures.marvelAPIDirectory().deletingLastPathComponent()
    }

    /// The bytes of `path` under the shared folder; fails the test with a clear message when it is missing.
    static func data(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Data {
        let file = try folder().appendingPathComponent(path)
        try #require(
            FileManager.default.fileExists(atPath: file.path),
            "\(file.path) is missing (the repo's ../shared/\(path)); these tests need it.",
            sourceLocation: sourceLocation
        )
        return try Data(contentsOf: file)
    }

    /// The JSON records of the gzip-compressed JSON Lines file at `path` whose `id` is in `ids`,
    /// by id (read with `gzip -dc`, which every machine that runs the tests has).
    static func records(_ path: String, ids: Set<Int>, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> [Int: [String: Any]]
    {
        let file = try folder().appendingPathComponent(path)
        try #require(
            FileManager.default.fileExists(atPath: file.path), "\(file.path) is missing", sourceLocation: sourceLocation
        )
        let result = try ProcessRunner.run("/bin/gzip", ["-dc", file.path], environment: [:], timeout: 120)
        try #require(
            result.status == 0, "gzip -dc \(file.path) failed: \(result.stderr)", sourceLocation: sourceLocation)
        var found: [Int: [String: Any]] = [:]
        for line in result.stdout.utf8.split(separator: UInt8(ascii: "\n")) {
            // The id leads every line: skip the others without parsing them.
            guard let id = Self.leadingID(line), ids.contains(id) else { continue }
            found[id] = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
        }
        return found
    }

    /// The value of a line's first member when it is `{"id":N,…` (as the snapshot writes every line).
    private static func leadingID(_ line: Substring.UTF8View) -> Int? {
        let prefix = Array(#"{"id":"#.utf8)
        guard line.starts(with: prefix) else { return nil }
        let digits = line.dropFirst(prefix.count).prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        return Int(String(decoding: digits, as: UTF8.self))
    }
}

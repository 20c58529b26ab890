import Foundation

/// What a test reads of a file that heroes or a child it started wrote.
enum FileContents {
    /// The file's text when it has any, `""` when it is empty. An empty file is found by its size
    /// and not read: FoundationEssentials' `String(contentsOf:)` and `Data(contentsOf:)` leak the
    /// 4,096 bytes they allocate to read an empty file (the repro `empty.swift` in
    /// benchmarks/SANITIZERS.md), which scripts/sanitize reports against the test runner.
    static func text(of url: URL) throws -> String {
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
        guard size != 0 else { return "" }
        return try String(contentsOf: url, encoding: .utf8)
    }
}

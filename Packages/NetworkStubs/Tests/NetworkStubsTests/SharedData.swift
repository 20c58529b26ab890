import Foundation
import Testing

/// The project's shared facts in `<repo>/../shared`, found from this file's path.
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
}

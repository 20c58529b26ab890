public import Foundation

/// Finds the project's shared API contract files (`../shared/marvel-api`) from a test file's path.
public enum Fixtures {
    /// Why a fixture cannot be read: thrown, so that a test that needs the shared files fails
    /// saying where they should be instead of with a bare file error.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The shared folder is not where the project expects it.
        case missing(searchedFrom: String)
        /// The captures folder is there, but not this capture.
        case missingCapture(String, folder: String)

        /// Where it looked and how to fix it, for the test's failure message.
        public var description: String {
            switch self {
            case .missing(let start):
                "no shared/marvel-api folder found above \(start); clone the project beside ../shared"
            case .missingCapture(let name, let folder): "the capture \(name) is missing from \(folder)"
            }
        }
    }

    /// The `marvel-api` folder: walks up from `filePath` looking for `shared/marvel-api` beside
    /// an ancestor folder (or `$HEROES_SHARED_DIR/marvel-api`).
    public static func marvelAPIDirectory(filePath: String = #filePath) throws -> URL {
        if let override = ProcessInfo.processInfo.environment["HEROES_SHARED_DIR"] {
            return URL(fileURLWithPath: override).appendingPathComponent("marvel-api")
        }
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.deletingLastPathComponent().appendingPathComponent("shared/marvel-api")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("captures").path) {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        throw Failure.missing(searchedFrom: filePath)
    }

    /// The folder of the real API captures, `marvel-api/captures`.
    public static func capturesDirectory(filePath: String = #filePath) throws -> URL {
        try marvelAPIDirectory(filePath: filePath).appendingPathComponent("captures")
    }

    /// The bytes of capture `name` (a file in `marvel-api/captures`).
    public static func capture(_ name: String, filePath: String = #filePath) throws -> Data {
        let folder = try capturesDirectory(filePath: filePath)
        let file = folder.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw Failure.missingCapture(name, folder: folder.path)
        }
        return try Data(contentsOf: file)
    }
}

import Foundation

/// Finds the project's shared API contract files (`../shared/marvel-api`) from a test file's path.
public enum Fixtures {
    /// Failures to find a fixture.
    public enum Failure: Error, CustomStringConvertible {
        /// The shared folder is not where the project expects it.
        case missing(searchedFrom: String)

        /// Says where it looked.
        public var description: String {
            switch self {
            case .missing(let start): "no shared/marvel-api folder found above \(start); clone the project beside ../shared"
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
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("captures").path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        throw Failure.missing(searchedFrom: filePath)
    }

    /// The bytes of capture `name` (a file in `marvel-api/captures`).
    public static func capture(_ name: String, filePath: String = #filePath) throws -> Data {
        try Data(contentsOf: marvelAPIDirectory(filePath: filePath).appendingPathComponent("captures").appendingPathComponent(name))
    }
}

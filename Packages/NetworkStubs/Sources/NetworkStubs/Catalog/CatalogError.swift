import Foundation

/// Why a catalog could not be loaded. ``description`` is one plain sentence that names the file.
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file exists at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The content is not JSON at all.
    case invalidJSON(path: String?, reason: String)
    /// The content is JSON but neither an array of characters nor a full envelope.
    case unexpectedShape(path: String?, reason: String)
    /// The content holds no character.
    case empty(path: String?)

    /// One sentence saying what is wrong and where.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "No catalog file at \(path)."
        case .unreadable(let path, let reason):
            "The catalog file \(path) could not be read: \(reason)."
        case .invalidJSON(let path, let reason):
            "The catalog\(Self.where(path)) is not valid JSON: \(reason)."
        case .unexpectedShape(let path, let reason):
            "The catalog\(Self.where(path)) is not an array of characters or an API envelope: \(reason)."
        case .empty(let path):
            "The catalog\(Self.where(path)) holds no character."
        }
    }

    private static func `where`(_ path: String?) -> String {
        path.map { " file \($0)" } ?? ""
    }
}

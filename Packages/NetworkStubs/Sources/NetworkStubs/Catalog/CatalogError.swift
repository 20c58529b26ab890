import FoundationEssentials
public import MarvelWire

/// Why a catalog could not be loaded. ``description`` is one plain sentence that names the file.
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file exists at the path.
    case fileNotFound(path: String)
    /// The path names a folder, a device, a pipe or a socket, not a file.
    case notRegularFile(path: String)
    /// The file is larger than the `limit` in bytes a catalog may be.
    case tooLarge(path: String, limit: Int)
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The content is not JSON at all.
    case invalidJSON(path: String?, reason: String)
    /// The content is JSON but neither an array of characters nor a full envelope.
    case unexpectedShape(path: String?, reason: String)
    /// The content holds no character.
    case empty(path: String?)
    /// A record given as JSON is not an object with an integer `id` (the `index`-th of its type).
    case invalidRecord(resource: MarvelResource, index: Int, reason: String)
    /// A catalog database could not be read, or is of another schema version.
    case unreadableDatabase(reason: String)

    /// One sentence saying what is wrong and where.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "No catalog file at \(path)."
        case .notRegularFile(let path):
            "The catalog path \(path) is not a regular file (a folder, device or pipe); give a JSON file."
        case .tooLarge(let path, let limit):
            "The catalog file \(path) is larger than \(limit >> 20) MiB, the most a catalog may be; give a smaller file."
        case .unreadable(let path, let reason):
            "The catalog file \(path) could not be read: \(reason)."
        case .invalidJSON(let path, let reason):
            "The catalog\(Self.where(path)) is not valid JSON: \(reason)."
        case .unexpectedShape(let path, let reason):
            "The catalog\(Self.where(path)) is not an array of characters or an API envelope: \(reason)."
        case .empty(let path):
            "The catalog\(Self.where(path)) holds no character."
        case .invalidRecord(let resource, let index, let reason):
            "The catalog's \(resource.rawValue) record [\(index)] cannot be served: \(reason)."
        case .unreadableDatabase(let reason):
            "The catalog database could not be read: \(reason); rebuild it with scripts/generate-catalog."
        }
    }

    private static func `where`(_ path: String?) -> String {
        path.map { " file \($0)" } ?? ""
    }
}

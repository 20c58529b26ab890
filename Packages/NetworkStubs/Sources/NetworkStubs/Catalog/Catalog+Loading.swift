import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Catalog {
    /// The largest catalog file ``load(contentsOf:)`` reads: 64 MiB, some 14,000 characters
    /// like the embedded ones, while a bigger file (or `/dev/zero`) could exhaust memory.
    public static let maximumFileSize = 64 << 20

    /// Loads a catalog from a JSON file in the API's own result format: either a bare array of
    /// characters (`data.results`) or a full response envelope (`{"code":200,…,"data":{"results":[…]}}`).
    ///
    /// The file's type and size are checked before it is opened, and no more than
    /// ``maximumFileSize`` bytes are read even if it grows meanwhile.
    ///
    /// - Throws: ``CatalogError`` naming the file when it is missing, not a regular file,
    ///   larger than ``maximumFileSize``, unreadable, not JSON, of another shape, or empty.
    public static func load(contentsOf url: URL) throws(CatalogError) -> Catalog {
        let path = url.path
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT { throw .fileNotFound(path: path) }
            throw .unreadable(path: path, reason: String(cString: strerror(code)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile(path: path) }
        guard info.st_size <= maximumFileSize else { throw .tooLarge(path: path, limit: maximumFileSize) }
        let data: Data
        do {
            let file = try FileHandle(forReadingFrom: url)
            defer { try? file.close() }
            data = try file.read(upToCount: maximumFileSize + 1) ?? Data()
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        guard data.count <= maximumFileSize else { throw .tooLarge(path: path, limit: maximumFileSize) }
        return try decode(data, path: path)
    }

    /// Decodes a catalog from JSON data in the API's own result format (a bare array of
    /// characters or a full envelope).
    ///
    /// - Throws: ``CatalogError`` when the data is not JSON, of another shape, or empty.
    public init(jsonData: Data) throws(CatalogError) {
        self = try Self.decode(jsonData, path: nil)
    }

    private static func decode(_ data: Data, path: String?) throws(CatalogError) -> Catalog {
        let decoder = JSONDecoder()
        let characters: [CatalogCharacter]
        do {
            characters = try decoder.decode(CatalogFile.self, from: data).characters
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                throw .invalidJSON(path: path, reason: Self.reason(context))
            }
            throw .unexpectedShape(path: path, reason: Self.explain(error))
        } catch {
            throw .invalidJSON(path: path, reason: String(describing: error))
        }
        guard !characters.isEmpty else { throw .empty(path: path) }
        return Catalog(characters: characters)
    }

    private static func reason(_ context: DecodingError.Context) -> String {
        if let underlying = context.underlyingError { return (underlying as NSError).localizedDescription }
        return context.debugDescription
    }

    private static func explain(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let text = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            return text.isEmpty ? "the top level" : text.replacingOccurrences(of: ".[", with: "[")
        }
        switch error {
        case .keyNotFound(let key, let context): return "\"\(key.stringValue)\" is missing at \(path(context))"
        case .typeMismatch(let type, let context): return "a \(type) was expected at \(path(context))"
        case .valueNotFound(let type, let context): return "a \(type) was expected but null was found at \(path(context))"
        case .dataCorrupted(let context): return "the value at \(path(context)) is not valid"
        @unknown default: return "the content could not be read"
        }
    }
}

/// A catalog file: a bare array of characters or an envelope whose `data.results` holds them.
private struct CatalogFile: Decodable {
    let characters: [CatalogCharacter]

    private struct Envelope: Decodable {
        struct Container: Decodable { let results: [CatalogCharacter] }
        let data: Container
    }

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var characters: [CatalogCharacter] = []
            if let count = array.count { characters.reserveCapacity(count) }
            while !array.isAtEnd { characters.append(try array.decode(CatalogCharacter.self)) }
            self.characters = characters
        } else {
            self.characters = try Envelope(from: decoder).data.results
        }
    }
}

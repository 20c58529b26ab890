import AppConfig
public import FoundationEssentials
import MarvelWire

extension Catalog {
    /// The largest catalog file ``load(contentsOf:)`` reads: 64 MiB, some 14,000 characters
    /// like the 2017 snapshot's, while a bigger file (or `/dev/zero`) could exhaust memory.
    public static let maximumFileSize = 64 << 20

    /// Loads a catalog from a JSON file in the API's own result format: either a bare array of
    /// characters (`data.results`) or a full response envelope (`{"code":200,…,"data":{"results":[…]}}`),
    /// in UTF-8 (RFC 8259; a byte order mark first is skipped, UTF-16 and UTF-32 are not JSON here),
    /// read by MarvelWire's `MarvelJSONDecoder`, the one JSON reader.
    ///
    /// The file is read through `SmallFile`: its type and size are checked on what was opened,
    /// and no more than ``maximumFileSize`` bytes are read even if it grows meanwhile.
    ///
    /// - Throws: ``CatalogError`` naming the file when it is missing, not a regular file,
    ///   larger than ``maximumFileSize``, unreadable, not JSON, of another shape, or empty.
    public static func load(contentsOf url: URL) throws(CatalogError) -> Catalog {
        let path = url.path
        let data: Data
        do {
            data = try SmallFile.read(atPath: path, limit: maximumFileSize).bytes
        } catch {
            switch error {
            case .missing: throw .fileNotFound(path: path)
            case .notRegularFile: throw .notRegularFile(path: path)
            case .tooLarge: throw .tooLarge(path: path, limit: maximumFileSize)
            case .unreadable(let reason): throw .unreadable(path: path, reason: reason)
            }
        }
        return try decode(data, path: path)
    }

    /// Decodes a catalog from JSON data in the API's own result format (a bare array of
    /// characters or a full envelope), in UTF-8 as ``load(contentsOf:)`` reads it.
    ///
    /// - Throws: ``CatalogError`` when the data is not JSON, of another shape, or empty.
    public init(jsonData: Data) throws(CatalogError) {
        self = try Self.decode(jsonData, path: nil)
    }

    private static func decode(_ data: Data, path: String?) throws(CatalogError) -> Catalog {
        Catalog(characters: try decodeCharacters(data, path: path))
    }

    /// The characters of a catalog file, decoded with the wire format's `CharacterDTO`; each
    /// must have an `id` and a `name` (the API's order is by name), the rest may be missing.
    static func decodeCharacters(_ data: Data, path: String?) throws(CatalogError) -> [CharacterDTO] {
        let decoder = MarvelJSONDecoder()
        let characters: [CharacterDTO]
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
        if let nameless = characters.firstIndex(where: { $0.name == nil }) {
            throw .unexpectedShape(path: path, reason: "\"name\" is missing at [\(nameless)]")
        }
        guard !characters.isEmpty else { throw .empty(path: path) }
        return characters
    }

    private static func reason(_ context: DecodingError.Context) -> String {
        // MarvelJSONDecoder's underlying error says what is wrong and at which byte.
        if let underlying = context.underlyingError { return String(describing: underlying) }
        return context.debugDescription
    }

    private static func explain(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let text = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            return text.isEmpty ? "the top level" : text.replacing(".[", with: "[")
        }
        switch error {
        case .keyNotFound(let key, let context): return "\"\(key.stringValue)\" is missing at \(path(context))"
        case .typeMismatch(let type, let context): return "a \(type) was expected at \(path(context))"
        case .valueNotFound(let type, let context):
            return "a \(type) was expected but null was found at \(path(context))"
        case .dataCorrupted(let context): return "the value at \(path(context)) is not valid"
        @unknown default: return "the content could not be read"
        }
    }
}

/// A catalog file: a bare array of characters or an envelope whose `data.results` holds them.
private struct CatalogFile: Decodable {
    let characters: [CharacterDTO]

    private struct Envelope: Decodable {
        struct Container: Decodable { let results: [CharacterDTO] }
        let data: Container
    }

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var characters: [CharacterDTO] = []
            if let count = array.count { characters.reserveCapacity(count) }
            while !array.isAtEnd { characters.append(try array.decode(CharacterDTO.self)) }
            self.characters = characters
        } else {
            self.characters = try Envelope(from: decoder).data.results
        }
    }
}

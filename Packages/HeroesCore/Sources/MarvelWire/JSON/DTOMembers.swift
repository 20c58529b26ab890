/// The members of one object of a DTO that a page holds by the hundred (a character, its links,
/// image and lists, and their summaries), for its `init(from:)`.
///
/// Decoded by ``MarvelJSONDecoder``, the members are read through its own container
/// (``WireKeyedContainer``), without `KeyedDecodingContainer`'s box, and nested objects and
/// arrays are made directly from the tape, without `Array`'s generic decoding
/// (benchmarks/DECISIONS.md says what that saves). With any other decoder (`JSONDecoder`) the
/// members are read the standard way.
/// Both make the same calls that the synthesized `init(from:)` makes, so each decoder accepts
/// and refuses what it did, with the same errors.
enum DTOMembers<Key: CodingKey> {
    case wire(WireKeyedContainer<Key>)
    case standard(KeyedDecodingContainer<Key>)

    init(_ decoder: any Decoder, keyedBy type: Key.Type) throws {
        if let wire = decoder as? WireDecoder {
            self = .wire(try wire.members(keyedBy: type))
        } else {
            self = .standard(try decoder.container(keyedBy: type))
        }
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        switch self {
        case .wire(let members): try members.decode(type, forKey: key)
        case .standard(let members): try members.decode(type, forKey: key)
        }
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        switch self {
        case .wire(let members): try members.decodeIfPresent(type, forKey: key)
        case .standard(let members): try members.decodeIfPresent(type, forKey: key)
        }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        switch self {
        case .wire(let members): try members.decodeIfPresent(type, forKey: key)
        case .standard(let members): try members.decodeIfPresent(type, forKey: key)
        }
    }

    /// A string member the API also writes as a whole number in a few records (a creator's
    /// `lastName` `15` and `suffix` `3`, a story's `title` `5`: 5 of the 2017 catalog's 93,896
    /// creators and stories), read as that number's digits; nil when it is missing or null.
    /// Any other value that is not a string fails as `decodeIfPresent(String.self, forKey:)`
    /// fails, with the same error.
    func decodeTextIfPresent(forKey key: Key) throws -> String? {
        do {
            return try decodeIfPresent(String.self, forKey: key)
        } catch DecodingError.typeMismatch(let type, let context) {
            guard let number = try? decodeIfPresent(Int.self, forKey: key) else {
                throw DecodingError.typeMismatch(type, context)
            }
            return String(number)
        }
    }

    /// A nested object, or nil when the member is missing or null.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        switch self {
        case .wire(let members): try members.decodeObjectIfPresent(forKey: key) { try T(from: $0) }
        case .standard(let members): try members.decodeIfPresent(type, forKey: key)
        }
    }

    /// A nested array of objects, or nil when the member is missing or null.
    func decodeIfPresent<T: Decodable>(_ type: [T].Type, forKey key: Key) throws -> [T]? {
        switch self {
        case .wire(let members): try members.decodeArrayIfPresent(forKey: key) { try T(from: $0) }
        case .standard(let members): try members.decodeIfPresent(type, forKey: key)
        }
    }
}

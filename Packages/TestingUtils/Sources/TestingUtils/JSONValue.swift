public import Foundation

/// Any JSON value, decoded through the containers a decoder offers (keyed with `allKeys`,
/// unkeyed, single values), so two decoders that agree on it agree on every value of a body
/// (the JSON reader's parity tests and its fuzz target compare `MarvelJSONDecoder` with
/// `JSONDecoder` on it).
public indirect enum JSONValue: Decodable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let object = try? decoder.container(keyedBy: Name.self) {
            var members: [String: JSONValue] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(JSONValue.self, forKey: key) }
            self = .object(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
            self = .array(elements)
        } else if let string = try? value.decode(String.self) {
            self = .string(string)
        } else if let bool = try? value.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? value.decode(Int.self) {
            self = .int(int)
        } else {
            self = .double(try value.decode(Double.self))
        }
    }

    public struct Name: CodingKey {
        public var stringValue: String
        public var intValue: Int? { nil }
        public init(stringValue: String) { self.stringValue = stringValue }
        public init?(intValue: Int) { nil }
    }
}

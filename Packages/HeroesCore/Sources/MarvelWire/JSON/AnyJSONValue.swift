/// Any JSON value, read by the one reader (``MarvelJSONDecoder``) and written by the one writer
/// (``JSONText``): what passes through without a DTO of its own (`heroes api --paginate` merges
/// the results of every page as such values). The writer writes an object's keys sorted.
///
/// ```swift
/// let page = try MarvelJSONDecoder().decode(DataWrapperDTO<AnyJSONValue>.self, from: body)
/// JSONText.render(page.data?.results ?? [], layout: .compact)
/// ```
public enum AnyJSONValue: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    /// A number with neither fraction nor exponent that an `Int` holds.
    case integer(Int)
    /// Any other number.
    case number(Double)
    case string(String)
    case array([AnyJSONValue])
    /// An object; a name given twice counts once, as the reader reads it.
    case object([String: AnyJSONValue])

    /// Reads any JSON value.
    public init(from decoder: any Decoder) throws {
        if let wire = decoder as? WireDecoder {
            self = try Self(wire)
            return
        }
        // Another decoder: asked for each kind of value in turn.
        if let object = try? decoder.container(keyedBy: Name.self) {
            var members: [String: AnyJSONValue] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(AnyJSONValue.self, forKey: key) }
            self = .object(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [AnyJSONValue] = []
            while !array.isAtEnd { elements.append(try array.decode(AnyJSONValue.self)) }
            self = .array(elements)
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let bool = try? value.decode(Bool.self) {
                self = .bool(bool)
            } else if let integer = try? value.decode(Int.self) {
                self = .integer(integer)
            } else if let number = try? value.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try value.decode(String.self))
            }
        }
    }

    /// The value the one reader holds at `wire`'s place, read by its kind: no other kind is
    /// asked for first (each refusal would be an error that names its coding path, whose making
    /// walks the document from its start: quadratic over a page of results).
    private init(_ wire: WireDecoder) throws {
        let (tape, index) = (wire.tape, wire.index)
        switch tape.nodes[index].kind {
        case .null: self = .null
        case .true: self = .bool(true)
        case .false: self = .bool(false)
        case .string: self = .string(try tape.string(at: index, path: { wire.codingPath }))
        case .number:
            // Any path is never asked for: the value is a number.
            if let integer = try? tape.integer(Int.self, at: index, path: { [] }) {
                self = .integer(integer)
            } else {
                self = .number(try tape.double(at: index, path: { wire.codingPath }))
            }
        case .array:
            var array = try wire.elements()
            var elements: [AnyJSONValue] = []
            while !array.isAtEnd { elements.append(try array.decode(AnyJSONValue.self)) }
            self = .array(elements)
        case .object:
            let object = try wire.members(keyedBy: Name.self)
            var members: [String: AnyJSONValue] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(AnyJSONValue.self, forKey: key) }
            self = .object(members)
        }
    }

    /// Writes the value as it was read.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var object = encoder.container(keyedBy: Name.self)
            for (name, value) in members { try object.encode(value, forKey: Name(name)) }
        case .array(let elements):
            var array = encoder.unkeyedContainer()
            for element in elements { try array.encode(element) }
        case .null:
            var value = encoder.singleValueContainer()
            try value.encodeNil()
        case .bool(let bool):
            var value = encoder.singleValueContainer()
            try value.encode(bool)
        case .integer(let integer):
            var value = encoder.singleValueContainer()
            try value.encode(integer)
        case .number(let number):
            var value = encoder.singleValueContainer()
            try value.encode(number)
        case .string(let string):
            var value = encoder.singleValueContainer()
            try value.encode(string)
        }
    }

    /// A member's name.
    private struct Name: CodingKey {
        let stringValue: String
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }
}

import MarvelWire
import PropertyBased
import Testing
import TestingUtils

/// `JSONText.render` writes generated values as `JSONEncoder` does (``JSONTextParity``): nested arrays and objects of
/// hostile text (``HostileText``), integers, doubles of every magnitude, booleans and nulls, with
/// keys repeated.
struct JSONTextPropertyTests {
    @Test func generatedValuesAreWrittenAsJSONEncoderWritesThem() async {
        await propertyCheck(count: 500, input: GeneratedJSON.value) { value in
            JSONTextParity.expectSameText(value)
        }
    }
}

/// A JSON value as a type could encode it; an object's members are encoded in their order, a
/// key possibly more than once.
indirect enum GeneratedJSON: Encodable, CustomStringConvertible {
    case string(String)
    case integer(Int)
    case double(Double)
    case bool(Bool)
    case null
    case array([GeneratedJSON])
    case object([(String, GeneratedJSON)])

    /// A value nested at most 4 deep, with at most 6 elements or members a container.
    static let value: Generator<GeneratedJSON, Shrink.None<GeneratedJSON>> = Generator { rng in
        random(depth: 0, using: &rng)
    }

    static func random(depth: Int, using rng: inout some RandomNumberGenerator) -> GeneratedJSON {
        switch Int.random(in: depth < 4 ? 0..<9 : 0..<6, using: &rng) {
        case 0: return .string(HostileText.randomText(maxPieces: 4, using: &rng))
        case 1:
            return .integer(
                Bool.random(using: &rng)
                    ? Int.random(in: -1000...1000, using: &rng) : .random(in: .min ... .max, using: &rng))
        case 2:
            let mantissa = Double.random(in: -10...10, using: &rng)
            let exponent = Double(Int.random(in: -30...30, using: &rng))
            return .double(Bool.random(using: &rng) ? mantissa.rounded() : mantissa * pow10(exponent))
        case 3: return .bool(Bool.random(using: &rng))
        case 4: return .null
        case 5: return .string(["a", "/", "", "id", "\u{0}"].randomElement(using: &rng)!)
        case 6:
            return .array((0..<Int.random(in: 0...6, using: &rng)).map { _ in random(depth: depth + 1, using: &rng) })
        default:
            let keys = ["a", "b", "B", "é", "10", "9", "", HostileText.randomText(maxPieces: 2, using: &rng)]
            return .object(
                (0..<Int.random(in: 0...6, using: &rng)).map { _ in
                    (keys.randomElement(using: &rng)!, random(depth: depth + 1, using: &rng))
                })
        }
    }

    private static func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        for _ in 0..<Int(abs(exponent)) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }

    var description: String {
        switch self {
        case .string(let text): text.debugDescription
        case .integer(let value): "\(value)"
        case .double(let value): "\(value)"
        case .bool(let value): "\(value)"
        case .null: "null"
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { "\($0.0.debugDescription): \($0.1)" }.joined(separator: ", ") + "}"
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .integer(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .double(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let members):
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in members { try container.encode(value, forKey: Key(stringValue: key)) }
        }
    }
}

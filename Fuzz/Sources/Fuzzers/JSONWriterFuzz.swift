import Foundation
import MarvelWire
@testable import NetworkStubs
import TestingUtils

// Target `json-writer`: the one JSON writer (MarvelWire's `JSONWriter`) against Foundation.
//
// - `JSONText.render` (every `--json` output), fed a tree of any shape (keys of
//   any text, given twice or equal as Swift strings, numbers of every kind, deep nesting):
//   its compact text is, byte for byte, what `JSONEncoder` writes with `[.sortedKeys,
//   .withoutEscapingSlashes]` and a final newline, which is its contract; its indented text
//   parses back (JSONSerialization) to the same value; where `JSONEncoder` refuses (a number
//   that is not finite, more than 511 containers nested) it writes nothing in either layout.
// - `JSONWriter` alone, as the server writes its answers (in the API's key order, not
//   Foundation's layout): a character and a comic of any content written by it read back with `JSONDecoder`
//   as the very same DTO; any string, integer and finite number written alone reads back as
//   itself.
func fuzzJSONWriter(_ bytes: [UInt8]) {
    var input = FuzzInput(bytes)
    let tree = Tree.make(&input, depth: 0)
    let ours = JSONText.render(tree, layout: .compact)
    let indented = JSONText.render(tree, layout: .indented)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if let foundation = try? encoder.encode(tree) {
        let expected = String(decoding: foundation, as: UTF8.self) + "\n"
        guard ours == expected else {
            fail("json-writer: JSONText differs from JSONEncoder", ours + "\n---\n" + expected)
        }
        let parse = { (text: String) in
            (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) as? NSObject
        }
        guard let value = parse(ours) else { fail("json-writer: JSONText wrote what does not parse", ours) }
        guard parse(indented) == value else {
            fail("json-writer: the indented layout reads back otherwise than the compact one", indented)
        }
    } else {
        guard ours.isEmpty, indented.isEmpty else {
            fail("json-writer: JSONText wrote what JSONEncoder refuses", ours + "\n---\n" + indented)
        }
    }

    let character = DTOs.character(&input)
    let readCharacter = try? JSONDecoder().decode(
        CharacterDTO.self, from: Data([character].jsonBytes().dropFirst().dropLast()))
    guard readCharacter == character else {
        fail(
            "json-writer: a character written by JSONWriter reads back otherwise",
            "\(character)\n\(String(describing: readCharacter))")
    }
    let comic = DTOs.comic(&input)
    let readComic = try? JSONDecoder().decode(ComicDTO.self, from: Data([comic].jsonBytes().dropFirst().dropLast()))
    guard readComic == comic else {
        fail(
            "json-writer: a comic written by JSONWriter reads back otherwise",
            "\(comic)\n\(String(describing: readComic))")
    }
    let text = input.string(maximum: 60), integer = input.anyInt(), number = input.double()
    var writer = JSONWriter()
    writer.beginArray()
    writer.string(text)
    writer.int(integer)
    writer.number(number)
    writer.endArray()
    guard let values = try? JSONDecoder().decode(Scalars.self, from: Data(writer.bytes)),
        values.text == text, values.integer == integer, values.number == number
    else {
        fail(
            "json-writer: a string or number written by JSONWriter reads back otherwise",
            String(decoding: writer.bytes, as: UTF8.self))
    }
}

/// A string, an integer and a number in an array, as JSONWriter wrote them.
private struct Scalars: Decodable {
    var text: String
    var integer: Int
    var number: Double

    init(from decoder: any Decoder) throws {
        var array = try decoder.unkeyedContainer()
        text = try array.decode(String.self)
        integer = try array.decode(Int.self)
        number = try array.decode(Double.self)
    }
}

/// Any JSON document as an Encodable value: members in the order given, keys possibly repeated.
private indirect enum Tree: Encodable {
    case null, bool(Bool), int(Int), double(Double), float(Float), uint(UInt64), string(String)
    case array([Tree])
    case object([(String, Tree)])

    /// A tree from `input`; past depth 12 most containers are chains, to reach the depth limit.
    static func make(_ input: inout FuzzInput, depth: Int) -> Tree {
        switch input.byte() % 12 {
        case 0: return .null
        case 1: return .bool(input.bool())
        case 2: return .int(input.anyInt())
        case 3: return .double(input.double(finiteOnly: false))
        case 4: return .float(Float(input.double(finiteOnly: false)))
        case 5: return .uint(UInt64(bitPattern: Int64(input.anyInt())))
        case 6, 7: return .string(input.string())
        case 8:
            // A chain of arrays, as deep as the input says (up to 600, past the limit of 511).
            let levels = input.int(in: 0...600)
            var tree = make(&input, depth: depth + levels)
            for _ in 0..<levels { tree = .array([tree]) }
            return tree
        case 9, 10:
            guard depth < 12 else { return .array([]) }
            return .array((0..<input.int(in: 0...4)).map { _ in make(&input, depth: depth + 1) })
        default:
            guard depth < 12 else { return .object([]) }
            return .object(
                (0..<input.int(in: 0...5)).map { _ in
                    (
                        input.byte() % 3 == 0
                            ? ["a", "A", "é", "e\u{301}", "10", "9", ""][Int(input.byte() % 7)]
                            : input.string(maximum: 8),
                        make(&input, depth: depth + 1)
                    )
                })
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value): try value.encode(to: encoder)
        case .int(let value): try value.encode(to: encoder)
        case .double(let value): try value.encode(to: encoder)
        case .float(let value): try value.encode(to: encoder)
        case .uint(let value): try value.encode(to: encoder)
        case .string(let value): try value.encode(to: encoder)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let members):
            var container = encoder.container(keyedBy: JSONValue.Name.self)
            for (key, value) in members { try container.encode(value, forKey: JSONValue.Name(stringValue: key)) }
        }
    }
}

import Foundation
import MarvelWire
import Testing
import TestingUtils

/// `AnyJSONValue`, read by the one reader and written by the one writer, is the value it read:
/// what `heroes api` shows and merges.
@Suite struct AnyJSONValueTests {
    @Test func everyCaptureReadAndWrittenAgainIsTheSameJSONValueFoundationReads() throws {
        let captures = try WireBodies.captures()
        #expect(captures.count >= 11)
        for (name, body) in captures {
            let value = try MarvelJSONDecoder().decode(AnyJSONValue.self, from: body)
            for layout in [JSONLayout.compact, .indented] {
                let written = Data(JSONText.render(value, layout: layout).utf8)
                let original = try JSONDecoder().decode(JSONValue.self, from: body)
                #expect(try JSONDecoder().decode(JSONValue.self, from: written) == original, "\(name), \(layout)")
            }
        }
    }

    /// A number is an integer when it has an integer's value, as the reader reads it (`1e2` is 100).
    @Test func numbersKeepTheirKindAndObjectsAreWrittenWithSortedKeys() throws {
        let body = Data(#"{"z":1,"a":[1.5,-2,true,null,"x\u001b"],"m":{"b":1e2}}"#.utf8)
        let value = try MarvelJSONDecoder().decode(AnyJSONValue.self, from: body)
        #expect(
            value
                == .object([
                    "z": .integer(1),
                    "a": .array([.number(1.5), .integer(-2), .bool(true), .null, .string("x\u{1B}")]),
                    "m": .object(["b": .integer(100)]),
                ]))
        #expect(
            JSONText.render(value, layout: .compact)
                == #"{"a":[1.5,-2,true,null,"x\u001b"],"m":{"b":100},"z":1}"# + "\n",
            "the escape stays escaped: the writer writes no raw control character")
    }

    /// The one reader reads a value by its kind; any other decoder asks for each kind in turn:
    /// both read the same values (numbers too big for an `Int` among them).
    @Test func theReaderReadsTheSameValuesAsADecoderAskingForEachKindInTurn() throws {
        let body = Data(
            #"[{"a":[1,2.5,-0,9223372036854775808,-9223372036854775808,true,false,null]},"s\u00e9",{},[],[[{}]]]"#
                .utf8)
        let read = try MarvelJSONDecoder().decode(AnyJSONValue.self, from: body)
        let asked = try JSONDecoder().decode(AnyJSONValue.self, from: body)
        #expect(read == asked)
        guard case .array(let values) = read, case .object(let first) = values.first,
            case .array(let numbers) = first["a"]
        else {
            Issue.record("not the document's shape: \(read)")
            return
        }
        #expect(numbers[3] == .number(9_223_372_036_854_775_808), "past Int.max: a Double")
        #expect(numbers[4] == .integer(Int.min))
    }
}

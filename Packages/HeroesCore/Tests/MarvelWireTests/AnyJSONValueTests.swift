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
}

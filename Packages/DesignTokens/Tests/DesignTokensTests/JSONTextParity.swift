import DesignTokens
import Foundation
import Testing

/// The references `JSONText.render` is held to. Compact: what Foundation's `JSONEncoder` writes
/// with `[.sortedKeys, .withoutEscapingSlashes]` and a final newline (`""` when it throws), byte
/// for byte. Indented: the same tokens with only whitespace between them, parsing back to the
/// value of `JSONEncoder`'s pretty-printed text, which is what `--json` wrote before it had a
/// layout of its own.
enum JSONTextParity {
    static func foundationText(_ value: some Encodable, pretty: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if pretty { encoder.outputFormatting.insert(.prettyPrinted) }
        guard let data = try? encoder.encode(value) else { return "" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `text` without the spaces and line breaks between its tokens (those inside strings kept).
    static func withoutLayout(_ text: String) -> String {
        // By bytes: a quote followed by a combining mark is one Character.
        var result: [UInt8] = []
        var inString = false
        var escaped = false
        for character in text.utf8 {
            if inString {
                if escaped {
                    escaped = false
                } else if character == UInt8(ascii: "\\") {
                    escaped = true
                } else if character == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if character == UInt8(ascii: "\"") {
                inString = true
            } else if character == UInt8(ascii: " ") || character == UInt8(ascii: "\n") {
                continue
            }
            result.append(character)
        }
        return String(decoding: result, as: UTF8.self) + (text.hasSuffix("\n") ? "\n" : "")
    }

    /// The value `text` parses to, as `JSONSerialization` reads it; `nil` when it does not parse.
    static func parsed(_ text: String) -> NSObject? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) as? NSObject
    }

    /// Expects `JSONText.render(value, layout: .compact)` to be `JSONEncoder`'s text, the indented
    /// layout to differ from it only by whitespace between tokens and to parse back to the value
    /// of `JSONEncoder`'s pretty-printed text, and that text to be written (`encodes`) or refused
    /// (`""`), so that two refusals do not pass for an equal text.
    static func expectSameText(
        _ value: some Encodable, encodes: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected = foundationText(value)
        #expect(JSONText.render(value, layout: .compact) == expected, "\(value)", sourceLocation: sourceLocation)
        let indented = JSONText.render(value, layout: .indented)
        #expect(withoutLayout(indented) == expected, "\(value)", sourceLocation: sourceLocation)
        #expect(
            parsed(indented) == parsed(foundationText(value, pretty: true)), "\(value)", sourceLocation: sourceLocation)
        #expect(
            !expected.isEmpty == encodes, "JSONEncoder wrote \(expected.debugDescription)",
            sourceLocation: sourceLocation)
    }
}

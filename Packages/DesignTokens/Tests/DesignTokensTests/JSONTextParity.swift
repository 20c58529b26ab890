import DesignTokens
import Foundation
import Testing

/// The reference `JSONText.render` is held to: what Foundation's `JSONEncoder` writes with the
/// same options, and a final newline (`""` when it throws), which is what `render` returned
/// when it used `JSONEncoder` itself.
enum JSONTextParity {
    static func foundationText(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Expects `JSONText.render(value)` to be `JSONEncoder`'s text, and that text to be written
    /// (`encodes`) or refused (`""`), so that two refusals do not pass for an equal text.
    static func expectSameText(
        _ value: some Encodable, encodes: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected = foundationText(value)
        let text = JSONText.render(value)
        #expect(text == expected, "\(value)", sourceLocation: sourceLocation)
        #expect(
            !expected.isEmpty == encodes, "JSONEncoder wrote \(expected.debugDescription)",
            sourceLocation: sourceLocation)
    }
}

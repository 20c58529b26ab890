public import Foundation

/// `--json`'s text held to Foundation's. The compact layout is what `JSONEncoder` writes with
/// `[.sortedKeys, .withoutEscapingSlashes]` and a final newline, byte for byte; the indented
/// layout has the same tokens with only whitespace between them and parses back to the value of
/// `JSONEncoder`'s pretty-printed text (what `--json` wrote before it had a layout of its own).
public enum JSONParity {
    /// What `JSONEncoder` writes for `value` (sorted keys, slashes as they are), with a final
    /// newline; `""` when it throws.
    public static func foundationText(_ value: some Encodable, pretty: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if pretty { encoder.outputFormatting.insert(.prettyPrinted) }
        guard let data = try? encoder.encode(value) else { return "" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Nil when `compact` and `indented`, the two layouts written for `value`, are held to
    /// `JSONEncoder`'s text as the type says, and `JSONEncoder` wrote `value` (`encodes`) or
    /// refused it, so that two refusals do not pass for an equal text; otherwise what differs.
    public static func mismatch(_ value: some Encodable, compact: String, indented: String, encodes: Bool = true)
        -> String?
    {
        let expected = foundationText(value)
        if compact != expected {
            return "compact: \(compact.debugDescription), JSONEncoder: \(expected.debugDescription)"
        }
        if withoutLayout(indented) != expected {
            return
                "indented without its layout: \(withoutLayout(indented).debugDescription), JSONEncoder: \(expected.debugDescription)"
        }
        if parsed(indented) != parsed(foundationText(value, pretty: true)) {
            return "indented: \(indented.debugDescription) parses to another value than JSONEncoder's pretty text"
        }
        if expected.isEmpty == encodes { return "JSONEncoder wrote \(expected.debugDescription)" }
        return nil
    }

    /// Whether `compact` is one line, ended by a line feed, that parses (`JSONSerialization`) to
    /// the same value as `indented`.
    public static func compactIsOneLineOfTheSameValue(_ compact: String, as indented: String) -> Bool {
        guard compact.hasSuffix("\n"), !compact.dropLast().contains("\n"), let fromCompact = parsed(compact),
            let fromIndented = parsed(indented)
        else { return false }
        return fromCompact == fromIndented
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

    /// The value `text` parses to, as `JSONSerialization` reads it; nil when it does not parse.
    static func parsed(_ text: String) -> NSObject? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) as? NSObject
    }
}

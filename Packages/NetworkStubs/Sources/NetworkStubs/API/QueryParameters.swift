import FoundationEssentials
import NetworkClient

/// A request's query as ordered name/value pairs, decoded as a web server does: percent escapes
/// are decoded and `+` reads as a space.
struct QueryParameters: Sendable {
    /// The pairs in order; a name without `=` has the value `""`.
    let pairs: [(name: String, value: String)]

    init(url: URL) {
        guard let query = url.query(percentEncoded: true), !query.isEmpty else {
            pairs = []
            return
        }
        pairs = query.split(separator: "&", omittingEmptySubsequences: true).map { part in
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decode(pieces[0])
            let value = pieces.count > 1 ? Self.decode(pieces[1]) : ""
            return (name, value)
        }
    }

    /// The first value of `name`, if present (possibly `""`).
    subscript(name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    /// Whether a parameter's `value` is empty or only white space, which the API refuses (409);
    /// a value with an ASCII letter, digit or sign is answered without looking at its scalars.
    static func isBlank(_ value: String) -> Bool {
        if value.utf8.contains(where: { $0 > 0x20 && $0 < 0x7F }) { return false }
        return value.trimmingSpaces().isEmpty
    }

    /// `text` with `+` read as a space and percent escapes decoded; when an escape is malformed
    /// or the bytes decoded are not UTF-8, only the `+` are replaced (as `removingPercentEncoding`
    /// returning `nil` did before).
    static func decode(_ text: Substring) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "%") }) else { return String(text) }
        let spaced = String(decoding: utf8.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
        return PercentEncoding.decoded(spaced) ?? spaced
    }
}

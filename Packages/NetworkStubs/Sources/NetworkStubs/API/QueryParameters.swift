import Foundation

/// A request's query as ordered name/value pairs, decoded as a web server does: percent escapes
/// are decoded and `+` reads as a space.
struct QueryParameters: Sendable {
    /// The pairs in order; a name without `=` has the value `""`.
    let pairs: [(name: String, value: String)]

    init(url: URL) {
        guard let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery, !query.isEmpty else {
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

    private static func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}

import FoundationEssentials
import NetworkClient

/// A request's query as ordered name/value pairs, decoded as a web server does: percent escapes
/// are decoded and `+` reads as a space.
struct QueryParameters: Sendable {
    /// The pairs in order; a name without `=` has the value `""`.
    let pairs: [(name: String, value: String)]

    init(url: URL) {
        guard var query = url.query(percentEncoded: true), !query.isEmpty else {
            pairs = []
            return
        }
        // Split on the bytes `&` and `=` (ASCII, so every piece is whole UTF-8), not the String
        // by Characters (benchmarks/DECISIONS.md, "Queries split on bytes").
        pairs = query.withUTF8 { bytes in
            var pairs: [(name: String, value: String)] = []
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "&")) ?? bytes.count
                if end > start {
                    let part = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    if let equals = part.firstIndex(of: UInt8(ascii: "=")) {
                        pairs.append(
                            (
                                Self.decode(UnsafeBufferPointer(rebasing: part[..<equals])),
                                Self.decode(UnsafeBufferPointer(rebasing: part[(equals + 1)...]))
                            ))
                    } else {
                        pairs.append((Self.decode(part), ""))
                    }
                }
                start = end + 1
            }
            return pairs
        }
    }

    /// The first value of `name`, if present (possibly `""`).
    subscript(name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    /// `bytes` (whole UTF-8) with `+` read as a space and percent escapes decoded; when an
    /// escape is malformed or the bytes decoded are not UTF-8, only the `+` are replaced (as
    /// `removingPercentEncoding` returning `nil` did before).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "%") }) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        let spaced = String(decoding: bytes.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
        return PercentEncoding.decoded(spaced) ?? spaced
    }
}

import FoundationEssentials
import MarvelWire

/// Removes the caller's public key from a response body, once, as it arrives: the Marvel API
/// writes it into every link as `utm_source=<key>`, and neither the cache file nor the screen
/// may hold it.
///
/// It works on the bytes, so that what is stored is what is decoded: each `utm_source` query
/// item is removed whole, with its `&` (or its `?` when it was the only item), so a link reads
/// as if the API had never added it; anywhere else only the value goes (`utm_source=`). The
/// rest is kept byte for byte: only bytes inside one JSON string, and never a `"` or `\`, are
/// removed, so a body that decoded still decodes, to the same numbers and ids.
enum APIKeyScrubber {
    private static let marker = Array("utm_source=".utf8)
    /// Bytes that end a query value inside a JSON string: `&`, `"`, `\`, `#`, `'`, `<`, `>`, whitespace.
    private static let terminators: Set<UInt8> = Set("&\"\\#'<> \t\r\n".utf8)
    private static let ampersand = UInt8(ascii: "&")
    private static let questionMark = UInt8(ascii: "?")

    static func scrub(_ body: Data) -> Data {
        // Most bodies hold no marker: they are returned as they are, after one scan in place.
        // Otherwise the bytes between markers are copied in runs, not one by one
        // (benchmarks/DECISIONS.md).
        guard var next = body.withUnsafeBytes({ ByteSearch.firstIndex(of: marker, in: $0) }) else { return body }
        let bytes = [UInt8](body)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var changed = false
        while true {
            output.append(contentsOf: bytes[index..<next])
            var end = next + marker.count
            while end < bytes.count, !terminators.contains(bytes[end]) { end += 1 }
            switch output.last {
            case ampersand?:
                output.removeLast()
                changed = true
            case questionMark?:
                if end < bytes.count, bytes[end] == ampersand {
                    end += 1
                } else {
                    output.removeLast()
                }
                changed = true
            default:
                output.append(contentsOf: marker)
                changed = changed || end > next + marker.count
            }
            index = end
            guard let found = nextMarker(in: bytes, from: index) else { break }
            next = found
        }
        output.append(contentsOf: bytes[index...])
        return changed ? Data(output) : body
    }

    /// Where the next `utm_source=` starts at or after `start`.
    private static func nextMarker(in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBytes { ByteSearch.firstIndex(of: marker, in: $0, from: start) }
    }
}

import Foundation

/// Removes what must never be stored from a response body before it is cached.
///
/// The Marvel API writes the caller's public key into every link as `utm_source=<key>`; the
/// value is dropped (`utm_source=`), the rest of the body is kept byte for byte.
enum CacheBodyScrubber {
    private static let marker = Array("utm_source=".utf8)
    /// Bytes that end a query value inside a JSON string: `&`, `"`, `\`, `#`, `'`, `<`, `>`, whitespace.
    private static let terminators: Set<UInt8> = Set("&\"\\#'<> \t\r\n".utf8)

    static func scrub(_ body: Data) -> Data {
        let bytes = [UInt8](body)
        guard bytes.count >= marker.count else { return body }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var changed = false
        while index < bytes.count {
            if bytes[index] == marker[0], index + marker.count <= bytes.count,
               bytes[index..<index + marker.count].elementsEqual(marker) {
                output.append(contentsOf: marker)
                index += marker.count
                let valueStart = index
                while index < bytes.count, !terminators.contains(bytes[index]) { index += 1 }
                changed = changed || index > valueStart
                continue
            }
            output.append(bytes[index])
            index += 1
        }
        return changed ? Data(output) : body
    }
}

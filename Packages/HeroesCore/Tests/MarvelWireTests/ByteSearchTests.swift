import MarvelWire
import Testing

/// `ByteSearch.firstIndex`: the first place a run of bytes starts at or after an offset, the
/// same as a search byte by byte, on texts made to trip a first-byte scan (repeated first bytes,
/// near misses, the needle at either end).
struct ByteSearchTests {
    /// The search byte by byte it must agree with.
    static func plainFirstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start >= 0, start <= haystack.count, needle.count <= haystack.count - start else {
            return nil
        }
        return (start...(haystack.count - needle.count)).first { Array(haystack[$0..<$0 + needle.count]) == needle }
    }

    @Test func everyPlaceAndStartAgreesWithASearchByteByByte() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let alphabet: [UInt8] = [0x61, 0x62, 0x00, 0xFF]
            let haystack = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let needle = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let start = Int.random(in: -1...(haystack.count + 1), using: &generator)
            let found = haystack.withUnsafeBytes { ByteSearch.firstIndex(of: needle, in: $0, from: start) }
            #expect(
                found == Self.plainFirstIndex(of: needle, in: haystack, from: start),
                "\(needle) in \(haystack) from \(start)")
        }
    }

    @Test func aMarkerIsFoundAfterNearMissesAndAtTheEnd() {
        let body = Array("utm_sourc utm_source utm_source=".utf8)
        let marker = Array("utm_source=".utf8)
        #expect(body.withUnsafeBytes { ByteSearch.firstIndex(of: marker, in: $0) } == 21)
        #expect(body.withUnsafeBytes { ByteSearch.firstIndex(of: marker, in: $0, from: 22) } == nil)
        #expect(body.withUnsafeBytes { ByteSearch.firstIndex(of: [], in: $0) } == nil)
    }
}

import Foundation
import NetworkClient
import PropertyBased
import Testing
@testable import NetworkStubs

/// The client's query encoding (NetworkClient's `appendingQueryItems`, which every request of
/// HeroesCore goes through) against the server's query parsing (``QueryParameters``), over any
/// Unicode text.
struct QueryRoundTripPropertyTests {
    /// Any Unicode text: the characters URLs give a meaning to (`&`, `=`, `+`, `%`, `#`, `?`,
    /// `/`, space), escapes that look decoded already (`%41`, `%ZZ`, `%`), controls and `NUL`,
    /// Latin-1, combining marks, bidirectional controls, CJK, emoji sequences and any scalar of
    /// the BMP or the astral planes. Shrinking drops whole pieces.
    static let text = Generator<String, Shrink.None<String>> { rng in
        switch Int.random(in: 0..<9, using: &rng) {
        case 0, 1:
            [
                "&", "=", "+", "%", "#", "?", "/", " ", ";", ",", "%41", "%ZZ", "%2", "%%", "+%2B", "a=b&c", "\\",
                "'\"<>",
            ].randomElement(using: &rng)!
        case 2:
            String(UnicodeScalar(UInt8.random(in: 0x00...0x1F, using: &rng))) + ["", "\u{7F}", "\u{85}"].randomElement(
                using: &rng)!
        case 3: String(UnicodeScalar(UInt8.random(in: 0x20...0xFF, using: &rng)))
        case 4:
            [
                "e\u{301}", "é", "\u{202E}abc", "\u{FEFF}", "\u{200D}", "\u{FE0F}", "スパイダーマン", "蜘蛛侠", "👨‍👩‍👧‍👦", "🇯🇵",
                "\u{10FFFF}", "\u{E000}",
            ].randomElement(using: &rng)!
        case 5: String(Unicode.Scalar(UInt32.random(in: 0x10000...0x10FFFF, using: &rng)) ?? "?")
        default: String(Unicode.Scalar(UInt32.random(in: 0...0xFFFF, using: &rng)) ?? "\u{FFFD}")  // surrogates are not scalars
        }
    }.array(of: 0...16).map { $0.joined() }

    /// The URL the server builds from what the client sends: AsyncHTTPClient writes the path and
    /// the query exactly as the URL holds them, and the server puts them after its own origin.
    static func received(_ request: HTTPRequest) throws -> URL {
        let target = request.url.path(percentEncoded: true) + (request.url.query.map { "?" + $0 } ?? "")
        return try #require(URL(string: "http://127.0.0.1:8080" + target), "\(target)")
    }

    @Test func anyUnicodeNameAndValueTheClientPutsInAQueryReachTheServerIdentical() async {
        await propertyCheck(count: 1000, input: Self.text, Self.text) { name, value in
            let base = HTTPRequest(url: URL(string: "http://127.0.0.1:8080/v1/public/characters")!)
            let request = base.appendingQueryItems([
                URLQueryItem(name: "nameStartsWith", value: value), URLQueryItem(name: name, value: value),
                URLQueryItem(name: "limit", value: "20"),
            ])
            let pairs = QueryParameters(url: try Self.received(request)).pairs
            let expected = [("nameStartsWith", value), (name, value), ("limit", "20")]
            // Scalars, not String ==, which would take "é" and "e\u{301}" for the same.
            #expect(
                pairs.map { Array($0.name.unicodeScalars) } == expected.map { Array($0.0.unicodeScalars) },
                "\(request.url.absoluteString)")
            #expect(
                pairs.map { Array($0.value.unicodeScalars) } == expected.map { Array($0.1.unicodeScalars) },
                "\(request.url.absoluteString)")
        }
    }
}

import Foundation
import Testing
import NetworkClient

/// PercentEncoding answers as Foundation's `addingPercentEncoding` (over the RFC 3986 unreserved
/// set) and `removingPercentEncoding` did, which the tests (free to import Foundation) compare.
@Suite struct PercentEncodingTests {
    static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    @Test(arguments: ["a+b&c=d#e/f", "Spider-Man (Ben Reilly)", "Spïder–Man ｓ ﬁ", "100% ~._-", "", "\u{1F9B8}\n\t"])
    func encodesAllButUnreservedAsFoundationDid(text: String) {
        #expect(
            PercentEncoding.encodingAllButUnreserved(text)
                == text.addingPercentEncoding(withAllowedCharacters: Self.unreserved))
        #expect(PercentEncoding.decoded(PercentEncoding.encodingAllButUnreserved(text)) == text)
    }

    @Test(arguments: ["a%2Bb", "%e2%80%93", "plain+text", "%", "%4", "%zz", "a%2", "%FF", "%C3%A9%", "100%25"])
    func decodesAsFoundationDid(text: String) {
        #expect(PercentEncoding.decoded(text) == text.removingPercentEncoding)
    }
}

/// `trimmingSpaces()` and `trimmingWhitespace()` take away what `trimmingCharacters(in:)` did
/// with `.whitespaces` and `.whitespacesAndNewlines`.
@Suite struct WhitespaceTrimmingTests {
    @Test(arguments: [
        "  a b  ", "\t\u{A0}x\u{3000}", "\n line \n", "\u{2028}y\u{85}", "   ", "", "é\u{301} ", " \u{301}z",
        "\r\n\u{200B}w\u{200B}", "\u{1680}\u{2009}\u{202F}\u{205F}v\u{0B}\u{0C}",
    ])
    func trimsTheScalarsFoundationTrimmed(text: String) {
        #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text[...].trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
    }
}

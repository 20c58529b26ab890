import Foundation
import Testing
@testable import HeroesCore

@Suite struct HeroMappingTests {
    @Test(
        arguments: [
            (nil, ""), ("", ""), ("Spider-Man", "Spider-Man"), ("  Hulk \n", "Hulk"), ("\tThor", "Thor"),
            ("Loki\u{00A0}", "Loki"), ("\u{3000}Wolverine", "Wolverine"), ("Ünal", "Ünal"), ("Émile ", "Émile"),
            (" ", ""),
        ] as [(String?, String)])
    func namesLoseOnlyTheWhiteSpaceAtTheirEnds(raw: String?, expected: String) {
        #expect(trimmed(raw) == expected)
    }

    @Test(
        arguments: [
            ("http://gateway.marvel.com/v1/public/comics/21366", 21366),
            ("http://gateway.marvel.com/v1/public/comics/21366/", 21366),
            ("21366", 21366),
            ("http://gateway.marvel.com/v1/public/comics/abc", nil),
            ("http://gateway.marvel.com/v1/public/comics/", nil),
            ("", nil),
            ("/", nil),
        ] as [(String, Int?)])
    func resourceIDsAreTheLastPathNumber(uri: String, expected: Int?) {
        #expect(lastPathNumber(uri) == expected)
    }
}

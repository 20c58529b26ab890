import DesignTokens
import Testing

struct DisplayWidthTests {
    static let cases: [(String, Int)] = [
        ("", 0),
        ("Hulk", 4),
        ("スパイダーマン", 14),
        ("蜘蛛侠", 6),
        ("스파이더맨", 10),
        ("ＡＢＣ", 6),  // fullwidth forms
        ("e\u{301}", 1),  // e + combining acute
        ("Poke\u{301}mon", 7),
        ("é", 1),  // precomposed
        ("🦸‍♀️ Hero", 7),  // ZWJ sequence (2) + space + 4
        ("👨‍👩‍👧‍👦", 2),  // family: ZWJ sequence
        ("👍🏽", 2),  // skin tone
        ("🇯🇵", 2),  // flag
        ("❤️", 2),  // U+2764 + VS16
        ("1️⃣", 2),  // keycap
        ("⌚", 2),
        ("\u{1B}[1;31mHulk\u{1B}[0m", 4),  // SGR escapes
        ("\u{1B}]8;;https://marvel.com\u{07}link\u{1B}]8;;\u{07}", 4),  // OSC 8 hyperlink
        ("\u{1B}[38;5;208mスパイダー\u{1B}[0m", 10),
        ("a\u{200B}b", 2),  // zero width space
        ("tab\there", 7),  // control characters count 0
        ("…", 1),
        ("·", 1),
        ("─", 1),
        ("\u{1160}", 0),  // Hangul medial vowel alone
        ("\u{301}", 0),  // lone combining mark
        (" \u{FE0F}", 1),  // selectors and skin tones change emoji only
        ("a\u{FE0F}", 1),
        ("\u{263A}\u{FE0F}", 2),
        ("\u{30B9}\u{FE0E}", 2),
        (" \u{1F3FB}", 1),
        ("\u{261D}\u{1F3FB}", 2),
    ]

    @Test(arguments: cases)
    func width(of text: String, is expected: Int) {
        #expect(DisplayWidth.of(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func stringCountIsNotWidth() {
        let name = "スパイダーマン"
        #expect(name.count == 7)
        #expect(DisplayWidth.of(name) == 14)
        #expect("🦸‍♀️".count == 1)
        #expect("🦸‍♀️".unicodeScalars.count == 4)
        #expect(DisplayWidth.of("🦸‍♀️") == 2)
    }

    @Test func stripRemovesEscapesOnly() {
        #expect(ANSI.strip("\u{1B}[1mbold\u{1B}[0m and \u{1B}]8;;x\u{1B}\\link\u{1B}]8;;\u{1B}\\") == "bold and link")
        #expect(ANSI.strip("plain") == "plain")
        #expect(ANSI.strip("\u{1B}[31") == "")
    }
}

import DesignTokens
import Testing

struct TerminalTextTests {
    /// Attacks seen in the wild, each with what must remain of it.
    static let attacks: [(name: String, input: String, expected: String)] = [
        ("OSC 52 clipboard write, BEL-terminated", "Hulk\u{1B}]52;c;cm0gLXJmIH4=\u{07} smash", "Hulk smash"),
        ("OSC 0 window title, ST-terminated", "\u{1B}]0;pwned\u{1B}\\Thor", "Thor"),
        ("CSI clear screen and home", "\u{1B}[2J\u{1B}[HLoki", "Loki"),
        ("CSI colour", "\u{1B}[31mred\u{1B}[0m", "red"),
        ("OSC 8 hyperlink", "\u{1B}]8;;http://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\", "click"),
        ("DCS string", "a\u{1B}Pq#0;2;0;0;0\u{1B}\\b", "ab"),
        ("two-character escape (save cursor)", "a\u{1B}7b", "ab"),
        ("unterminated OSC swallows the rest", "safe\u{1B}]52;c;AAAA", "safe"),
        ("8-bit CSI", "a\u{9B}2Jb", "a 2Jb"),
        ("C1 NEL and other C1", "a\u{85}b\u{80}c", "a b c"),
        ("bell, backspace, DEL", "a\u{07}b\u{08}c\u{7F}d", "a b c d"),
        ("right-to-left override", "evil\u{202E}gpj.exe", "evilgpj.exe"),
        ("bidi isolates and marks", "\u{2066}a\u{2069}\u{200E}b\u{200F}c\u{061C}", "abc"),
        ("line and paragraph separators", "a\u{2028}b\u{2029}c", "a b c"),
        ("NUL", "a\u{0}b", "a b"),
    ]

    @Test(arguments: attacks)
    func neutralizedRemovesWhatATerminalWouldActOn(_ attack: (name: String, input: String, expected: String)) {
        #expect(TerminalText.neutralized(attack.input) == attack.expected, "\(attack.name)")
    }

    @Test func plainTextComesBackUnchanged() {
        for text in [
            "Spider-Man (Peter Parker)", "スパイダーマン", "🦸‍♀️ Captain Marvel", "Ms. Marvel (Kamala Khan)", "e\u{301}", "",
        ] {
            #expect(TerminalText.neutralized(text) == text)
            #expect(TerminalText.isNeutral(text))
        }
    }

    @Test func lineBreaksBecomeSpacesByDefault() {
        #expect(TerminalText.neutralized("one\ntwo\r\nthree\rfour") == "one two three four")
    }

    @Test func keptLineBreaksAreLineFeedsAndCRLFIsOne() {
        #expect(
            TerminalText.neutralized("one\ntwo\r\nthree\rfour\u{2028}five", lineBreaks: .keep)
                == "one\ntwo\nthree\nfour\nfive")
        #expect(TerminalText.isNeutral("one\ntwo", lineBreaks: .keep))
        #expect(!TerminalText.isNeutral("one\ntwo"))
    }

    @Test func tabsBecomeSpaces() {
        #expect(TerminalText.neutralized("a\tb") == "a b")
    }

    @Test(arguments: attacks)
    func neutralizingTwiceChangesNothing(_ attack: (name: String, input: String, expected: String)) {
        let once = TerminalText.neutralized(attack.input, lineBreaks: .keep)
        #expect(TerminalText.neutralized(once, lineBreaks: .keep) == once)
        #expect(TerminalText.isNeutral(once, lineBreaks: .keep))
    }
}

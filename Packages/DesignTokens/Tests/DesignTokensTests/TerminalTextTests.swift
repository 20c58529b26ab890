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
            "Spider-Man (Peter Parker)", "スパイダーマン", "🦸 Captain Marvel", "Ms. Marvel (Kamala Khan)", "e\u{301}",
            "Tie\u{302}\u{323}n", "👍🏽", "🇫🇷", "",
        ] {
            #expect(TerminalText.neutralized(text) == text)
            #expect(TerminalText.isNeutral(text))
        }
    }

    /// Invisible characters whose width terminals disagree on (or that join what follows): each
    /// is removed, and the name around it takes the columns its letters take.
    @Test(
        arguments: [
            0xAD, 0x34F, 0x61C, 0x115F, 0x1160, 0x180E, 0x200B, 0x200C, 0x200D, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064,
            0x206A, 0x206B, 0x206C, 0x206D, 0x206E, 0x206F, 0x3164, 0xFE00, 0xFE0E, 0xFE0F, 0xFEFF, 0xFFA0, 0xFFF9,
            0xFFFA, 0xFFFB, 0x600, 0x6DD, 0x110BD, 0xE0001, 0xE0041, 0xE007F, 0xE0100,
        ] as [UInt32])
    func anInvisibleOrFormatCharacterIsRemoved(value: UInt32) throws {
        let invisible = String(try #require(Unicode.Scalar(value)))
        let result = TerminalText.neutralized("Thor" + invisible + "Odinson" + invisible)
        #expect(result == "ThorOdinson", "\(result.scalarDump)")
        #expect(DisplayWidth.of(result) == 11)
        #expect(!TerminalText.isNeutral("Thor" + invisible))
    }

    @Test func anEmojiZeroWidthJoinerSequenceFallsApartIntoItsEmojiWithoutSelectors() {
        #expect(
            TerminalText.neutralized("\u{1F9B8}\u{200D}\u{2640}\u{FE0F} Captain Marvel")
                == "\u{1F9B8}\u{2640} Captain Marvel")
        #expect(
            TerminalText.neutralized("\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}") == "\u{1F3F4}")
    }

    @Test func aStackOfCombiningMarksKeepsItsFirstFour() {
        let zalgo =
            "Z" + String(repeating: "\u{301}\u{316}", count: 20) + "alg" + String(repeating: "\u{20DD}", count: 6) + "o"
        let result = TerminalText.neutralized(zalgo)
        #expect(result == "Z\u{301}\u{316}\u{301}\u{316}alg\u{20DD}\u{20DD}\u{20DD}\u{20DD}o", "\(result.scalarDump)")
        #expect(TerminalText.isNeutral(result) && !TerminalText.isNeutral(zalgo))
        #expect(DisplayWidth.of(result) == 5)
        // An invisible character between marks does not start a new run.
        #expect(
            TerminalText.neutralized("e\u{301}\u{301}\u{301}\u{200B}\u{301}\u{301}") == "e\u{301}\u{301}\u{301}\u{301}")
    }

    @Test func aCombiningMarkWithNothingBeforeItToCombineWithIsDropped() {
        #expect(TerminalText.neutralized("\u{300}\u{301}abc") == "abc")
        #expect(TerminalText.neutralized("\u{1B}[2m\u{300}x") == "x")
        #expect(TerminalText.neutralized("x\n\u{301}y", lineBreaks: .keep) == "x\ny")
        #expect(TerminalText.neutralized("x\n\u{301}y") == "x \u{301}y")
        #expect(!TerminalText.isNeutral("\u{300}"))
        #expect(TerminalText.isNeutral("e\u{301}"))
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

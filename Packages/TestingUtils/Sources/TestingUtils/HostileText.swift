/// Text as a hostile server, cache file or environment could send it, for property tests and
/// their generators: a run of pieces, each of one kind a terminal, a column count or a JSON
/// writer could trip on: plain words and blanks, C0 and C1 controls, line breaks of every kind,
/// escape sequences (CSI, OSC, DCS, SOS, PM and APC with and without a terminator,
/// two-character escapes, a lone `ESC`, 8-bit introducers), bidirectional controls, combining
/// and spacing marks, zero-width and format characters, variation selectors, East Asian wide
/// characters and Hangul jamo, emoji (skin tones, zero-width-joiner sequences, flags, lone
/// regional indicators, keycaps), Arabic prepended marks and any scalar at all. (A Swift string
/// cannot hold a lone surrogate.)
public enum HostileText {

    // MARK: - Pieces

    public static func randomPiece(using rng: inout some RandomNumberGenerator) -> String {
        switch Int.random(in: 0..<16, using: &rng) {
        case 0: String(scalar(in: 0x00...0x1F, using: &rng))  // C0 control
        case 1: Bool.random(using: &rng) ? "\u{7F}" : String(scalar(in: 0x80...0x9F, using: &rng))  // DEL, C1
        case 2:
            ["\n", "\r", "\r\n", "\n\r", "\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}", "\t", " \t "]
                .randomElement(using: &rng)!  // breaks, tabs
        case 3, 4: escapeSequence(using: &rng)
        case 5: bidiControls.randomElement(using: &rng)!
        case 6: String(scalar(in: 0...0x10FFFF, using: &rng))  // anything at all
        default: randomPrintablePiece(using: &rng)
        }
    }

    public static func randomPrintablePiece(using rng: inout some RandomNumberGenerator) -> String {
        switch Int.random(in: 0..<12, using: &rng) {
        case 0, 1: return word(using: &rng)
        case 2: return [" ", "  ", "\u{A0}", "\u{3000}"].randomElement(using: &rng)!  // spaces, no-break and ideographic
        case 3: return combiningMarks(using: &rng)  // and emoji modifiers
        case 4: return zeroWidth.randomElement(using: &rng)!
        case 5: return wide(using: &rng)
        case 6, 7: return emoji(using: &rng)
        case 8: return ["\u{600}", "\u{601}", "\u{6DD}", "\u{110BD}"].randomElement(using: &rng)!  // prepended concatenation marks
        case 9: return ["\u{903}", "\u{93E}", "\u{E33}", "\u{1161}", "\u{11A8}"].randomElement(using: &rng)!  // spacing marks, jamo V and T
        case 10:  // Latin to CJK radicals, symbols among them
            var picked = scalar(in: 0xA0...0x2FFF, using: &rng)
            while isControlOrBidi(picked) { picked = scalar(in: 0xA0...0x2FFF, using: &rng) }
            return String(picked)
        default: return String(scalar(in: 0x20...0x7E, using: &rng))  // one ASCII character
        }
    }

    public static let bidiControls = [
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{61C}",
    ]

    /// Zero-width joiners and spaces, variation selectors, soft hyphen, byte order mark, word
    /// joiner, Mongolian vowel separator, a tag character.
    public static let zeroWidth = [
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{FE0E}", "\u{FE0F}", "\u{AD}", "\u{FEFF}", "\u{2060}", "\u{180E}",
        "\u{E0041}",
    ]

    public static func word(using rng: inout some RandomNumberGenerator) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.,;:'\"()[]/\\%&=+?#@!")
        return String((0..<Int.random(in: 1...10, using: &rng)).map { _ in letters.randomElement(using: &rng)! })
    }

    public static func combiningMarks(using rng: inout some RandomNumberGenerator) -> String {
        let ranges: [ClosedRange<UInt32>] = [
            0x300...0x36F, 0x483...0x489, 0x591...0x5BD, 0x20D0...0x20F0, 0xFE20...0xFE2F, 0x1F3FB...0x1F3FF,
        ]
        return String(
            (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                Character(scalar(in: ranges.randomElement(using: &rng)!, using: &rng))
            })
    }

    /// CJK ideographs, kana, Hangul syllables and leading jamo, fullwidth forms.
    public static func wide(using rng: inout some RandomNumberGenerator) -> String {
        let ranges: [ClosedRange<UInt32>] = [
            0x4E00...0x9FFF, 0x3041...0x30FF, 0xAC00...0xD7A3, 0x1100...0x115F, 0xFF01...0xFF60, 0x20000...0x2A6DF,
        ]
        return String(
            (0..<Int.random(in: 1...6, using: &rng)).map { _ in
                Character(scalar(in: ranges.randomElement(using: &rng)!, using: &rng))
            })
    }

    public static func emoji(using rng: inout some RandomNumberGenerator) -> String {
        func one(_ rng: inout some RandomNumberGenerator) -> String {
            let ranges: [ClosedRange<UInt32>] = [
                0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x2600...0x27BF,
            ]
            return String(scalar(in: ranges.randomElement(using: &rng)!, using: &rng))
        }
        switch Int.random(in: 0..<7, using: &rng) {
        case 0: return one(&rng)
        case 1: return one(&rng) + String(scalar(in: 0x1F3FB...0x1F3FF, using: &rng))  // skin tone
        case 2:  // a zero-width-joiner sequence, each part maybe with an emoji presentation selector
            return (0..<Int.random(in: 2...4, using: &rng)).map { _ in
                one(&rng) + (Bool.random(using: &rng) ? "\u{FE0F}" : "")
            }.joined(separator: "\u{200D}")
        case 3:
            return String(scalar(in: 0x1F1E6...0x1F1FF, using: &rng))
                + String(scalar(in: 0x1F1E6...0x1F1FF, using: &rng))  // flag
        case 4: return String(scalar(in: 0x1F1E6...0x1F1FF, using: &rng))  // lone regional indicator
        case 5: return ["#", "*", "0", "7"].randomElement(using: &rng)! + "\u{FE0F}\u{20E3}"  // keycap
        default:
            return ["\u{2764}", "\u{263A}", "\u{2122}", "\u{A9}"].randomElement(using: &rng)! + [
                "\u{FE0E}", "\u{FE0F}", "",
            ].randomElement(using: &rng)!
        }
    }

    public static func escapeSequence(using rng: inout some RandomNumberGenerator) -> String {
        let esc = "\u{1B}"
        func parameters(_ rng: inout some RandomNumberGenerator) -> String {
            let bytes = Array("0123456789;:<=>?")
            return String((0..<Int.random(in: 0...6, using: &rng)).map { _ in bytes.randomElement(using: &rng)! })
        }
        func payload(_ rng: inout some RandomNumberGenerator) -> String {
            (0..<Int.random(in: 0...4, using: &rng)).map { _ in
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: ";"
                case 1: word(using: &rng)
                case 2: String(scalar(in: 0xA0...0xFFFF, using: &rng))
                default: ["52;c;", "0;", "8;;http://evil.example/", "cm0gLXJm"].randomElement(using: &rng)!
                }
            }.joined()
        }
        let terminator = ["\u{07}", esc + "\\", ""].randomElement(using: &rng)!
        switch Int.random(in: 0..<9, using: &rng) {
        case 0:  // CSI: parameters, maybe an intermediate byte, a final byte
            return esc + "[" + parameters(&rng)
                + (Bool.random(using: &rng) ? String(scalar(in: 0x20...0x2F, using: &rng)) : "")
                + String(scalar(in: 0x40...0x7E, using: &rng))
        case 1:  // CSI cut short, or broken by a byte that cannot be in one
            return esc + "[" + parameters(&rng) + ["", "\n", "\u{7}", "é", esc].randomElement(using: &rng)!
        case 2:  // OSC ended by BEL, by ST or not at all
            return esc + "]" + payload(&rng) + terminator
        case 3:  // DCS, SOS, PM, APC
            return esc + ["P", "X", "^", "_"].randomElement(using: &rng)! + payload(&rng) + terminator
        case 4:  // a two-character escape
            return esc + String(scalar(in: 0x20...0x7E, using: &rng))
        case 5:  // a lone ESC, or ESC before something that is not an introducer
            return esc + ["", esc, "\u{301}", "ス", "\n"].randomElement(using: &rng)!
        case 6:  // 8-bit CSI and OSC
            return ["\u{9B}", "\u{9D}"].randomElement(using: &rng)! + parameters(&rng) + ["m", "\u{9C}", "\u{7}", ""]
                .randomElement(using: &rng)!
        case 7:  // an OSC whose payload holds another escape
            return esc + "]0;" + payload(&rng) + esc + "[2J" + payload(&rng) + terminator
        default:  // attacks seen in the wild
            return [
                esc + "]52;c;cm0gLXJmIH4=" + "\u{07}", esc + "]0;pwned" + esc + "\\", esc + "[2J" + esc + "[H",
                esc + "]8;;http://evil.example" + esc + "\\click" + esc + "]8;;" + esc + "\\",
                esc + "P+q544e" + esc + "\\",
            ].randomElement(using: &rng)!
        }
    }

    /// Text of up to `maxPieces` pieces of any kind, for generators that build bigger values.
    public static func randomText(maxPieces: Int, using rng: inout some RandomNumberGenerator) -> String {
        (0..<Int.random(in: 0...maxPieces, using: &rng)).map { _ in randomPiece(using: &rng) }.joined()
    }

    /// Whether a terminal could act on `scalar`: a C0 or C1 control, `DEL`, a bidirectional
    /// control or a line or paragraph separator. Written out here, apart from the code under test.
    public static func isControlOrBidi(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x61C: true
        default: false
        }
    }

    /// A random scalar in `range`; surrogates, which are not scalars, become U+FFFD.
    public static func scalar(in range: ClosedRange<UInt32>, using rng: inout some RandomNumberGenerator)
        -> Unicode.Scalar
    {
        Unicode.Scalar(UInt32.random(in: range, using: &rng)) ?? "\u{FFFD}"
    }
}

import DesignTokens
import PropertyBased
import TestingUtils

/// Generators for the property tests, of TestingUtils' hostile text (``HostileText``, which
/// says what its pieces are) and of widths as callers could ask for them. Shrinking drops whole
/// pieces, so a failure is reported on a short string.
extension HostileText {
    /// Any text: up to 24 pieces of every kind.
    static let text = piece.array(of: 0...24).map { $0.joined() }

    /// Text without controls, escapes or bidirectional controls, framed by a letter on each side
    /// so that nothing added around it can join its first or last grapheme cluster. It may hold
    /// the invisible characters and stacks of marks that neutralising removes (``visible`` has
    /// none): text as measured and laid out, neutralised or not.
    static let printable = printablePiece.array(of: 0...16).map { "x" + $0.joined() + "x" }

    /// Text that neutralising leaves as it is: ``printable``'s pieces without invisible
    /// characters (zero-width, format, variation selectors, tags, the joiners of emoji
    /// sequences) and with at most three combining marks on a letter, framed by letters.
    static let visible = Generator<String, Shrink.None<String>> { rng in randomVisiblePiece(using: &rng) }
        .array(of: 0...16).map { "x" + $0.joined() + "x" }

    /// One piece of any kind.
    static let piece: Generator<String, Shrink.None<String>> = Generator { rng in randomPiece(using: &rng) }

    /// One piece without controls, escapes or bidirectional controls.
    static let printablePiece: Generator<String, Shrink.None<String>> = Generator { rng in
        randomPrintablePiece(using: &rng)
    }

    /// A width as a caller could ask for it: mostly terminal-like, sometimes 0, 1, negative or
    /// as large as an `Int` goes.
    static let width = widths(extremes: [Int.min, Int.min + 1, -1_000_000, Int.max, Int.max - 1, 1_000_000])

    /// A width to pad to: like ``width`` but never so large that the padding could not be held
    /// in memory.
    static let paddingWidth = widths(extremes: [Int.min, Int.min + 1, -1_000_000, 10_000])

    static func widths(extremes: [Int]) -> Generator<Int, Shrink.None<Int>> {
        Generator { rng in
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: extremes.randomElement(using: &rng)!
            case 1: Int.random(in: -3...0, using: &rng)
            case 2: Int.random(in: 1...3, using: &rng)
            default: Int.random(in: 4...120, using: &rng)
            }
        }
    }

    /// A table of 1 to 5 columns with hostile titles, alignments, minimum widths from -2 to 15
    /// and drop orders, and up to 5 rows of 0 to 6 hostile cells (fewer or more than columns).
    static let table: Generator<TextTable, Shrink.None<TextTable>> = Generator { rng in
        let columns = (0..<Int.random(in: 1...5, using: &rng)).map { _ in
            TableColumn(
                randomText(maxPieces: 3, using: &rng),
                alignment: TextAlignment.allCases.randomElement(using: &rng)!,
                isFlexible: Bool.random(using: &rng),
                minimumWidth: Int.random(in: -2...15, using: &rng),
                dropOrder: Bool.random(using: &rng) ? Int.random(in: 0...3, using: &rng) : nil
            )
        }
        let rows = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
            (0..<Int.random(in: 0...6, using: &rng)).map { _ in TableCell(randomText(maxPieces: 6, using: &rng)) }
        }
        return TextTable(columns: columns, rows: rows)
    }

    static func randomVisiblePiece(using rng: inout some RandomNumberGenerator) -> String {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1: return word(using: &rng)
        case 2: return [" ", "  ", "\u{A0}", "\u{3000}"].randomElement(using: &rng)!
        case 3:  // at most three, on a letter, without the combining grapheme joiner (invisible)
            return "a"
                + String(
                    String.UnicodeScalarView(combiningMarks(using: &rng).unicodeScalars.filter { $0 != "\u{34F}" }))
        case 4:  // without the Hangul filler (invisible)
            return String(String.UnicodeScalarView(wide(using: &rng).unicodeScalars.filter { $0 != "\u{115F}" }))
        case 5, 6:  // emoji, skin-toned, flags and keycaps without selectors or joiners
            return [
                String(scalar(in: 0x1F300...0x1F64F, using: &rng)),
                String(scalar(in: 0x1F466...0x1F469, using: &rng)) + String(scalar(in: 0x1F3FB...0x1F3FF, using: &rng)),
                "\u{1F1EB}\u{1F1F7}", "#\u{20E3}", "\u{2764}", "\u{263A}",
            ].randomElement(using: &rng)!
        case 7: return ["\u{903}", "\u{93E}", "\u{E33}", "\u{1161}", "\u{11A8}"].randomElement(using: &rng)!
        case 8:  // Latin to CJK radicals, without controls, invisible characters or marks
            var picked = scalar(in: 0xA0...0x2FFF, using: &rng)
            while isControlOrBidi(picked) || isInvisible(picked) || isMark(picked) {
                picked = scalar(in: 0xA0...0x2FFF, using: &rng)
            }
            return String(picked)
        default: return String(scalar(in: 0x20...0x7E, using: &rng))
        }
    }

    /// Whether `scalar` is one of the invisible characters terminals disagree on, written out
    /// here apart from the code under test: zero-width spaces and joiners, the soft hyphen, the
    /// combining grapheme joiner, word joiner and invisible operators, the deprecated format
    /// characters, the byte order mark, the Mongolian vowel separator and variation selectors,
    /// the Hangul and Khmer fillers, variation selectors, interlinear annotation marks,
    /// Arabic, Syriac and other prepended format characters, and tags.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAD, 0x34F, 0x600...0x605, 0x61C, 0x6DD, 0x70F, 0x890...0x891, 0x8E2, 0x115F...0x1160, 0x17B4...0x17B5,
            0x180B...0x180F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF,
            0xFFA0, 0xFFF0...0xFFFB, 0x110BD, 0x110CD, 0x13430...0x1343F, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A,
            0xE0000...0xE0FFF:
            true
        default: false
        }
    }

    /// Whether `scalar` is a combining mark that takes no column (`Mn`, `Me`).
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        [.nonspacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
    }
}

extension String {
    /// The scalars as hexadecimal, for failure messages: `[1B 5B 32 4A]`.
    var scalarDump: String {
        "[" + unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ") + "]"
    }
}

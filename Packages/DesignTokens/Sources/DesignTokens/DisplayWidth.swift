/// How many terminal columns text takes: East Asian wide and fullwidth characters and emoji
/// take 2, combining marks and zero-width characters 0, escape sequences 0, everything else 1.
///
/// Widths are measured over grapheme clusters (Swift `Character`s), so `"e\u{301}"` is 1,
/// `"🦸‍♀️"` (a zero-width-joiner sequence) is 2 and a flag is 2. Never use `String.count` for
/// a column width.
///
/// ```swift
/// DisplayWidth.of("スパイダーマン")      // 14
/// DisplayWidth.of("\u{1B}[1mHulk\u{1B}[0m") // 4
/// ```
public enum DisplayWidth {
    /// The width of `text`, skipping ANSI escape sequences.
    public static func of(_ text: String) -> Int {
        guard ANSI.containsEscape(text) else { return plainWidth(text) }
        var total = 0
        for segment in ANSI.segments(of: text) {
            if case .text(let scalars) = segment { total += plainWidth(String(scalars)) }
        }
        return total
    }

    /// The width of one grapheme cluster: the width of its first scalar, except that an emoji
    /// presentation selector (`U+FE0F`), a zero-width-joiner sequence of pictographs, a skin
    /// tone or a pair of regional indicators (a flag) make it 2, and a text presentation
    /// selector (`U+FE0E`) makes it 1. Selectors and skin tones change only an emoji that can
    /// take them: after a space or a letter they add nothing, so text put after padding is
    /// never wider than measured apart (`" " + "\u{FE0F}"` is 1 column, like the space).
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let base = of(first)
        guard scalars.count > 1, base > 0 else { return base }
        var width = base
        for scalar in scalars.dropFirst() {
            switch scalar.value {
            case 0xFE0F where first.properties.isEmoji: return 2
            case 0xFE0E where first.properties.isEmoji: width = 1
            case 0x200D where isPictographic(first): return 2
            case 0x1F3FB...0x1F3FF where first.properties.isEmojiModifierBase: return 2
            case 0x1F1E6...0x1F1FF where isRegionalIndicator(first): return 2
            default: continue
            }
        }
        return width
    }

    /// The width of one scalar on its own: 0, 1 or 2. Control characters count 0.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return 0 }
        if value < 0x300 { return value == 0xAD ? 0 : 1 }
        if CharacterWidthTables.contains(CharacterWidthTables.wide, value) { return 2 }
        if CharacterWidthTables.contains(CharacterWidthTables.zero, value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }

    private static func plainWidth(_ text: String) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    private static func isPictographic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x2000 && (of(scalar) == 2 || scalar.properties.isEmoji)
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }
}

/// Compact ranges for ``DisplayWidth``: a wcwidth of our own, close to Unicode 15's
/// East Asian Width (W and F) and Emoji_Presentation properties.
enum CharacterWidthTables {
    /// Scalars two columns wide: East Asian Wide and Fullwidth (CJK, Hangul, kana, fullwidth
    /// forms) and emoji shown as pictures by default. Sorted, not overlapping.
    static let wide: [(UInt32, UInt32)] = [
        (0x1100, 0x115F),  // Hangul Jamo initial consonants
        (0x231A, 0x231B),  // ⌚ ⌛
        (0x2329, 0x232A),  // angle brackets
        (0x23E9, 0x23EC), (0x23F0, 0x23F0), (0x23F3, 0x23F3),
        (0x25FD, 0x25FE),
        (0x2614, 0x2615), (0x2648, 0x2653), (0x267F, 0x267F), (0x2693, 0x2693), (0x26A1, 0x26A1),
        (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5), (0x26CE, 0x26CE), (0x26D4, 0x26D4),
        (0x26EA, 0x26EA), (0x26F2, 0x26F3), (0x26F5, 0x26F5), (0x26FA, 0x26FA), (0x26FD, 0x26FD),
        (0x2705, 0x2705), (0x270A, 0x270B), (0x2728, 0x2728), (0x274C, 0x274C), (0x274E, 0x274E),
        (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797), (0x27B0, 0x27B0), (0x27BF, 0x27BF),
        (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55),
        (0x2E80, 0x303E),  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        (0x3041, 0x33FF),  // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, Kanbun, enclosed CJK
        (0x3400, 0x4DBF),  // CJK Unified Ideographs Extension A
        (0x4E00, 0x9FFF),  // CJK Unified Ideographs
        (0xA000, 0xA4CF),  // Yi
        (0xA960, 0xA97F),  // Hangul Jamo Extended-A
        (0xAC00, 0xD7A3),  // Hangul Syllables
        (0xF900, 0xFAFF),  // CJK Compatibility Ideographs
        (0xFE10, 0xFE19),  // Vertical forms
        (0xFE30, 0xFE6F),  // CJK Compatibility Forms, Small Form Variants
        (0xFF00, 0xFF60),  // Fullwidth forms
        (0xFFE0, 0xFFE6),  // Fullwidth signs
        (0x16FE0, 0x16FE4), (0x16FF0, 0x16FF1),
        (0x17000, 0x18CFF),  // Tangut, Khitan
        (0x1AFF0, 0x1B2FF),  // Kana supplements, Nüshu
        (0x1F004, 0x1F004), (0x1F0CF, 0x1F0CF), (0x1F18E, 0x1F18E), (0x1F191, 0x1F19A),
        (0x1F200, 0x1F202), (0x1F210, 0x1F23B), (0x1F240, 0x1F248), (0x1F250, 0x1F251), (0x1F260, 0x1F265),
        (0x1F300, 0x1F320), (0x1F32D, 0x1F335), (0x1F337, 0x1F37C), (0x1F37E, 0x1F393), (0x1F3A0, 0x1F3CA),
        (0x1F3CF, 0x1F3D3), (0x1F3E0, 0x1F3F0), (0x1F3F4, 0x1F3F4), (0x1F3F8, 0x1F43E), (0x1F440, 0x1F440),
        (0x1F442, 0x1F4FC), (0x1F4FF, 0x1F53D), (0x1F54B, 0x1F54E), (0x1F550, 0x1F567), (0x1F57A, 0x1F57A),
        (0x1F595, 0x1F596), (0x1F5A4, 0x1F5A4), (0x1F5FB, 0x1F64F),  // Miscellaneous Symbols and Pictographs, Emoticons
        (0x1F680, 0x1F6C5), (0x1F6CC, 0x1F6CC), (0x1F6D0, 0x1F6D2), (0x1F6D5, 0x1F6D7), (0x1F6DC, 0x1F6DF),
        (0x1F6EB, 0x1F6EC), (0x1F6F4, 0x1F6FC),  // Transport and Map Symbols
        (0x1F7E0, 0x1F7EB), (0x1F7F0, 0x1F7F0),  // Geometric Shapes Extended
        (0x1F90C, 0x1F93A), (0x1F93C, 0x1F945), (0x1F947, 0x1F9FF),  // Supplemental Symbols and Pictographs
        (0x1FA70, 0x1FAFF),  // Symbols and Pictographs Extended-A
        (0x20000, 0x2FFFD),  // CJK Extensions B–F, compatibility supplement
        (0x30000, 0x3FFFD),  // CJK Extensions G–H
    ]

    /// Scalars that take no column of their own: combining marks, zero-width format characters,
    /// variation selectors and the medial and final Hangul jamo. Sorted, not overlapping.
    /// Marks outside these blocks are caught by their general category.
    static let zero: [(UInt32, UInt32)] = [
        (0x00AD, 0x00AD),  // soft hyphen
        (0x0300, 0x036F),  // Combining Diacritical Marks
        (0x0483, 0x0489),  // Cyrillic combining marks
        (0x0591, 0x05BD),  // Hebrew points
        (0x0610, 0x061A), (0x064B, 0x065F), (0x0670, 0x0670),  // Arabic marks
        (0x1160, 0x11FF),  // Hangul Jamo medial vowels and final consonants
        (0x1AB0, 0x1AFF),  // Combining Diacritical Marks Extended
        (0x1DC0, 0x1DFF),  // Combining Diacritical Marks Supplement
        (0x200B, 0x200F),  // zero width space, ZWNJ, ZWJ, direction marks
        (0x2028, 0x202E),  // separators and embedding controls
        (0x2060, 0x2064),  // word joiner, invisible operators
        (0x20D0, 0x20FF),  // Combining Diacritical Marks for Symbols (keycap ⃣ among them)
        (0xD7B0, 0xD7FF),  // Hangul Jamo Extended-B
        (0xFE00, 0xFE0F),  // variation selectors
        (0xFE20, 0xFE2F),  // Combining Half Marks
        (0xFEFF, 0xFEFF),  // zero width no-break space (BOM)
        (0x1F3FB, 0x1F3FF),  // emoji skin-tone modifiers (alone they follow a base)
        (0xE0000, 0xE0FFF),  // tags and variation selectors supplement
    ]

    /// Whether `value` falls in one of the sorted `ranges`.
    static func contains(_ ranges: [(UInt32, UInt32)], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let (first, last) = ranges[middle]
            if value < first {
                high = middle - 1
            } else if value > last {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}

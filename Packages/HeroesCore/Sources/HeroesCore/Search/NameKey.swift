// The stdlib's canonical decomposition (`String._nfd`, the one its own `==` on strings uses):
// public to the stdlib's SPI clients (swift-foundation, the Regex engine), not yet API.
@_spi(_Unicode) import Swift

/// A name as people type it: what is left of it once case, accents, width, spaces, hyphens and
/// punctuation are taken away, so that `spider man`, `SPIDER-MAN` and `Spïder–Man` are all
/// `spiderman`. Names from outside are folded the same way.
///
/// Folded without Foundation (whose `folding(options:locale:)` brings ICU's 34 MB of data into
/// the binary): full case folding as `uppercased().lowercased()` (`ß` → `ss`, `ﬁ` → `fi`, `ς` →
/// `σ`), the stdlib's canonical decomposition with its non-spacing marks dropped (`ï` → `i`), and
/// the compatibility forms names meet in practice from a small table (full-width ASCII, Roman
/// numerals, superscript and subscript digits, `ĳ`, `ǆ`, `½`, `™`...). Limits: other
/// compatibility forms (circled digits, letter-like symbols such as `ℍ`, subscript letters,
/// Greek symbol variants, half-width kana, mathematical letters) fold as themselves, `ı` folds
/// to `i`, and spacing marks (Indic vowel signs) are kept. Checked against Foundation's folding
/// on the 53,589 names and titles of the embedded catalog: the same keys.
public struct NameKey: Sendable, Hashable, CustomStringConvertible {
    /// The folded text: letters and digits only, lower case, no marks.
    public let folded: String

    /// Folds `text`.
    public init(_ text: String) {
        var bytes: [UInt8] = []
        if Self.appendASCIIFolded(text, to: &bytes) {
            folded = String(decoding: bytes, as: UTF8.self)
            return
        }
        folded = Self.unicodeFolded(text)
    }

    /// Appends the folded bytes of `text` to `bytes`; returns the folded text's length in
    /// characters, the length ``NameRank`` compares. What ``NameIndex`` folds each name with,
    /// into one buffer for a whole list.
    static func appendFolded(_ text: String, to bytes: inout [UInt8]) -> Int {
        let start = bytes.count
        if appendASCIIFolded(text, to: &bytes) { return bytes.count - start }
        let folded = unicodeFolded(text)
        bytes.append(contentsOf: folded.utf8)
        return folded.count
    }

    /// Most names are ASCII: their letters lowered and their digits, byte by byte (the same keys
    /// as ``unicodeFolded(_:)``; benchmarks/DECISIONS.md has why). Appends them to `bytes` and
    /// returns `true`, or leaves `bytes` as it was and returns `false` when `text` is not ASCII.
    private static func appendASCIIFolded(_ text: String, to bytes: inout [UInt8]) -> Bool {
        let start = bytes.count
        for byte in text.utf8 {
            if byte >= 0x80 {
                bytes.removeSubrange(start...)
                return false
            }
            if let kept = asciiKept(byte) { bytes.append(kept) }
        }
        return true
    }

    /// `text` folded scalar by scalar: full case folding, canonical decomposition with the marks
    /// dropped, the compatibility forms of ``compatibilityForm(of:)``.
    private static func unicodeFolded(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for decomposed in text.uppercased().lowercased()._nfd {
            for scalar in Self.compatibilityForm(of: decomposed) where Self.isKept(scalar) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Whether nothing is left once folded (`" - "`, `"!!"`): such a text matches every name, so
    /// callers refuse it.
    public var isEmpty: Bool { folded.isEmpty }

    /// Whether `other` is found inside this key.
    public func contains(_ other: NameKey) -> Bool {
        // The stdlib's firstRange: plain `contains` on strings is Foundation's (ICU) where it is imported.
        other.isEmpty || folded.firstRange(of: other.folded) != nil
    }

    public var description: String { folded }

    /// An ASCII letter lowered, or a digit; `nil` for anything else.
    private static func asciiKept(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
        default: nil
        }
    }

    /// Letters and digits stay; marks, spaces, punctuation and symbols go.
    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.generalCategory != .nonspacingMark
            && (properties.isAlphabetic || properties.numericType != nil)
    }

    /// The letters or digits `scalar` (lower case, decomposed) stands for where NFKC would
    /// replace it, else `scalar` itself.
    private static func compatibilityForm(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        switch scalar.value {
        case 0xFF01...0xFF5E:  // full-width ASCII
            return Unicode.Scalar(scalar.value - 0xFEE0).map { [$0] } ?? [scalar]
        case 0x2170...0x217F:  // small Roman numerals (capitals were lowered to them)
            return Array(romanNumerals[Int(scalar.value - 0x2170)].unicodeScalars)
        case 0x2070, 0x2074...0x2079:  // superscript digits
            return Unicode.Scalar(scalar.value - 0x2070 + 0x30).map { [$0] } ?? [scalar]
        case 0x2080...0x2089:  // subscript digits
            return Unicode.Scalar(scalar.value - 0x2080 + 0x30).map { [$0] } ?? [scalar]
        default:
            return letters[scalar.value].map { Array($0.unicodeScalars) } ?? [scalar]
        }
    }

    /// Single scalars NFKC spells with several letters or digits (and `ß`, left by a capital
    /// `ẞ` lowered after the upper-casing pass).
    private static let letters: [UInt32: String] = [
        0xAA: "a", 0xB2: "2", 0xB3: "3", 0xB9: "1", 0xBA: "o", 0xBC: "14", 0xBD: "12", 0xBE: "34", 0xDF: "ss",
        0x133: "ij", 0x140: "l", 0x1C6: "dz", 0x1C9: "lj", 0x1CC: "nj", 0x1F3: "dz", 0x2116: "no", 0x2120: "sm",
        0x2122: "tm",
    ]

    private static let romanNumerals = [
        "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "l", "c", "d", "m",
    ]
}

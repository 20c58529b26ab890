extension StringProtocol {
    /// This text without the spaces and tabs at either end: the set of Foundation's
    /// `CharacterSet.whitespaces`, which FoundationEssentials lacks (tab, U+0020, U+00A0,
    /// U+1680, U+2000...U+200B, U+202F, U+205F, U+3000), for what this package reads from outside
    /// (`COLUMNS`, `--json` field lists). NetworkClient's public `trimmingSpaces()` serves the
    /// packages above it; this package depends on none.
    func trimmingSpaces() -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
            default: false
            }
        }
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, isSpace(first) { scalars.removeFirst() }
        while let last = scalars.last, isSpace(last) { scalars.removeLast() }
        return String(scalars)
    }
}

/// Trimming without Foundation's `CharacterSet` (FoundationEssentials has none, and Foundation
/// brings ICU's data into the binary): the same scalars `trimmingCharacters(in:)` took away with
/// `.whitespaces` and `.whitespacesAndNewlines`, for every package above this one that reads text
/// from outside (headers, config lines, arguments).
extension StringProtocol {
    /// This text without the spaces and tabs at either end: the set of Foundation's
    /// `CharacterSet.whitespaces` (tab, the space separators U+0020, U+00A0, U+1680,
    /// U+2000...U+200A, U+202F, U+205F, U+3000, and U+200B). Line breaks stay.
    public func trimmingSpaces() -> String {
        trimmingScalars { $0.isSpaceOrTab }
    }

    /// This text without white space at either end, line breaks included: the set of
    /// Foundation's `CharacterSet.whitespacesAndNewlines` (``trimmingSpaces()``'s, and U+000A...
    /// U+000D, U+0085, U+2028, U+2029).
    public func trimmingWhitespace() -> String {
        trimmingScalars {
            $0.isSpaceOrTab || (0x0A...0x0D).contains($0.value) || [0x85, 0x2028, 0x2029].contains($0.value)
        }
    }

    private func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}

extension Unicode.Scalar {
    /// Whether this is in Foundation's `CharacterSet.whitespaces`, a fixed list (Unicode's space
    /// separators of its day, with U+200B, which later left them).
    fileprivate var isSpaceOrTab: Bool {
        switch value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}

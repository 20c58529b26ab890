/// Truncation, padding and single-line clean-up measured in display columns (see
/// ``DisplayWidth``), never in `Character`s. Escape sequences count 0 and are kept.
///
/// ```swift
/// TextLayout.truncate("Spider-Man (Peter Parker)", toWidth: 12)  // "Spider-Man…"
/// TextLayout.pad("42", toWidth: 5, alignment: .right)           // "   42"
/// ```
public enum TextLayout {
    /// `text` cut to at most `width` columns, ending in `ellipsis` when something was cut.
    ///
    /// Whole grapheme clusters are kept or dropped, so a wide character that would straddle the
    /// edge is dropped (the result may then be one column narrower than `width`). Spaces left
    /// before the ellipsis are removed. When `width` is narrower than the ellipsis, the text is
    /// cut without one. Escape sequences before the cut are kept, followed by a reset.
    public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        let (budget, tail) = ellipsisWidth <= width ? (width - ellipsisWidth, ellipsis) : (width, "")
        var (kept, _, sawEscape) = prefix(of: text, fitting: budget)
        if !tail.isEmpty {
            while let last = kept.last, last == " " || last == "\t" { kept.removeLast() }
        }
        return kept + tail + (sawEscape ? ANSI.reset : "")
    }

    /// `text` cut to at most `width` columns as ``truncate(_:toWidth:ellipsis:)`` cuts it, but
    /// keeping a comic's issue number at its end (` #28`, ` #1.MU`: up to 10 characters after
    /// the last ` #`, no space among them): `Amazing Spider-M… #28`. Cut as usual when the number
    /// would leave fewer than 4 columns for what comes before it.
    public static func truncateKeepingIssueNumber(_ text: String, toWidth width: Int, ellipsis: String = "…")
        -> String
    {
        guard DisplayWidth.of(text) > width, let hash = text.lastIndex(of: "#"), hash > text.startIndex,
            text[text.index(before: hash)] == " "
        else { return truncate(text, toWidth: width, ellipsis: ellipsis) }
        let start = text.index(before: hash)
        let number = text[text.index(after: hash)...]
        let suffix = String(text[start...])
        let room = width - DisplayWidth.of(suffix)
        guard (1...10).contains(number.count), !number.contains(where: { $0.isWhitespace }), room >= 4 else {
            return truncate(text, toWidth: width, ellipsis: ellipsis)
        }
        return truncate(String(text[..<start]), toWidth: room, ellipsis: ellipsis) + suffix
    }

    /// `text` with spaces added to reach `width` columns; text already as wide or wider is
    /// returned unchanged, whatever the width (0, negative, `Int.min`).
    public static func pad(_ text: String, toWidth width: Int, alignment: TextAlignment = .left) -> String {
        let textWidth = DisplayWidth.of(text)
        guard width > textWidth else { return text }
        let missing = width - textWidth
        switch alignment {
        case .left: return text + String(repeating: " ", count: missing)
        case .right: return String(repeating: " ", count: missing) + text
        case .center:
            let before = missing / 2
            return String(repeating: " ", count: before) + text + String(repeating: " ", count: missing - before)
        }
    }

    /// `text` on one line and safe for a terminal: ``TerminalText/neutralized(_:lineBreaks:)``
    /// with line breaks as spaces. Use it on data before putting it in a table cell, a
    /// tab-separated field or a message.
    public static func singleLine(_ text: String) -> String {
        TerminalText.neutralized(text, lineBreaks: .asSpaces)
    }

    /// The longest prefix of `text` that fits in `width` columns (whole clusters, escapes kept),
    /// the rest, and whether an escape sequence was kept.
    static func prefix(of text: String, fitting width: Int) -> (prefix: String, rest: String, sawEscape: Bool) {
        var kept = ""
        var used = 0
        var sawEscape = false
        let segments = ANSI.segments(of: text)
        for (position, segment) in segments.enumerated() {
            switch segment {
            case .escape(let scalars):
                kept.unicodeScalars.append(contentsOf: scalars)
                sawEscape = true
            case .text(let scalars):
                let run = String(scalars)
                var index = run.startIndex
                while index < run.endIndex {
                    let character = run[index]
                    let characterWidth = DisplayWidth.of(character)
                    if used + characterWidth > width {
                        var rest = String(run[index...])
                        for later in segments[(position + 1)...] {
                            switch later {
                            case .escape(let more), .text(let more): rest.unicodeScalars.append(contentsOf: more)
                            }
                        }
                        return (kept, rest, sawEscape)
                    }
                    kept.append(character)
                    used += characterWidth
                    index = run.index(after: index)
                }
            }
        }
        return (kept, "", sawEscape)
    }
}

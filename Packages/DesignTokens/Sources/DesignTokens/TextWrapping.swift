extension TextLayout {
    /// `text` broken into lines of at most `width` columns.
    ///
    /// Lines break at spaces; runs of spaces and tabs collapse to one. A word wider than the
    /// line (a URL, or CJK text, which has no spaces) is split between grapheme clusters; CJK
    /// text first fills what is left of the current line, anything else starts a new one. Line breaks in `text` are kept, so paragraphs
    /// stay apart; an empty paragraph gives an empty line. Empty text gives no lines.
    ///
    /// ```swift
    /// TextLayout.wrap("Bitten by a radioactive spider", toWidth: 12)
    /// // ["Bitten by a", "radioactive", "spider"]
    /// ```
    public static func wrap(_ text: String, toWidth width: Int) -> [String] {
        let width = max(1, width)
        guard !text.isEmpty else { return [] }
        var lines: [String] = []
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline })
        for paragraph in paragraphs {
            lines.append(contentsOf: wrapParagraph(String(paragraph), width: width))
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: String, width: Int) -> [String] {
        let words = paragraph.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard !words.isEmpty else { return [""] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in words {
            var word = word
            var wordWidth = DisplayWidth.of(word)
            let gap = line.isEmpty ? 0 : 1
            if lineWidth + gap + wordWidth <= width {
                if gap == 1 { line += " " }
                line += word
                lineWidth += gap + wordWidth
                continue
            }
            if wordWidth > width {
                // Split the word into whole lines. CJK text (which has no spaces) first fills
                // what is left of the current line; anything else starts on a new line.
                let room = width - lineWidth - gap
                if room > 0, let first = word.first, DisplayWidth.of(first) == 2 {
                    let (head, rest, _) = prefix(of: word, fitting: room)
                    if !head.isEmpty {
                        if gap == 1 { line += " " }
                        line += head
                        word = rest
                    }
                }
                if !line.isEmpty { lines.append(line) }
                line = ""
                lineWidth = 0
                wordWidth = DisplayWidth.of(word)
                while wordWidth > width {
                    var (head, rest, _) = prefix(of: word, fitting: width)
                    if head.isEmpty, let first = word.first {
                        // A cluster wider than the whole line: it goes alone.
                        head = String(first)
                        rest = String(word.dropFirst())
                    }
                    lines.append(head)
                    word = rest
                    wordWidth = DisplayWidth.of(word)
                }
                line = word
                lineWidth = wordWidth
            } else {
                lines.append(line)
                line = word
                lineWidth = wordWidth
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

public import DesignTokens

/// The pieces a full-screen frame's lines are made of, each exactly as wide as asked (in
/// display columns), so that a line drawn over another leaves nothing of it behind. Text from
/// outside must be neutralised (``TextLayout/singleLine(_:)``) before it gets here.
public enum ScreenLine {
    /// `text` cut with `ellipsis` and padded to exactly `width` columns.
    public static func fit(_ text: String, width: Int, ellipsis: String = "…", alignment: TextAlignment = .left)
        -> String
    {
        TextLayout.pad(
            TextLayout.truncate(text, toWidth: width, ellipsis: ellipsis), toWidth: width, alignment: alignment)
    }

    /// A title cut with `ellipsis`, keeping its issue number
    /// (``TextLayout/truncateKeepingIssueNumber(_:toWidth:ellipsis:)``), and padded to exactly
    /// `width` columns.
    public static func fitTitle(_ text: String, width: Int, ellipsis: String = "…") -> String {
        TextLayout.pad(TextLayout.truncateKeepingIssueNumber(text, toWidth: width, ellipsis: ellipsis), toWidth: width)
    }

    /// `left` and `right` on one line of `width` columns, `right` flush right; `left` is cut
    /// first, and `right` is dropped when fewer than 10 columns would be left for `left`.
    public static func bar(left: String, right: String, width: Int, ellipsis: String = "…") -> String {
        let rightWidth = DisplayWidth.of(right)
        guard !right.isEmpty, width - rightWidth - 1 >= 10 else { return fit(left, width: width, ellipsis: ellipsis) }
        return fit(left, width: width - rightWidth - 1, ellipsis: ellipsis) + " " + right
    }

    /// A selected row: `text` (plain, already `width` columns) in reverse video when `style`
    /// has colour; unchanged otherwise (the row's marker shows the selection).
    public static func selected(_ text: String, style: TerminalStyle) -> String {
        style.usesColor ? ANSI.sgr("7") + text + ANSI.reset : text
    }

    /// The marker column of a row: `›` (`>` in ASCII) on the selected row, else blank; two
    /// columns wide.
    public static func marker(selected: Bool, glyphs: GlyphSet) -> String {
        guard selected else { return "  " }
        return (glyphs.ellipsis == "…" ? "›" : ">") + " "
    }

    /// A hint line: `keys` as `key label` pairs joined by the separator, muted, cut to `width`.
    public static func hints(_ keys: [(key: String, label: String)], width: Int, style: TerminalStyle) -> String {
        let text = keys.map { "\($0.key) \($0.label)" }.joined(separator: " \(style.glyphs.separator) ")
        return style.paint(fit(text, width: width, ellipsis: style.glyphs.ellipsis), .muted)
    }
}

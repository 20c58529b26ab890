public import DesignTokens
import TerminalScreen

/// The breadcrumb of `heroes browse`: the crumbs of the screens from the first to the one shown
/// (``BrowseSession/breadcrumb``), on one line, one arrow apart:
///
/// ```text
/// Heroes › Spider-Man › Amazing Spider-Man (1963) #1 › Stan Lee
/// … › Amazing Spider-Man (1963) #1 › Stan Lee                      (narrower: cut from the left)
/// ```
///
/// Each crumb is neutralised (`TextLayout.singleLine(_:)`) before it is measured or drawn.
public enum BrowseBreadcrumb {
    /// `path` in at most `width` columns, muted: whole crumbs dropped from the left (an ellipsis
    /// standing for them) until the rest fits; the last alone cut keeping its issue number when
    /// even it does not fit. An empty path is an empty line.
    public static func line(_ path: [String], width: Int, style: TerminalStyle) -> String {
        guard !path.isEmpty, width > 0 else { return "" }
        let ellipsis = style.glyphs.ellipsis
        let arrow = " \(style.glyphs.ellipsis == "…" ? "›" : ">") "
        let crumbs = path.map { crumb in
            let single = TextLayout.singleLine(crumb)
            return single.trimmingSpaces().isEmpty ? style.glyphs.missing : single
        }
        var text = crumbs.joined(separator: arrow)
        var dropped = 0
        while DisplayWidth.of(text) > width, dropped < crumbs.count - 1 {
            dropped += 1
            text = ([ellipsis] + crumbs[dropped...]).joined(separator: arrow)
        }
        if DisplayWidth.of(text) > width {
            let lead = dropped > 0 ? ellipsis + arrow : ""
            let room = width - DisplayWidth.of(lead)
            text =
                room >= 8
                ? lead
                    + TextLayout.truncateKeepingIssueNumber(crumbs[crumbs.count - 1], toWidth: room, ellipsis: ellipsis)
                : TextLayout.truncateKeepingIssueNumber(crumbs[crumbs.count - 1], toWidth: width, ellipsis: ellipsis)
        }
        return style.paint(text, .muted)
    }
}

extension BrowseListScreen {
    /// The list's plural, capitalised: `Heroes`.
    public var crumb: String { TextLayout.capitalizedFirst(browser.spec.list.plural) }
}

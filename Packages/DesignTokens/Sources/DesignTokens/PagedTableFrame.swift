/// The frame every paged table draws around its rows (the hero list, a hero's comics): a
/// heading, the table fitted to the width, the command for the next page (or that this is the
/// last), and the attribution; or, for a page with no rows, why, the command to try and the
/// attribution. Lines fit the width but for a command, which is never cut: it is meant to be
/// copied.
public struct PagedTableFrame: Sendable {
    public var style: TerminalStyle
    /// The terminal width, in columns.
    public var width: Int

    public init(style: TerminalStyle, width: Int) {
        self.style = style
        self.width = width
    }

    /// A page with rows; `nextCommand` is `nil` on the last page, and on a page of a list that no
    /// command pages through (`isLastPage` then says which it is: no hint before the last page).
    public func page(
        heading: String, table: TextTable, nextCommand: String?, isLastPage: Bool = true, attribution: String
    ) -> String {
        var lines = TextLayout.wrap(heading, toWidth: width).map { style.paint($0, .heading) } + [""]
        lines += table.render(width: width, style: style)
        lines.append("")
        if let nextCommand {
            lines.append(style.paint("Next:", .muted) + " " + style.paint(nextCommand, .accent))
        } else if isLastPage {
            lines.append(style.paint("Last page.", .muted))
        }
        return finish(lines, attribution: attribution)
    }

    /// A page with no rows: `message` says why, `tryCommand` (when there is a page to try) which.
    public func empty(message: String, tryCommand: String?, attribution: String) -> String {
        var lines = TextLayout.wrap(message, toWidth: width)
        if let tryCommand { lines.append(style.paint("Try:", .muted) + " " + style.paint(tryCommand, .accent)) }
        return finish(lines, attribution: attribution)
    }

    private func finish(_ lines: [String], attribution: String) -> String {
        let credits = TextLayout.wrap(TextLayout.singleLine(attribution), toWidth: width).map {
            style.paint($0, .muted)
        }
        return TextLayout.joined(lines + credits, separator: "\n") + "\n"
    }
}

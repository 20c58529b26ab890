import DesignTokens
import TerminalScreen

/// The `?` screen of `heroes browse`: every key, by screen.
enum BrowseHelp {
    static let keys: [(key: String, meaning: String)] = [
        ("↑ ↓  j k", "move one row (the mouse wheel scrolls three)"),
        ("PgUp PgDn Space", "move one screen"),
        ("Home End  g G", "first and last row loaded"),
        ("Enter", "open the selected hero"),
        ("Esc Backspace", "back to the list, at the same row"),
        ("/", "search heroes by the start of their name, as you type"),
        ("Enter / Esc", "in the search: keep it / clear it"),
        ("r", "retry what failed"),
        ("R", "refresh everything shown from the server"),
        ("?", "this help"),
        ("q  Ctrl-C", "quit"),
    ]

    static func lines(style: TerminalStyle, size: TerminalSize) -> [String] {
        let width = size.columns
        var lines = [style.paint(ScreenLine.fit("heroes browse: keys", width: width), .heading), ""]
        for (key, meaning) in keys {
            lines.append(
                ScreenLine.fit("  " + style.paint(TextLayout.pad(key, toWidth: 18), .accent) + meaning, width: width))
        }
        lines += Array(repeating: "", count: max(0, size.lines - 1 - lines.count))
        lines.append(ScreenLine.hints([("any key", "close"), ("q", "quit")], width: width, style: style))
        return lines
    }
}

public import DesignTokens
import TerminalScreen

/// The `?` screen of `heroes browse`: a title and every key with what it does.
public struct BrowseHelp: Sendable {
    /// The first line.
    public var title: String
    /// Each key, as shown, and what it does.
    public var keys: [(key: String, meaning: String)]

    public init(title: String, keys: [(key: String, meaning: String)]) {
        self.title = title
        self.keys = keys
    }

    /// The frame's lines on a window of `size`: the title, the keys, and the hints at the bottom.
    public func lines(style: TerminalStyle, size: TerminalSize) -> [String] {
        let width = size.columns
        var lines = [style.paint(ScreenLine.fit(title, width: width), .heading), ""]
        for (key, meaning) in keys {
            lines.append(
                ScreenLine.fit("  " + style.paint(TextLayout.pad(key, toWidth: 18), .accent) + meaning, width: width))
        }
        lines += Array(repeating: "", count: max(0, size.lines - 1 - lines.count))
        lines.append(ScreenLine.hints([("any key", "close"), ("q", "quit")], width: width, style: style))
        return lines
    }
}

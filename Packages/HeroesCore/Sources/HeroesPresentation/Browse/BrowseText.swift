import DesignTokens
import TerminalScreen

extension TerminalStyle {
    /// A line of a `browse` screen's body: `text` indented two columns, cut to `width` with the
    /// style's ellipsis, painted as `meaning`. Every screen's messages and facts are drawn so.
    func bodyLine(_ text: String, _ meaning: SemanticStyle, width: Int) -> String {
        paint(ScreenLine.fit("  " + text, width: width, ellipsis: glyphs.ellipsis), meaning)
    }
}

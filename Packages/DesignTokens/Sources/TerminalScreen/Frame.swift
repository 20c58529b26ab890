/// One screenful: `height` lines of text already fitted to `width` columns (styled with
/// DesignTokens' escapes, data neutralised by whoever drew it). Drawing goes through
/// ``update(from:)``, which writes only the cells that differ from the frame on screen.
public struct Frame: Sendable, Hashable {
    /// The size, in columns and lines.
    public var width: Int
    public var height: Int
    /// Exactly `height` lines; a missing line is blank, and lines past `height` are dropped.
    public private(set) var lines: [String]

    public init(width: Int, height: Int, lines: [String]) {
        self.width = max(0, width)
        self.height = max(0, height)
        var fitted = Array(lines.prefix(self.height))
        fitted += Array(repeating: "", count: self.height - fitted.count)
        self.lines = fitted
    }

    /// The bytes that turn the terminal showing `previous` into this frame: every line when
    /// there is no previous frame or its size differs (a resize), after clearing the screen,
    /// each written whole, its attributes reset and the rest of its line erased; else a block of
    /// lines that moved (a list scrolled) is moved by the terminal (``FrameScroll``), then in
    /// each line that differs from what is shown, only the cells from the first changed one to
    /// the last (a wide grapheme whole), with their styles. Nothing when no line changed.
    public func update(from previous: Frame?) -> String {
        var output = ""
        let full = previous == nil || previous?.width != width || previous?.height != height
        if full { output += Self.clearScreen }
        var shown = previous?.lines ?? []
        if !full, let scroll = FrameScroll.find(from: shown, to: lines) {
            output += scroll.sequence
            shown = scroll.applied(to: shown)
        }
        for (row, line) in lines.enumerated() {
            if full {
                output += "\u{1B}[\(row + 1);1H" + line + "\u{1B}[0m\u{1B}[K"
            } else if shown[row] != line {
                output += FrameCell.update(
                    row: row, from: FrameCell.cells(of: shown[row]), to: FrameCell.cells(of: line))
            }
        }
        return output
    }

    /// Home, then erase the whole screen.
    static let clearScreen = "\u{1B}[H\u{1B}[2J"
}

/// One screenful: `height` lines of text already fitted to `width` columns (styled with
/// DesignTokens' escapes, data neutralised by whoever drew it). Drawing goes through
/// ``update(from:)``, which writes only the lines that differ from the frame on screen.
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
    /// there is no previous frame or its size differs (a resize), after clearing the screen;
    /// else only the lines that changed, each moved to, written, its attributes reset and the
    /// rest of its line erased. Nothing at all when no line changed.
    public func update(from previous: Frame?) -> String {
        var output = ""
        let full = previous == nil || previous?.width != width || previous?.height != height
        if full { output += Self.clearScreen }
        for (row, line) in lines.enumerated() {
            if !full, let previous, previous.lines[row] == line { continue }
            output += "\u{1B}[\(row + 1);1H" + line + "\u{1B}[0m\u{1B}[K"
        }
        return output
    }

    /// Home, then erase the whole screen.
    static let clearScreen = "\u{1B}[H\u{1B}[2J"
}

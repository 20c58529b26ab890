/// ANSI escape sequences: building SGR codes and finding escape sequences in text.
public enum ANSI {
    /// The escape character, `U+001B`.
    public static let escape: Unicode.Scalar = "\u{1B}"

    /// The sequence that resets all attributes: `ESC [ 0 m`.
    public static let reset = "\u{1B}[0m"

    /// Back to the start of the line, then erase it (`CR`, `ESC [ 2 K`): a line redrawn in
    /// place, such as a progress line, is cleared with it before the next text is written.
    public static let clearLine = "\r\u{1B}[2K"

    /// A Select Graphic Rendition sequence: `ESC [ parameters m`.
    public static func sgr(_ parameters: String) -> String { "\u{1B}[\(parameters)m" }

    /// `text` with every escape sequence (CSI such as colours, OSC such as hyperlinks, and
    /// two-character escapes) removed.
    public static func strip(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for segment in segments(of: text) {
            if case .text(let scalars) = segment { result.append(contentsOf: scalars) }
        }
        return String(result)
    }

    /// Whether `text` contains an escape character.
    static func containsEscape(_ text: String) -> Bool {
        text.unicodeScalars.contains(escape)
    }

    /// A run of `text`: either plain text or one escape sequence.
    enum Segment {
        case text(Substring.UnicodeScalarView)
        case escape(Substring.UnicodeScalarView)
    }

    /// Splits `text` into plain runs and escape sequences, in order.
    static func segments(of text: String) -> [Segment] {
        let scalars = text.unicodeScalars
        var segments: [Segment] = []
        var runStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            guard scalars[index] == escape else {
                index = scalars.index(after: index)
                continue
            }
            if runStart < index { segments.append(.text(scalars[runStart..<index])) }
            let end = endOfEscape(in: scalars, at: index)
            segments.append(.escape(scalars[index..<end]))
            index = end
            runStart = end
        }
        if runStart < scalars.endIndex { segments.append(.text(scalars[runStart..<scalars.endIndex])) }
        return segments
    }

    /// The index just past the escape sequence that starts at `start` (an `ESC`).
    private static func endOfEscape(in scalars: String.UnicodeScalarView, at start: String.UnicodeScalarView.Index)
        -> String.UnicodeScalarView.Index
    {
        var index = scalars.index(after: start)
        guard index < scalars.endIndex else { return index }
        let introducer = scalars[index]
        index = scalars.index(after: index)
        switch introducer {
        case "[":
            // CSI: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, one final byte 0x40–0x7E.
            while index < scalars.endIndex {
                let value = scalars[index].value
                if (0x40...0x7E).contains(value) { return scalars.index(after: index) }
                guard (0x20...0x3F).contains(value) else { return index }
                index = scalars.index(after: index)
            }
            return index
        case "]", "P", "X", "^", "_":
            // OSC, DCS, SOS, PM, APC: a string ended by BEL or ST (`ESC \`).
            while index < scalars.endIndex {
                let scalar = scalars[index]
                if scalar == "\u{07}" { return scalars.index(after: index) }
                if scalar == escape {
                    let next = scalars.index(after: index)
                    if next < scalars.endIndex, scalars[next] == "\\" { return scalars.index(after: next) }
                    return index
                }
                index = scalars.index(after: index)
            }
            return index
        default:
            // A two-character escape such as `ESC 7` (save cursor).
            return index
        }
    }
}

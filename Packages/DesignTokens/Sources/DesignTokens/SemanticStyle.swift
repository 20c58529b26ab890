/// What a piece of text means on screen. Screens ask for a meaning; ``TerminalStyle`` decides
/// whether and how it is coloured.
public enum SemanticStyle: String, Sendable, CaseIterable {
    /// Titles and column headers: bold.
    case heading
    /// Secondary text (attribution, labels, placeholders): faint.
    case muted
    /// Something to act on, such as a command to type next: cyan.
    case accent
    /// A good outcome: green.
    case success
    /// A notice the user should read (stale data): yellow.
    case warning
    /// A failure: bold red.
    case error
    /// Ids and keys a user may copy: magenta.
    case identifier

    /// The ANSI SGR parameters for this style, for example `"1;31"` for bold red.
    var sgrParameters: String {
        switch self {
        case .heading: "1"
        case .muted: "2"
        case .accent: "36"
        case .success: "32"
        case .warning: "33"
        case .error: "1;31"
        case .identifier: "35"
        }
    }

    /// The escape sequence that turns this style on, for example `"\u{1B}[1m"`.
    var startSequence: String { ANSI.sgr(sgrParameters) }
}

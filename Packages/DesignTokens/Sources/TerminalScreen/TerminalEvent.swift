public import DesignTokens

/// What the terminal reports to the full-screen app.
public enum TerminalEvent: Sendable, Hashable {
    /// Keys pressed (one read's worth, in order).
    case keys([Key])
    /// The window changed size (SIGWINCH).
    case resized(TerminalSize)
    /// The input ended: the terminal went away.
    case inputClosed
}

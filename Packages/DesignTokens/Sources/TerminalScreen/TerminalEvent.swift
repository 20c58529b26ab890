public import DesignTokens

/// What the terminal reports to the full-screen app.
public enum TerminalEvent: Sendable, Hashable {
    /// Keys pressed (one read's worth, in order).
    case keys([Key])
    /// The window changed size (SIGWINCH).
    case resized(TerminalSize)
    /// The process was stopped (Ctrl-Z, SIGTSTP) and continued: the terminal is taken again, on
    /// a cleared screen to be drawn whole at this size.
    case resumed(TerminalSize)
    /// The input ended: the terminal went away.
    case inputClosed
}

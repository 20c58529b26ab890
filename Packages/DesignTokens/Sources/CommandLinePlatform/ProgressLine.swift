import DesignTokens
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A one-line progress report on stderr, redrawn in place, shown only when enabled (on a
/// terminal): each ``show(_:)`` replaces the line shown, ``finish()`` clears it.
public final class ProgressLine: Sendable {
    /// Whether a line is on the screen, to be cleared by ``finish()``.
    private let shown = Mutex(false)
    private let enabled: Bool
    /// Where the line is drawn: stderr, or a test's record.
    private let write: @Sendable (String) -> Void

    /// A line drawn when stderr is a terminal.
    public convenience init() {
        self.init(enabled: StandardStream.error.isTerminal)
    }

    /// A line drawn when `enabled`, by `write` (each text to write as it is), else on stderr.
    public init(enabled: Bool, write: (@Sendable (String) -> Void)? = nil) {
        self.enabled = enabled
        self.write = write ?? { _ = StandardStreams.write($0, to: STDERR_FILENO) }
    }

    /// Draws `text` (one short line of the program's own, no control characters) in place of
    /// the line shown; nothing when not enabled.
    public func show(_ text: String) {
        guard enabled else { return }
        shown.withLock { shown in
            shown = true
            write(ANSI.clearLine + text)
        }
    }

    /// Clears the line shown, if any.
    public func finish() {
        shown.withLock { shown in
            if shown { write(ANSI.clearLine) }
            shown = false
        }
    }
}

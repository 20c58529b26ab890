/// What a command writes once its screen is drawn, split by stream: data for stdout, notices
/// and the error line for stderr, and whether it got something to show. Each feature's
/// renderers produce it; the app writes it as it is (each non-empty text ends in a newline)
/// and picks the exit status.
public struct ScreenOutput: Sendable, Hashable {
    /// The data, for stdout.
    public var standardOutput: String
    /// Notices, warnings and the error line, for stderr.
    public var standardError: String
    /// Whether the screen had something to show; `false` when it failed.
    public var succeeded: Bool

    /// An output of `standardOutput` as is and one stderr line for each of `errorLines`.
    public init(standardOutput: String, errorLines: [String] = [], succeeded: Bool) {
        self.standardOutput = standardOutput
        // A loop, not `joined()`: that is unspecialised library code whose first call makes the
        // runtime scan every conformance record in the binary, on every command
        // (benchmarks/DECISIONS.md, "the runtime's conformance scans").
        var standardError = ""
        for line in errorLines { standardError += line + "\n" }
        self.standardError = standardError
        self.succeeded = succeeded
    }

    /// The line a failed screen writes to stderr: `heroes: ` and `message` on one line (a
    /// message may quote a server, so it is neutralised), painted as an error when `style`
    /// has colour.
    public static func failureLine(_ message: String, style: TerminalStyle = .plain) -> String {
        style.paint("heroes: " + TextLayout.singleLine(message), .error)
    }
}

/// What a finished child process left: its exit status and everything it printed.
public struct ProcessResult: Sendable, Equatable, CustomStringConvertible {
    /// The exit status (or 128 + signal number when a signal ended it).
    public let status: Int32
    /// Everything written to standard output.
    public let stdout: String
    /// Everything written to standard error.
    public let stderr: String
    /// Whether the process was killed because it outlived its time limit.
    public let timedOut: Bool

    /// A result as ``ProcessRunner`` makes it; tests build one to compare a run with in a
    /// single `#expect`, which then shows all of it when they differ.
    public init(status: Int32, stdout: String, stderr: String, timedOut: Bool = false) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
        self.timedOut = timedOut
    }

    /// Status and both streams, for failure messages.
    public var description: String {
        "exit \(status)\(timedOut ? " (timed out)" : "")\n--- stdout\n\(stdout)--- stderr\n\(stderr)"
    }
}

import FoundationEssentials

/// The width of the terminal, in columns: the window size the kernel reports for the stream
/// (`ioctl(TIOCGWINSZ)`), else `COLUMNS`, else 80.
///
/// ```swift
/// let width = TerminalWidth.detect(for: .output)
/// ```
public enum TerminalWidth {
    /// The decision as a pure function: `windowColumns` when positive, else a positive
    /// `COLUMNS`, else `Spacing/defaultWidth`.
    public static func resolve(windowColumns: Int?, environment: [String: String]) -> Int {
        if let windowColumns, windowColumns > 0 { return windowColumns }
        if let text = environment["COLUMNS"]?.trimmingSpaces(),
            let columns = Int(text), columns > 0
        {
            return columns
        }
        return Spacing.defaultWidth
    }

    /// The columns of the terminal on `fileDescriptor`, or `nil` when it is not a terminal.
    static func windowColumns(fileDescriptor: Int32) -> Int? {
        TerminalSize.of(fileDescriptor: fileDescriptor)?.columns
    }

    /// The width for a standard stream of this process.
    public static func detect(
        for stream: StandardStream, environment: [String: String] = StandardStream.processEnvironment
    ) -> Int {
        resolve(windowColumns: windowColumns(fileDescriptor: stream.fileDescriptor), environment: environment)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The size of a terminal window, in columns and lines: what the kernel reports
/// (`ioctl(TIOCGWINSZ)`), for ``TerminalWidth`` and for a full-screen app.
public struct TerminalSize: Sendable, Hashable {
    public var columns: Int
    public var lines: Int

    public init(columns: Int, lines: Int) {
        self.columns = columns
        self.lines = lines
    }

    /// The size the kernel reports for the terminal on `fileDescriptor` (`ioctl(TIOCGWINSZ)`),
    /// or `nil` when it is not a terminal or reports no size.
    public static func of(fileDescriptor: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return TerminalSize(columns: Int(size.ws_col), lines: Int(size.ws_row))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// One of the process's output streams. Colour and width are decided per stream: data goes to
/// ``output`` (stdout), notices and errors to ``error`` (stderr).
public enum StandardStream: Sendable, CaseIterable {
    /// Standard output, file descriptor 1.
    case output
    /// Standard error, file descriptor 2.
    case error

    /// 1 or 2: what `isatty` and the window-size `ioctl` are asked about.
    public var fileDescriptor: Int32 {
        switch self {
        case .output: 1
        case .error: 2
        }
    }

    /// Whether the stream is connected to a terminal (`isatty`).
    public var isTerminal: Bool { isatty(fileDescriptor) == 1 }

    /// The default `environment` of the detections (``ColorPolicy``, ``GlyphSet``,
    /// ``TerminalWidth``); tests pass one of their own instead.
    public static var processEnvironment: [String: String] { ProcessInfo.processInfo.environment }
}

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
    ///
    /// Read once from `environ`, not through `ProcessInfo`, whose set-up and dictionary were 3%
    /// of a cached `heroes list` (perf, 2026-11-23). A name given twice keeps its first value,
    /// as `getenv` does; an entry without `=` is skipped.
    public static let processEnvironment: [String: String] = {
        var variables: [String: String] = [:]
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard var entry = start else { return variables }
        while let pointer = entry.pointee {
            let text = String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }()
}

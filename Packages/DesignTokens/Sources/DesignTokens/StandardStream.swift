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
    /// Read once from `environ`, not through `ProcessInfo` (whose set-up is on the start-up path:
    /// benchmarks/DECISIONS.md, "small hot-path rewrites"). A name given twice keeps its first value,
    /// as `getenv` does; an entry without `=` is skipped.
    public static let processEnvironment: [String: String] = {
        var variables: [String: String] = [:]
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard let start else { return variables }
        var count = 0
        while start[count] != nil { count += 1 }
        variables.reserveCapacity(count)
        // Last to first, so that the first of two entries of one name is the one kept. Name and
        // value are made from the bytes, without a String of the whole entry first.
        for index in stride(from: count - 1, through: 0, by: -1) {
            guard let pointer = start[index] else { continue }
            let entry = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
            guard let equals = entry.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = String(decoding: UnsafeRawBufferPointer(rebasing: entry[..<equals]), as: UTF8.self)
            variables[name] = String(decoding: UnsafeRawBufferPointer(rebasing: entry[(equals + 1)...]), as: UTF8.self)
        }
        return variables
    }()
}

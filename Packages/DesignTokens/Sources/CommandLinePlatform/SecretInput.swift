import TerminalScreen
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A secret read from standard input, never from the command line (where it would stay in the
/// shell's history and show in `ps`): typed at a prompt without echo on a terminal, else piped.
public enum SecretInput {
    /// The most bytes read.
    public static let largestSize = 4096

    /// Why nothing was read.
    public enum Failure: Error {
        /// Nothing but a line break, or nothing at all.
        case empty
        /// More than ``SecretInput/largestSize`` bytes.
        case tooLarge
        /// Bytes that are not UTF-8 text.
        case notUTF8
        /// Reading failed: the reason `strerror` gives.
        case unreadable(String)
    }

    /// The secret: after `prompt` on stderr with echo turned off when stdin is a terminal
    /// (turned back on by a signal too: `HiddenTyping` of TerminalScreen), else all of stdin;
    /// one trailing line break is dropped either way.
    public static func read(prompt: String) throws(Failure) -> String {
        let terminal = isatty(STDIN_FILENO) == 1
        if terminal { _ = StandardStreams.write(prompt, to: STDERR_FILENO) }
        defer { if terminal { _ = StandardStreams.write("\n", to: STDERR_FILENO) } }
        let bytes = try HiddenTyping.run(input: STDIN_FILENO, output: STDERR_FILENO) { () throws(Failure) in
            try readBytes(stopsAtLineBreak: terminal)
        }
        guard bytes.count <= largestSize else { throw .tooLarge }
        guard var text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8 }
        if terminal, let end = text.firstIndex(of: "\n") { text = String(text[..<end]) }
        if text.hasSuffix("\r\n") { text.removeLast(2) } else if text.hasSuffix("\n") { text.removeLast() }
        guard !text.isEmpty else { throw .empty }
        return text
    }

    /// Up to ``largestSize`` + 1 bytes of stdin, to its end or (`stopsAtLineBreak`, a
    /// terminal) the first line break.
    private static func readBytes(stopsAtLineBreak: Bool) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while bytes.count <= largestSize {
            let count = Glibc.read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
            if count == 0 { break }
            bytes += buffer[0..<count]
            if stopsAtLineBreak, bytes.contains(UInt8(ascii: "\n")) { break }
        }
        return bytes
    }
}

import DesignTokens
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Ctrl-C during a fetch of several calls: clear the progress line, say that what arrived is
/// cached, exit 130 at once. Each call's answer is stored in its own transaction, so stopping
/// at any instant leaves the cache whole; a run of the same command then fetches only the rest.
enum Interruption {
    /// The bytes the handler writes, prepared beforehand: a signal handler may only call
    /// async-signal-safe functions such as `write` and `_exit`.
    nonisolated(unsafe) private static var message: UnsafeMutableBufferPointer<UInt8>?

    /// Installs the SIGINT handler; `clearLine` erases a progress line drawn on a terminal.
    static func install(clearLine: Bool) {
        let text =
            (clearLine ? ANSI.clearLine : "")
            + "heroes: interrupted; the calls that finished are cached, so running the command again fetches only the rest.\n"
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
        _ = buffer.initialize(from: text.utf8)
        message = buffer
        signal(SIGINT) { _ in
            if let message = Interruption.message { _ = write(STDERR_FILENO, message.baseAddress, message.count) }
            _exit(ExitStatus.interrupted.rawValue)
        }
    }
}

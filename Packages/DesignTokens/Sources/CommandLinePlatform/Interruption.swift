#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Ctrl-C during a long piece of work that may stop at any instant (a fetch of several calls
/// whose answers are each stored whole): write a message on stderr and end the process at once
/// with a given status, without unwinding anything.
public enum Interruption {
    /// The bytes the handler writes, prepared beforehand: a signal handler may only call
    /// async-signal-safe functions such as `write` and `_exit`.
    nonisolated(unsafe) private static var message: UnsafeMutableBufferPointer<UInt8>?
    /// The status the handler ends the process with.
    nonisolated(unsafe) private static var status: Int32 = 130

    /// Installs the SIGINT handler, which writes `message` as it is (a line of the program's
    /// own, with whatever control sequences it wants, such as one that clears a progress line)
    /// to stderr and ends the process with `exitStatus` (130 by the shells' convention).
    /// Install it from the thread that runs the command, before the work starts.
    public static func install(message text: String, exitStatus: Int32) {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
        _ = buffer.initialize(from: text.utf8)
        message = buffer
        status = exitStatus
        signal(SIGINT) { _ in
            if let message = Interruption.message { _ = write(STDERR_FILENO, message.baseAddress, message.count) }
            _exit(Interruption.status)
        }
    }
}

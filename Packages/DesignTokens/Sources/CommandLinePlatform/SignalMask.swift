#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Unblocks, in the thread that runs the command, the signals a command-line tool acts on.
///
/// A process inherits its parent's signal mask, and some parents start their children with
/// signals blocked (a test runner spawning from one of its worker threads does). Blocked, a
/// SIGINT never reaches the handler that stops a long fetch (``Interruption``), nor a SIGTERM
/// the one that stops a server cleanly: they stay pending until the process ends. The
/// command's thread (``CommandExecutor``) is the one thread sure to exist, so it receives them.
public enum SignalMask {
    /// Ctrl-C, `kill`, a closed terminal, Ctrl-\, a resized window, and Ctrl-Z (a full-screen
    /// app gives the terminal back before it stops).
    public static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP]

    /// Unblocks ``handled`` in the calling thread. Run once, first thing in `main`, before any
    /// thread starts (threads inherit the mask).
    public static func unblockHandled() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in handled { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}

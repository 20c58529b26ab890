#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Unblocks, in the thread that runs the command, the signals heroes acts on.
///
/// A process inherits its parent's signal mask, and some parents start their children with
/// signals blocked (a test runner spawning from one of its worker threads does). Blocked, a
/// SIGINT never reaches the handler that stops `list --all` with "interrupted", nor a SIGTERM
/// the one that stops `heroes serve` cleanly: they stay pending until the process ends. The
/// command's thread (``CommandExecutor``) is the one thread sure to exist, so it receives them.
enum SignalMask {
    /// Ctrl-C, `kill`, a closed terminal, Ctrl-\, a resized window, and Ctrl-Z (`heroes browse`
    /// gives the terminal back before it stops).
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP]

    /// Run once, first thing in `main`, before any thread starts (threads inherit the mask).
    static func unblockHandled() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in handled { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}

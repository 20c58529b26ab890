import CommandLinePlatform
import DesignTokens

/// Ctrl-C during a fetch of several calls: clear the progress line, say that what arrived is
/// cached, exit 130 at once. Each call's answer is stored in its own transaction, so stopping
/// at any instant leaves the cache whole; a run of the same command then fetches only the rest.
extension Interruption {
    /// Installs the SIGINT handler; `clearLine` erases a progress line drawn on a terminal.
    static func install(clearLine: Bool) {
        install(
            message: (clearLine ? ANSI.clearLine : "")
                + "heroes: interrupted; the calls that finished are cached, so running the command again fetches only the rest.\n",
            exitStatus: ExitStatus.interrupted.rawValue)
    }
}

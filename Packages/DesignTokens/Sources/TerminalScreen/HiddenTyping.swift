#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Typing that does not show (a secret at a prompt): echo off on a terminal for the time of a
/// body, and back on whichever way the body ends: a return, a throw, or a signal that ends the
/// process (Ctrl-C, SIGTERM, a closed terminal, a crash; see ``TerminalRestoration``), whose
/// handler also writes a line break on `output` so that what the shell prints next starts on
/// a line of its own.
public enum HiddenTyping {
    /// Runs `body` with echo off on `input` when it is a terminal (else as it is). The settings
    /// are put back with `TCSAFLUSH`: what was typed and not read is dropped, not echoed later.
    public static func run<T, E: Error>(input: Int32, output: Int32, _ body: () throws(E) -> T) throws(E) -> T {
        var saved = termios()
        guard isatty(input) == 1, tcgetattr(input, &saved) == 0 else { return try body() }
        var silent = saved
        silent.c_lflag &= ~tcflag_t(ECHO)
        TerminalRestoration.prepare(input: input, output: output, saved: saved, leaving: "\n")
        _ = tcsetattr(input, TCSANOW, &silent)
        defer {
            _ = tcsetattr(input, TCSAFLUSH, &saved)
            TerminalRestoration.clear()
        }
        return try body()
    }
}

import ArgumentParser
import CommandLinePlatform
import DesignTokens
import HeroesCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Standard output for data, standard error for everything else: the one way `heroes` writes.
///
/// Writes go straight to the descriptors with `write(2)` (``StandardStreams/write(_:to:)``), so
/// a full disk, a closed stream or a reader that went away is an error we handle, never a trap
/// (Foundation's `FileHandle.write(_:)` stops the process on any failed write).
enum Console {
    /// Writes `text` to stdout as is. A failed write says so on stderr and ends the command:
    /// exit 74, or quietly 141 (``ExitStatus/readerGone``) when the reader has gone
    /// (`heroes list | head -1` with SIGPIPE ignored, as the default signal would end it).
    static func out(_ text: String) throws(ExitCode) {
        guard let failure = StandardStreams.write(text, to: STDOUT_FILENO) else { return }
        if failure == EPIPE { throw ExitStatus.readerGone.exitCode }
        err("heroes: could not write to standard output (\(describe(failure))).")
        throw ExitStatus.ioError.exitCode
    }

    /// Writes one line to stderr, neutralised: a message may quote a server, a file or the
    /// environment (``TerminalText``). A failed write is dropped: there is nowhere left to say it.
    static func err(_ line: String) {
        _ = StandardStreams.write(TextLayout.singleLine(line) + "\n", to: STDERR_FILENO)
    }

    /// Writes `text` to stderr as is: text a feature has composed and neutralised already,
    /// or control sequences of our own (the progress line).
    static func errComposed(_ text: String) {
        _ = StandardStreams.write(text, to: STDERR_FILENO)
    }

    /// Prints `heroes: <message>` on stderr and returns the exit code to throw.
    static func fail(_ message: String, _ status: ExitStatus) -> ExitCode {
        err("heroes: \(message)")
        return status.exitCode
    }

    /// Writes what a screen drew: its stderr (notices, the error line) first, then its stdout,
    /// through `pager` when one is given. A screen that failed ends the command with the exit
    /// status of `error`.
    static func write(_ output: ScreenOutput, failure error: HeroesError?, pager: Pager? = nil) throws(ExitCode) {
        errComposed(output.standardError)
        // A pager that did not start, or read nothing, leaves the output to be written here.
        let paged =
            !output.standardOutput.isEmpty
            && pager?.show(output.standardOutput, environment: StandardStream.processEnvironment) == true
        if !paged { try out(output.standardOutput) }
        if let error { throw ExitStatus(error).exitCode }
        if !output.succeeded { throw ExitStatus.failure.exitCode }
    }

    private static func describe(_ code: Int32) -> String {
        code == EBADF ? "it is closed" : String(cString: strerror(code))
    }
}

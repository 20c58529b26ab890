import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Standard output for data, standard error for everything else.
enum Console {
    /// Writes `text` to stdout as is.
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes one line to stderr.
    static func err(_ line: String) {
        FileHandle.standardError.write(Data((line.hasSuffix("\n") ? line : line + "\n").utf8))
    }

    /// Prints `heroes: <message>` on stderr and returns the exit code to throw.
    static func fail(_ message: String, _ status: ExitStatus) -> ExitCode {
        err("heroes: \(message)")
        return status.exitCode
    }

    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}

public import Foundation

/// bash, zsh or fish run interactively, as a person at a terminal runs them: on a pseudo-terminal
/// (zsh's zpty module), with the line editor on, so that history expansion (`!!`), zsh's
/// INTERACTIVE_COMMENTS left off, and completion on Tab all behave as they do for a user.
public enum InteractiveShell: String, CaseIterable, Sendable {
    case bash, zsh, fish

    /// The command line that starts the shell interactively, reading no start-up file.
    public var command: String {
        switch self {
        case .bash: "bash --norc --noprofile -i"
        case .zsh: "zsh -f -i"
        case .fish: "fish --no-config -i"
        }
    }

    /// Starts the shell in `directory` with exactly `environment`, runs `setup`, then types `keys`
    /// (a `\n` is Enter, a `\t` is Tab) and returns what the terminal showed after them, up to
    /// the first text matching the zsh pattern `pattern` (`\r` taken out). A pattern that never
    /// comes ends in `timeout` seconds with the result's `timedOut` set, never a hang.
    public func type(
        _ keys: String, setup: String, until pattern: String, environment: [String: String], directory: URL,
        timeout: TimeInterval = 30
    ) throws -> ProcessResult {
        // The marker is typed as READ""Y, which every shell prints as READY: only the output matches.
        let driver = """
            zmodload zsh/zpty
            zpty s \(ProcessRunner.shellQuote(command))
            zpty -w s \(ProcessRunner.shellQuote(setup + "; echo READ\"\"Y"))
            zpty -r s line '*READY*'
            zpty -w -n s \(ProcessRunner.shellQuote(keys))
            zpty -r s out \(ProcessRunner.shellQuote(pattern))
            print -r -- "$out"
            zpty -d s
            """
        let result = try ProcessRunner.run(
            "/usr/bin/zsh", ["-f", "-c", driver], environment: environment, currentDirectory: directory,
            timeout: timeout)
        return ProcessResult(
            status: result.status, stdout: result.stdout.replacingOccurrences(of: "\r", with: ""),
            stderr: result.stderr, timedOut: result.timedOut)
    }

    /// Pastes `lines` into the shell, each followed by Enter, and returns once all have run
    /// (an `echo` typed last has printed); see ``type(_:setup:until:environment:directory:timeout:)``.
    public func paste(
        _ lines: [String], environment: [String: String], directory: URL, timeout: TimeInterval = 60
    ) throws -> ProcessResult {
        // The marker is typed as DO""NE, which every shell prints as DONE: only the output matches.
        let keys = lines.map { $0 + "\n" }.joined() + "echo DO\"\"NE\n"
        return try type(
            keys, setup: "true", until: "*DONE*", environment: environment, directory: directory, timeout: timeout)
    }
}

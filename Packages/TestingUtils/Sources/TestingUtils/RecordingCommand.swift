public import Foundation

/// A command that only records the words it is run with, alone on a `PATH` of its own in a
/// ``TemporaryFolder``: what a shell would really have run from a line pasted into it.
///
/// ```swift
/// let heroes = try RecordingCommand(named: "heroes")
/// _ = try InteractiveShell.zsh.paste(["heroes show 'a b'"], environment: heroes.environment, directory: heroes.folder.url)
/// heroes.runs()  // [["show", "a b"]]
/// ```
public final class RecordingCommand: Sendable {
    /// The folder the command, its record and the shells' home are in; a shell's working folder.
    public let folder: TemporaryFolder
    private let log: URL

    /// Writes the command `name` (a `/bin/sh` script, mode 0700) into `folder/bin`.
    public init(named name: String) throws {
        folder = try TemporaryFolder(prefix: "heroes-recording-\(name)")
        log = folder.url.appendingPathComponent("runs")
        let bin = folder.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let script = bin.appendingPathComponent(name)
        // Each word followed by RS, each run by GS.
        try """
        #!/bin/sh
        { for word in "$@"; do printf '%s\\036' "$word"; done; printf '\\035'; } >> \(ProcessRunner.shellQuote(log.path))

        """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: script.path)
    }

    /// A shell's environment: the command's folder first on `PATH`, `HOME` and the XDG folders
    /// in ``folder``, a UTF-8 locale.
    public var environment: [String: String] {
        [
            "PATH": folder.url.appendingPathComponent("bin").path + ":/usr/bin:/bin", "HOME": folder.path,
            "XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": folder.path, "LANG": "C.UTF-8", "TERM": "xterm",
        ]
    }

    /// The words of each run so far, in order.
    public func runs() -> [[String]] {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\u{1D}").map {
            $0.split(separator: "\u{1E}", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    /// Whether a file `name` exists in ``folder``: a sentinel that a pasted line ran a command.
    public func made(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(name).path)
    }
}

import Foundation
import TestingUtils

/// A terminal for one test: a tmux server of its own (its own socket, removed with it; no config
/// file) running one command in a window of a given size, to type into (`send-keys`) and read
/// back (`capture-pane`). The command runs in a shell that saves the terminal's settings before
/// and after it (`stty -g`) and its exit status, in the test's folder, then waits 30 s, so that
/// what it left on screen can still be read. The server is told to stop when the value goes
/// away, and stops by itself in any case: after 120 s the pane's process group gets SIGTERM.
final class TmuxTerminal: @unchecked Sendable {
    enum Failure: Error, CustomStringConvertible {
        case tmux(ProcessResult)
        case noProgram(String)
        var description: String {
            switch self {
            case .tmux(let result): "tmux failed: \(result)"
            case .noProgram(let name): "the pane's shell runs no \(name)"
            }
        }
    }

    static let tmuxPath = "/usr/bin/tmux"
    private let socket: String
    /// The pane's shell, leader of the pane's process group.
    private var panePID: Int32 = 0
    /// The signal that ends the pane's process group when the value goes: SIGTERM, or SIGKILL
    /// for an interactive bash, which the tmux server starts with every signal blocked (its own
    /// mask) and which so outlives SIGTERM and SIGHUP, and with it the server.
    private let endingSignal: Int32
    private let folder: TemporaryFolder

    /// Starts `arguments` (the heroes binary first) with `environment`, in a `columns`×`lines` window,
    /// the tmux server started with the configuration lines `options` (`set-option -g set-clipboard on`).
    convenience init(
        _ arguments: [String], environment: [String: String], columns: Int = 120, lines: Int = 40,
        options: [String] = []
    ) throws {
        try self.init(columns: columns, lines: lines, endingSignal: SIGTERM, options: options) { dir in
            let command = arguments.map(ProcessRunner.shellQuote).joined(separator: " ")
            return "(sleep 120; kill -TERM 0) & stty -g > \(dir)/stty-before; env -i \(Self.exports(environment)) "
                + "\(command); echo $? > \(dir)/status.tmp; stty -g > \(dir)/stty-after; "
                + "mv \(dir)/status.tmp \(dir)/status; sleep 30"
        }
    }

    /// An interactive bash with job control (no startup files) and `environment`, for a test
    /// that types its commands (``run(_:)``) and stops and continues them (Ctrl-Z, `fg`). The
    /// pane's process group gets SIGKILL after 120 s, or when the value goes (see
    /// ``endingSignal``); a job of its own gets SIGHUP when the pane closes.
    convenience init(interactiveBashWith environment: [String: String], columns: Int = 120, lines: Int = 40) throws {
        try self.init(columns: columns, lines: lines, endingSignal: SIGKILL) { _ in
            "(sleep 120; kill -KILL 0) & exec env -i \(Self.exports(environment)) PS1='$ ' /bin/bash --norc --noprofile -i"
        }
    }

    private init(
        columns: Int, lines: Int, endingSignal: Int32, options: [String] = [], script: (String) -> String
    ) throws {
        self.endingSignal = endingSignal
        folder = try TemporaryFolder(prefix: "heroes-tmux")
        socket = "heroes-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        var configuration = "/dev/null"
        if !options.isEmpty {
            configuration = folder.url.appendingPathComponent("tmux.conf").path
            try Data((options.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: configuration))
        }
        try tmux([
            "-f", configuration, "new-session", "-d", "-x", String(columns), "-y", String(lines), "sh", "-c",
            script(ProcessRunner.shellQuote(folder.url.path)),
        ])
        panePID = Int32(try format("#{pane_pid}")) ?? 0
    }

    private static func exports(_ environment: [String: String]) -> String {
        environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(ProcessRunner.shellQuote($0.value))" }.joined(
            separator: " ")
    }

    /// In the interactive bash: runs `arguments` (quoted) after saving the terminal's settings,
    /// as ``ending(timeout:)`` reads them.
    func run(_ arguments: [String]) throws {
        let dir = ProcessRunner.shellQuote(folder.url.path)
        try type("stty -g > \(dir)/stty-before; " + arguments.map(ProcessRunner.shellQuote).joined(separator: " "))
        try press("Enter")
    }

    /// In the interactive bash, once the command ``run(_:)`` started has ended (a stopped one
    /// brought back with `fg` included): saves its status and the terminal's settings, as
    /// ``ending(timeout:)`` reads them.
    func recordEnding() throws {
        let dir = ProcessRunner.shellQuote(folder.url.path)
        try type("echo $? > \(dir)/status.tmp; stty -g > \(dir)/stty-after; mv \(dir)/status.tmp \(dir)/status")
        try press("Enter")
    }

    deinit {
        // The ending signal to the pane's process group (its shell, heroes, the sleeps): the
        // pane closes, and the server with it.
        if panePID > 1 { kill(-panePID, endingSignal) }
        _ = try? tmux(["kill-server"])
        // tmux leaves its socket file behind, in /tmp/tmux-UID (tmux runs without TMUX_TMPDIR).
        try? FileManager.default.removeItem(atPath: "/tmp/tmux-\(getuid())/\(socket)")
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        // Through python3's subprocess, which passes the child no descriptor but 0-2: the tmux
        // server a first call starts would otherwise keep the descriptor Foundation's Process
        // watches to learn that its child ended, and the call would never end.
        let result = try ProcessRunner.run(
            "/usr/bin/python3",
            [
                "-c", "import subprocess, sys; sys.exit(subprocess.run(sys.argv[1:]).returncode)", Self.tmuxPath, "-L",
                socket,
            ]
                + arguments,
            environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color"], timeout: 10)
        guard result.status == 0 else { throw Failure.tmux(result) }
        return result.stdout
    }

    /// Presses `keys`, in tmux's names (`Down`, `End`, `Enter`, `Escape`, `C-c`) or as text.
    func press(_ keys: String...) throws { try tmux(["send-keys"] + keys) }

    /// Types `text` literally.
    func type(_ text: String) throws { try tmux(["send-keys", "-l", text]) }

    /// The screen's lines, as text.
    func screen() throws -> [String] {
        var lines = try tmux(["capture-pane", "-p"]).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        if lines.last == "" { lines.removeLast() }  // the newline that ends the last line
        return lines
    }

    /// The screen as tmux holds it, its cells' attributes written as the escape sequences that
    /// set them (`capture-pane -e`): a blink the program drew shows as `ESC [5m`.
    func attributedScreen() throws -> String { try tmux(["capture-pane", "-e", "-p"]) }

    /// tmux's paste buffers, one line each (`list-buffers`): with `set-clipboard on`, an OSC 52
    /// clipboard write the program let through makes one.
    func buffers() throws -> String { try tmux(["list-buffers"]) }

    /// The screen as one text, for a failed expectation's message.
    var shown: String { (try? screen())?.joined(separator: "\n") ?? "(the screen could not be read)" }

    /// A tmux format of the pane (`#{alternate_on}`, `#{cursor_flag}`, `#{pane_width}`).
    func format(_ name: String) throws -> String {
        try tmux(["display-message", "-p", name]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The process id of the program the pane's shell runs (beside its watchdog), by its name.
    func programPID(named name: String = "heroes") throws -> Int32? {
        let child = try ProcessRunner.run(
            "/usr/bin/pgrep", ["-s", String(panePID), "-x", name], environment: ["PATH": "/usr/bin:/bin"])
        return child.stdout.split(separator: "\n").first.flatMap { Int32($0) }
    }

    /// Sends `signal` (a name, as `kill -s` takes it) to the program the pane's shell runs.
    func send(signal: String, to name: String = "heroes") throws {
        guard let pid = try programPID(named: name) else { throw Failure.noProgram(name) }
        _ = try ProcessRunner.run("/bin/kill", ["-s", signal, String(pid)], environment: ["PATH": "/usr/bin:/bin"])
    }

    /// Changes the window's size, as a terminal emulator does when it is resized.
    func resize(columns: Int, lines: Int) throws {
        try tmux(["resize-window", "-x", String(columns), "-y", String(lines)])
    }

    /// Waits until the screen holds a line for which `condition` holds (checked every 50 ms, for
    /// at most `timeout` seconds), and returns the screen then; `nil` when it never did.
    func waitFor(timeout: TimeInterval = 30, _ condition: (String) -> Bool) throws -> [String]? {
        try waitForScreen(timeout: timeout) { $0.contains(where: condition) }
    }

    /// Waits until `condition` holds for the whole screen (checked every 50 ms, for at most
    /// `timeout` seconds, ``Patience`` times that under a sanitizer), and returns the screen
    /// then; `nil` when it never did. Named apart from ``waitFor(timeout:_:)``: as an overload,
    /// `waitFor { $0.contains("text") }` chose this one and asked for a line equal to the text.
    func waitForScreen(timeout: TimeInterval = 30, _ condition: ([String]) -> Bool) throws -> [String]? {
        let deadline = Date().addingTimeInterval(Patience.seconds(timeout))
        repeat {
            let lines = try screen()
            if condition(lines) { return lines }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return nil
    }

    /// Waits until the screen shows `text` somewhere.
    func waitFor(_ text: String, timeout: TimeInterval = 30) throws -> [String]? {
        try waitFor(timeout: timeout) { $0.contains(text) }
    }

    /// The command's exit status once it has ended (waiting at most `timeout` seconds), and the
    /// terminal's settings before it started and after it ended.
    func ending(timeout: TimeInterval = 30) -> (status: Int32, before: String, after: String)? {
        let deadline = Date().addingTimeInterval(timeout)
        let status = folder.url.appendingPathComponent("status")
        repeat {
            if let text = try? String(contentsOf: status, encoding: .utf8),
                let value = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                let before =
                    (try? String(contentsOf: folder.url.appendingPathComponent("stty-before"), encoding: .utf8)) ?? ""
                let after =
                    (try? String(contentsOf: folder.url.appendingPathComponent("stty-after"), encoding: .utf8)) ?? ""
                return (value, before, after)
            }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return nil
    }
}

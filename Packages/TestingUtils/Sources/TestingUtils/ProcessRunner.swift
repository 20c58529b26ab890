public import Foundation

/// Runs a program to completion with a time limit, capturing its output.
public enum ProcessRunner {
    /// Runs `executable` with `arguments` and exactly `environment`, feeding `stdin` (nothing by
    /// default); kills it after `timeout` seconds.
    public static func run(
        _ executable: String,
        _ arguments: [String] = [],
        environment: [String: String],
        stdin: String = "",
        currentDirectory: URL? = nil,
        timeout: TimeInterval = 60
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Both pipes are read while the child runs, so it never blocks on a full one.
        let outData = PipeDrain(output.fileHandleForReading), errData = PipeDrain(errors.fileHandleForReading)
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                Thread.sleep(forTimeInterval: 0.2)
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                break
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationReason == .uncaughtSignal
                ? 128 + process.terminationStatus : process.terminationStatus,
            stdout: outData.string(), stderr: errData.string(), timedOut: timedOut
        )
    }

    /// Runs a shell command line inside a pseudo-terminal (util-linux `script`), so the program
    /// sees a TTY on stdin, stdout and stderr. Both streams arrive merged in `stdout`, with `\r\n`
    /// line ends turned into `\n`.
    public static func runInTerminal(
        _ commandLine: String,
        environment: [String: String],
        columns: Int = 80,
        timeout: TimeInterval = 60
    ) throws -> ProcessResult {
        let sized = "stty cols \(columns) rows 50 2>/dev/null; " + commandLine
        let result = try run(
            "/usr/bin/script", ["-qefc", sized, "/dev/null"], environment: environment, timeout: timeout)
        return ProcessResult(
            status: result.status,
            stdout: result.stdout.replacingOccurrences(of: "\r\n", with: "\n"),
            stderr: result.stderr, timedOut: result.timedOut
        )
    }

    /// Quotes `text` for a POSIX shell.
    public static func shellQuote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// Reads a pipe to its end on a thread of its own. (A `readabilityHandler` could still hold the
/// last bytes when the child had exited and the output was taken: now and then a line was lost.)
final class PipeDrain: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe carried, once every writer has closed it.
    func string() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}

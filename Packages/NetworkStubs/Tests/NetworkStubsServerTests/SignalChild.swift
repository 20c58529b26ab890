import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The `SignalTestServer` executable running as a child process: a server that prints its port
/// once its signals are handled, then runs until SIGINT or SIGTERM.
final class SignalChild: @unchecked Sendable {
    enum Failure: Error, CustomStringConvertible {
        case notBuilt(String)
        case didNotStart(String)

        var description: String {
            switch self {
            case .notBuilt(let path): "SignalTestServer is not at \(path)"
            case .didNotStart(let line): "SignalTestServer printed \"\(line)\" instead of a port"
            }
        }
    }

    let process = Process()
    let port: Int
    private let output = Pipe()

    /// Starts the child and returns once it has printed its port.
    init() throws {
        // The executable is built next to the test bundle.
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let executable = folder.appendingPathComponent("SignalTestServer")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { throw Failure.notBuilt(executable.path) }
        process.executableURL = executable
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let line = Self.readLine(output.fileHandleForReading)
        guard let port = Int(line) else {
            process.terminate()
            throw Failure.didNotStart(line)
        }
        self.port = port
    }

    /// Sends `signal` to the child.
    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits up to `seconds` for the child to end; returns its exit status and whether it
    /// exited (rather than being killed by a signal), or `nil` when it is still running, in
    /// which case it is killed.
    func waitForExit(seconds: Double) -> (status: Int32, exited: Bool)? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason == .exit)
    }

    /// What the child printed after its port.
    func remainingOutput() -> String {
        String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    private static func readLine(_ handle: FileHandle) -> String {
        var line = Data()
        while true {
            let byte = handle.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line.append(byte)
        }
        return String(decoding: line, as: UTF8.self)
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}

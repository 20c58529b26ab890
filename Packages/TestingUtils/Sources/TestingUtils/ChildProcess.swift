public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A program a test starts and then talks to while it runs, as ``ProcessRunner`` cannot: read
/// the lines it prints (a server's port, a child's answer) with a time limit, write lines to
/// its standard input, send it signals, wait a bounded time for its end. Whatever happens, it
/// is killed when the value goes away, so a failing test leaves no process behind.
///
/// Its standard output and standard error are read on threads of their own as they arrive, so
/// it never blocks on a full pipe, even when the test reads neither.
///
/// ```swift
/// let server = try ChildProcess(heroesPath, ["serve", "--port", "0"], environment: env)
/// let port = try #require(server.readLine(timeout: 20).flatMap { Int($0) })
/// server.send(SIGTERM)
/// #expect(server.waitForExit(timeout: 10) == .exited(0))
/// ```
public final class ChildProcess: @unchecked Sendable {
    /// How a child process ended.
    public enum Ending: Sendable, Equatable, CustomStringConvertible {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signalled(Int32)

        public var description: String {
            switch self {
            case .exited(let status): "exited \(status)"
            case .signalled(let signal): "ended by signal \(signal)"
            }
        }
    }

    /// Why a child process could not be started or used.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// An executable target the test needs was not built beside the test bundle.
        case notBuilt(String)

        public var description: String {
            switch self {
            case .notBuilt(let path): "no executable at \(path): is it a dependency of the test target?"
            }
        }
    }

    private let process = Process()
    private let input = Pipe()
    private let output: StreamReader
    private let errors: StreamReader

    /// Starts `executable` with `arguments` and `environment` (this process's when `nil`).
    public init(_ executable: String, _ arguments: [String] = [], environment: [String: String]? = nil) throws {
        _ = Self.ignoreBrokenPipes
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let outputPipe = Pipe(), errorPipe = Pipe()
        process.standardInput = input
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        try process.run()
        output = StreamReader(outputPipe.fileHandleForReading)
        errors = StreamReader(errorPipe.fileHandleForReading)
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? input.fileHandleForWriting.close()
    }

    /// The path of the executable target `name` that SwiftPM built beside the running test
    /// bundle; a test target gets it by listing the executable target among its dependencies.
    public static func builtExecutable(named name: String) throws -> String {
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let path = folder.appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else { throw Failure.notBuilt(path) }
        return path
    }

    /// The child's process id, for a `kill` of the test's own or a look in `/proc/<pid>`.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Whether the child has not ended yet.
    public var isRunning: Bool { process.isRunning }

    /// The next line the child prints on its standard output, without its line feed; `nil`
    /// when it closes its output first or prints no whole line within `timeout` seconds.
    public func readLine(timeout: TimeInterval) -> String? {
        output.line(before: Date().addingTimeInterval(timeout))
    }

    /// Writes `line` and a line feed to the child's standard input; `false` when the child
    /// no longer reads it.
    @discardableResult
    public func writeLine(_ line: String) -> Bool {
        (try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))) != nil
    }

    /// Closes the child's standard input, so that it reads its end.
    public func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Sends `signal` to the child, as `kill` or Ctrl-C (SIGINT) would; ``waitForExit(timeout:)``
    /// then says how it took it.
    public func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits up to `timeout` seconds for the child to end and says how it ended; `nil` when it
    /// was still running, in which case it is killed.
    public func waitForExit(timeout: TimeInterval) -> Ending? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        return process.terminationReason == .exit
            ? .exited(process.terminationStatus) : .signalled(process.terminationStatus)
    }

    /// Asks the child to stop (SIGTERM), kills it if it has not ended after `timeout` seconds,
    /// and waits for it.
    public func stop(timeout: TimeInterval = 5) {
        if process.isRunning { send(SIGTERM) }
        _ = waitForExit(timeout: timeout)
    }

    /// What the child printed on its standard output after the lines already read, once it has
    /// closed it (normally by ending); what arrived within `timeout` seconds otherwise.
    public func remainingOutput(timeout: TimeInterval = 10) -> String {
        output.rest(before: Date().addingTimeInterval(timeout))
    }

    /// Everything the child printed on its standard error, once it has closed it (normally by
    /// ending); what arrived within `timeout` seconds otherwise. Asking again gives it all again.
    public func errorOutput(timeout: TimeInterval = 10) -> String {
        errors.all(before: Date().addingTimeInterval(timeout))
    }

    /// A child that stops reading its input would otherwise kill the test process with SIGPIPE
    /// on the next ``writeLine(_:)``; ignored once, the write fails with `EPIPE` instead.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()
}

/// Reads a pipe to its end on a thread of its own, and hands out what arrived: line by line,
/// or the rest at once.
final class StreamReader: @unchecked Sendable {
    private let condition = NSCondition()
    private var bytes: [UInt8] = []
    private var consumed = 0
    private var ended = false

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                condition.lock()
                if chunk.isEmpty { ended = true } else { bytes.append(contentsOf: chunk) }
                condition.broadcast()
                condition.unlock()
                if chunk.isEmpty { break }
            }
        }
    }

    /// The next whole line (without its `\n`), or `nil` at the end or past `deadline`.
    func line(before deadline: Date) -> String? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let newline = bytes[consumed...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: bytes[consumed..<newline], as: UTF8.self)
                consumed = newline + 1
                return line
            }
            if ended || !condition.wait(until: deadline) { return nil }
        }
    }

    /// Everything not handed out yet, once the stream ended or `deadline` passed.
    func rest(before deadline: Date) -> String {
        condition.lock()
        defer { condition.unlock() }
        while !ended, condition.wait(until: deadline) {}
        let rest = String(decoding: bytes[consumed...], as: UTF8.self)
        consumed = bytes.count
        return rest
    }

    /// Everything the stream carried, handed out or not, once it ended or `deadline` passed.
    func all(before deadline: Date) -> String {
        condition.lock()
        defer { condition.unlock() }
        while !ended, condition.wait(until: deadline) {}
        return String(decoding: bytes, as: UTF8.self)
    }
}

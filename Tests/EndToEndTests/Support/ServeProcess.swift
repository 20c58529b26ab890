import Foundation
import TestingUtils

/// `heroes serve` running on 127.0.0.1 on a free port, for one test. It is told to stop by
/// itself after `lifetime` seconds in case the test never stops it.
final class ServeProcess: @unchecked Sendable {
    enum Failure: Error, CustomStringConvertible {
        case didNotStart(String)
        var description: String {
            switch self { case .didNotStart(let why): "heroes serve did not start: \(why)" }
        }
    }

    let process = Process()
    let port: Int

    /// Starts `heroes serve --port 0` with `arguments` and reads the chosen port from its first line.
    init(_ heroes: Heroes, arguments: [String] = [], env: [String: String] = [:], lifetime: Int = 120) throws {
        process.executableURL = URL(fileURLWithPath: heroes.path)
        process.arguments = ["serve", "--port", "0", "--stop-after", String(lifetime)] + arguments
        process.environment = heroes.environment(env)
        let output = Pipe()
        process.standardOutput = output
        // The request log goes to stderr: a pipe nobody reads fills after ~430 requests and
        // then blocks the server, so it is discarded.
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = output.fileHandleForReading
        var firstLine = Data()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let byte = reader.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            firstLine.append(byte)
        }
        guard let port = Int(String(decoding: firstLine, as: UTF8.self).trimmingCharacters(in: .whitespaces)) else {
            process.terminate()
            throw Failure.didNotStart("first line was \"\(String(decoding: firstLine, as: UTF8.self))\"")
        }
        self.port = port
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Stops the server (SIGTERM) and waits for it.
    func stop() {
        if process.isRunning { process.terminate() }
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit { stop() }
}

import Foundation
import TestingUtils

/// `heroes serve` running on 127.0.0.1 on a free port, for one test. It is told to stop by
/// itself after `lifetime` seconds in case the test never stops it, and is killed when the
/// value goes away.
final class ServeProcess: Sendable {
    enum Failure: Error, CustomStringConvertible {
        case didNotStart(String)
        var description: String {
            switch self {
            case .didNotStart(let why): "heroes serve did not start: \(why)"
            }
        }
    }

    /// The server; its request log (stderr) is read and kept, so it never fills a pipe.
    let child: ChildProcess
    let port: Int

    /// Starts `heroes serve --port 0` with `arguments` and reads the chosen port from its first
    /// line. The server stops by itself after `lifetime` seconds (``Patience`` times that under a
    /// sanitizer, as is the wait for its first line).
    init(_ heroes: Heroes, arguments: [String] = [], env: [String: String] = [:], lifetime: Int = 120) throws {
        child = try ChildProcess(
            heroes.path,
            ["serve", "--port", "0", "--stop-after", String(Int(Patience.seconds(Double(lifetime))))]
                + arguments,
            environment: heroes.environment(env)
        )
        let line = child.readLine(timeout: Patience.seconds(60))
        guard let port = line.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
            child.stop()
            throw Failure.didNotStart(line.map { "its first line was \"\($0)\"" } ?? "it printed no line within 60 s")
        }
        self.port = port
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// The server's log (stderr) once it holds `text`, looked at every 50 ms for at most
    /// `timeout` seconds; `nil` when it never did.
    func waitForLog(containing text: String, timeout: TimeInterval = 30) -> String? {
        let deadline = Date().addingTimeInterval(Patience.seconds(timeout))
        repeat {
            let log = child.errorOutput(timeout: 0)
            if log.contains(text) { return log }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return nil
    }

    /// Stops the server (SIGTERM, then SIGKILL after 5 s) and waits for it.
    func stop() { child.stop(timeout: 5) }
}

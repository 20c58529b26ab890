import Foundation
import TestingUtils

/// The `SignalTestServer` executable running as a child process: a server that prints its port
/// once its signals are handled, then runs until SIGINT or SIGTERM.
final class SignalChild: Sendable {
    enum Failure: Error, CustomStringConvertible {
        case didNotStart(String?)

        var description: String {
            switch self {
            case .didNotStart(let line):
                "SignalTestServer printed \(line.map { "\"\($0)\"" } ?? "nothing") instead of a port"
            }
        }
    }

    let child: ChildProcess
    let port: Int

    /// Starts the child (built beside the test bundle) and returns once it has printed its port.
    init() throws {
        child = try ChildProcess(try ChildProcess.builtExecutable(named: "SignalTestServer"))
        let line = child.readLine(timeout: 60)
        guard let port = line.flatMap({ Int($0) }) else { throw Failure.didNotStart(line) }
        self.port = port
    }

    /// Sends `signal` to the child.
    func send(_ signal: Int32) { child.send(signal) }

    /// How the child ended within `seconds`, or `nil` when it was still running (it is then killed).
    func waitForExit(seconds: Double) -> ChildProcess.Ending? { child.waitForExit(timeout: seconds) }

    /// What the child printed after its port.
    func remainingOutput() -> String { child.remainingOutput() }

    /// The inode of the child's own socket listening on ``port``, or `nil` when it has none.
    func listeningSocket() -> String? { ListeningSocket.inode(port: port, process: child.processIdentifier) }
}

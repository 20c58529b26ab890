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

    /// The inode of the child's own socket listening on ``port`` (from `/proc/<pid>/fd` and
    /// `/proc/net/tcp`), or `nil` when it has none: an identity no other process's socket can
    /// have while this one is open, unlike the port, which another process may take once the
    /// child has let it go.
    func listeningSocket() -> String? {
        let fds = "/proc/\(child.processIdentifier)/fd"
        let owned = Set(
            ((try? FileManager.default.contentsOfDirectory(atPath: fds)) ?? []).compactMap { fd -> String? in
                guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "\(fds)/\(fd)"),
                    target.hasPrefix("socket:[")
                else { return nil }
                return String(target.dropFirst("socket:[".count).dropLast())
            })
        return Self.listeningSockets().first { $0.port == port && owned.contains($0.inode) }?.inode
    }

    /// Whether a socket with this inode listens on any TCP address of the machine.
    static func isListening(_ inode: String) -> Bool {
        listeningSockets().contains { $0.inode == inode }
    }

    /// The machine's listening TCP sockets, IPv4 and IPv6: their local port and inode.
    private static func listeningSockets() -> [(port: Int, inode: String)] {
        ["/proc/net/tcp", "/proc/net/tcp6"].flatMap { table -> [(port: Int, inode: String)] in
            let text = (try? String(contentsOfFile: table, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").dropFirst().compactMap { line in
                // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
                let fields = line.split(separator: " ")
                guard fields.count > 9, fields[3] == "0A", let colon = fields[1].lastIndex(of: ":"),
                    let port = Int(fields[1][fields[1].index(after: colon)...], radix: 16)
                else { return nil }
                return (port, String(fields[9]))
            }
        }
    }
}

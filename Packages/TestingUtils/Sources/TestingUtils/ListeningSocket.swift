import Foundation

/// A TCP socket listening on this machine, known by its inode (`/proc/<pid>/fd` and
/// `/proc/net/tcp`, `tcp6`): an identity no other socket has while it is open. A test that checks
/// that a server stopped listening asks about the server's own socket, not whether a connection to
/// its port is refused: once the port is let go, another process may take it. Linux only.
public enum ListeningSocket {
    /// The inode of the socket of process `pid` listening on `port` (any address), or `nil` when
    /// the process has none there.
    public static func inode(port: Int, process pid: Int32) -> String? {
        let folder = "/proc/\(pid)/fd"
        let owned = Set(
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).compactMap { fd -> String? in
                guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\(fd)"),
                    target.hasPrefix("socket:[")
                else { return nil }
                return String(target.dropFirst("socket:[".count).dropLast())
            })
        return listening().first { $0.port == port && owned.contains($0.inode) }?.inode
    }

    /// Whether the socket with this inode still listens.
    public static func isListening(_ inode: String) -> Bool {
        listening().contains { $0.inode == inode }
    }

    /// The machine's listening TCP sockets, IPv4 and IPv6: their local port and inode.
    private static func listening() -> [(port: Int, inode: String)] {
        ["/proc/net/tcp", "/proc/net/tcp6"].flatMap { table -> [(port: Int, inode: String)] in
            // Read to the end: `String(contentsOfFile:)` stops at the first page of a /proc
            // file, whose size is 0 (seen: 4,050 bytes of 132,900 with 300 listening sockets).
            let bytes = FileHandle(forReadingAtPath: table)?.readDataToEndOfFile() ?? Data()
            let text = String(decoding: bytes, as: UTF8.self)
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

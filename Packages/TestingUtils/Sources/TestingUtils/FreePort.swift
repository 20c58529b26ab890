import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Free TCP ports on 127.0.0.1, only for a server that must be told its port before it starts
/// and cannot report one it chose: nginx in the end-to-end tests, which reads it from its
/// configuration and is started again on another port when this one was taken meanwhile.
/// Elsewhere a server binds port 0 itself and says its port (``LoopbackServer``,
/// `heroes serve --port 0`, `MarvelHTTPServer`), and an address where nothing listens is a
/// ``RefusingPort``, which the test holds.
public enum FreePort {
    /// A port nothing listens on right now: the kernel picks it for a socket bound to port 0,
    /// which is then closed. Another process may take it meanwhile. `0` when no socket could be
    /// made.
    public static func find() -> Int {
        guard let (fd, port) = bound() else { return 0 }
        closeDescriptor(fd)
        return port
    }

    /// The socket ``find()`` finds its port with, still bound to 127.0.0.1 at that port (the
    /// caller closes it), or `nil` when none could be made or bound: internal, for a test to ask
    /// about the port while no other process can take it.
    static func bound() -> (descriptor: Int32, port: Int)? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        guard let port = try? LoopbackServer.bindLoopback(fd) else {
            closeDescriptor(fd)
            return nil
        }
        return (fd, Int(port))
    }
}

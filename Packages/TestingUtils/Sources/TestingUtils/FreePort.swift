import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Free TCP ports on 127.0.0.1, for tests that start a server which must be told its port, or
/// need an address where nothing listens.
public enum FreePort {
    /// A port nothing listens on right now: the kernel picks it for a socket bound to port 0,
    /// which is then closed. Another process may take it meanwhile, so prefer a server that
    /// binds port 0 itself (``LoopbackServer``) where one can. `0` when no socket could be made.
    public static func find() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return 0 }
        defer { closeDescriptor(fd) }
        return (try? LoopbackServer.bindLoopback(fd)).map(Int.init) ?? 0
    }
}

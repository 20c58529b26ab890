import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Free TCP ports on 127.0.0.1, for tests that start servers.
public enum FreePort {
    /// A port nothing listens on right now (bound to port 0 and released).
    public static func find() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        return bound ? Int(UInt16(bigEndian: address.sin_port)) : 0
    }
}

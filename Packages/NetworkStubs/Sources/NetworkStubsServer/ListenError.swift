import NIOCore

extension MarvelHTTPServer {
    /// Why ``MarvelHTTPServer/start(server:host:port:logger:threads:limits:allowPublicWithoutKeys:)``
    /// would not listen.
    public enum ListenError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The host resolves to an address other machines can reach, and the server checks no
        /// keys, so anyone there could call it.
        case publicWithoutKeys(host: String, address: String)

        public var description: String {
            switch self {
            case .publicWithoutKeys(let host, let address):
                "\(host) (\(address)) is reachable beyond this machine and the server checks no API keys"
            }
        }
    }

    /// Throws unless only this machine can reach `address`, the server checks keys, or the
    /// caller allows a public server without them.
    static func checkExposure(
        of address: SocketAddress, host: String, checksKeys: Bool, allowPublicWithoutKeys: Bool
    ) throws(ListenError) {
        guard address.isLoopback || checksKeys || allowPublicWithoutKeys else {
            throw .publicWithoutKeys(host: host, address: address.ipAddress ?? "\(address)")
        }
    }
}

extension SocketAddress {
    /// Whether only this machine can reach the address: 127.0.0.0/8, `::1`, or an IPv4-mapped
    /// `::ffff:127.x.y.z`.
    var isLoopback: Bool {
        switch self {
        case .v4(let address):
            return withUnsafeBytes(of: address.address.sin_addr) { $0[0] == 127 }
        case .v6(let address):
            return withUnsafeBytes(of: address.address.sin6_addr) { bytes in
                let mappedPrefix: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff]
                if bytes.prefix(12).elementsEqual(mappedPrefix) { return bytes[12] == 127 }
                return bytes.prefix(15).allSatisfy { $0 == 0 } && bytes[15] == 1
            }
        case .unixDomainSocket:
            return true
        }
    }
}

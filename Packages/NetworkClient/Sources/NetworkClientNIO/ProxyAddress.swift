import AsyncHTTPClient
import Foundation
import NetworkClient

/// Turns a proxy address from the environment into AsyncHTTPClient's proxy.
enum ProxyAddress {
    /// Parses `[scheme://][user:password@]host[:port]`. Throws ``NetworkError/other(_:)`` for a
    /// kind of proxy AsyncHTTPClient cannot use or an address without a host; the message
    /// never repeats the address, which may hold a password.
    static func parse(_ address: String) throws(NetworkError) -> AHCConfiguration.Proxy {
        let full = address.contains("://") ? address : "http://" + address
        guard let components = URLComponents(string: full), let scheme = components.scheme?.lowercased(),
            let host = components.host?.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), !host.isEmpty
        else {
            throw NetworkError.other("the proxy address set in the environment is not valid")
        }
        let port = components.port ?? 1080
        let user = components.user?.removingPercentEncoding
        let password = components.password?.removingPercentEncoding
        switch scheme {
        case "http":
            let authorization = user.map {
                AsyncHTTPClient.HTTPClient.Authorization.basic(username: $0, password: password ?? "")
            }
            return .server(host: host, port: port, authorization: authorization)
        case "socks5" where user == nil, "socks5h" where user == nil:
            return .socksServer(host: host, port: port)
        default:
            throw NetworkError.other(
                "the \(scheme) proxy set in the environment is not supported (use an http:// or socks5:// proxy without a password)"
            )
        }
    }
}

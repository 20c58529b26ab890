import AsyncHTTPClient
public import Foundation
import NetworkClient

/// Which proxy, if any, each request goes through, read from the environment as curl reads it.
///
/// - `http://` URLs use `http_proxy` (lowercase only, as curl: `HTTP_PROXY` is ignored);
///   `https://` URLs use `https_proxy` or `HTTPS_PROXY`; either falls back to `all_proxy` or
///   `ALL_PROXY`. An empty value counts as unset.
/// - A proxy is `[http://][user:password@]host[:port]` (an HTTP proxy; `https://` targets go
///   through it with `CONNECT`) or `socks5://host[:port]` (`socks5h://` too); the port is 1080
///   when none is given. Proxies reached over TLS (`https://`), SOCKS4 and SOCKS5 with a
///   password are not supported: a request that would use one fails with
///   ``NetworkError/other(_:)``.
/// - `no_proxy` (or `NO_PROXY`) lists hosts reached directly, comma-separated: `*` for all,
///   a name for itself and its subdomains (a leading dot is ignored), an IP address, or an
///   IPv4 range such as `10.0.0.0/8`. Ports in entries are not looked at.
public struct ProxySettings: Sendable, Equatable {
    /// The proxy for `http://` URLs, as written in the environment.
    let httpProxy: String?
    /// The proxy for `https://` URLs, as written in the environment.
    let httpsProxy: String?
    /// The `no_proxy` entries, lowercased, without leading dots.
    let noProxy: [String]

    /// No proxy for any URL.
    public static let none = ProxySettings(httpProxy: nil, httpsProxy: nil, noProxy: [])

    /// The settings in `environment` (the process's by default).
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> ProxySettings
    {
        func value(_ names: String...) -> String? {
            names.lazy.compactMap { environment[$0]?.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
        }
        let all = value("all_proxy", "ALL_PROXY")
        let exceptions = (value("no_proxy", "NO_PROXY") ?? "")
            .split(whereSeparator: { $0 == "," || $0 == " " })
            .map { entry in
                var entry = entry.lowercased()
                while entry.hasPrefix(".") { entry.removeFirst() }
                return entry
            }
            .filter { !$0.isEmpty }
        return ProxySettings(
            httpProxy: value("http_proxy") ?? all,
            httpsProxy: value("https_proxy", "HTTPS_PROXY") ?? all,
            noProxy: exceptions
        )
    }

    /// The proxy `url` goes through, as written in the environment, or `nil` when it goes direct.
    public func proxyAddress(for url: URL) -> String? {
        guard let target = try? RequestTarget(url) else { return nil }
        return proxyAddress(for: target)
    }

    /// The proxy `target` goes through, as written in the environment, or `nil`.
    func proxyAddress(for target: RequestTarget) -> String? {
        let proxy = target.scheme == "https" ? httpsProxy : httpProxy
        guard let proxy, !NoProxyRule.matches(target.host, entries: noProxy) else { return nil }
        return proxy
    }

    /// AsyncHTTPClient's proxy for `target`, `nil` to go direct.
    func proxy(for target: RequestTarget) throws(NetworkError) -> AHCConfiguration.Proxy? {
        guard let address = proxyAddress(for: target) else { return nil }
        return try ProxyAddress.parse(address)
    }
}

import Foundation
import NetworkClient

/// Where a request goes, checked before anything is sent: an `http` or `https` URL with a host.
struct RequestTarget: Sendable, Equatable {
    /// `http` or `https`.
    let scheme: String
    /// The host, lowercased, without IPv6 brackets.
    let host: String
    /// The port, the scheme's default when the URL has none.
    let port: Int
    /// The host and the URL's own port, as errors name the server: `127.0.0.1:8080`.
    let hostAndPort: String

    /// Checks `url`; throws ``NetworkError/invalidURL(_:)`` (with secrets redacted) for a URL
    /// that is not `http`/`https` or has no host.
    init(_ url: URL) throws(NetworkError) {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else {
            throw NetworkError.invalidURL(Redactor.everyValue.redact(url))
        }
        self.scheme = scheme
        self.host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        self.port = url.port ?? (scheme == "https" ? 443 : 80)
        self.hostAndPort = url.port.map { "\(host):\($0)" } ?? host
    }
}

public import Foundation
public import NetworkClient

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `URLError`, thrown by `URLSession` (or by any layer that uses it), read as the
/// `NetworkError` it means wherever `NetworkError/init(_:)` meets it: the mapping lives
/// here, beside the one transport that makes such errors, so that NetworkClient needs
/// FoundationEssentials alone.
extension URLError: NetworkErrorConvertible {
    public var networkError: NetworkError { NetworkError(urlError: self) }
}

extension NetworkError {
    /// Maps a `URLError` by its code.
    ///
    /// What libcurl-backed `URLSession` on Linux reports (checked against a local server by
    /// this package's tests):
    /// - a refused port: `.cannotConnectToHost` → `cannotConnect(host:)`;
    /// - no answer within the session's timeout: `.timedOut` → `timedOut`;
    /// - a body shorter than its `Content-Length`, or a chunked body cut off: `.unknown` with
    ///   libcurl's message "transfer closed with …" → `connectionLost`;
    /// - a connection reset: `.networkConnectionLost`; no reply at all: `.badServerResponse`
    ///   ("Empty reply from server") → `connectionLost`;
    /// - an answer that is not HTTP: `.unsupportedURL` ("Received HTTP/0.9 when not allowed")
    ///   although the URL is a valid `http` one → `other(_:)`, not `invalidURL(_:)`;
    /// - a cancelled task: `.cancelled` → `cancelled`.
    ///
    /// The failing URL is never copied whole into the error (its query may carry keys): only
    /// its host and port are.
    public init(urlError: URLError) {
        let failingURL = urlError.failingURL
        let host =
            failingURL.flatMap { url in url.host.map { h in url.port.map { "\(h):\($0)" } ?? h } } ?? "the server"
        let message =
            (urlError.userInfo[NSLocalizedDescriptionKey] as? String).flatMap { $0.isEmpty ? nil : $0 }
            ?? "URL error \(urlError.code.rawValue)"
        let isHTTPURL =
            failingURL.map { ["http", "https"].contains($0.scheme?.lowercased() ?? "") && $0.host != nil } ?? false
        switch urlError.code {
        case .cancelled: self = .cancelled
        case .timedOut: self = .timedOut
        case .cannotFindHost, .dnsLookupFailed: self = .dnsFailure(host: host)
        case .cannotConnectToHost, .notConnectedToInternet, .internationalRoamingOff, .callIsActive, .dataNotAllowed:
            self = .cannotConnect(host: host)
        case .networkConnectionLost, .badServerResponse, .zeroByteResource: self = .connectionLost
        case .unknown where message.hasPrefix("transfer closed with"): self = .connectionLost
        case .cannotParseResponse: self = .other("the server's answer was not valid HTTP (\(message))")
        case .unsupportedURL where isHTTPURL: self = .other("the server's answer was not valid HTTP (\(message))")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
            .clientCertificateRequired:
            self = .tls(reason: message)
        case .badURL, .unsupportedURL:
            self = .invalidURL(failingURL.map { Redactor.everyValue.redact($0) } ?? "given")
        default: self = .other(message)
        }
    }
}

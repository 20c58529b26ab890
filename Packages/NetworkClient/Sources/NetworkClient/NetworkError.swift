import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Everything that can go wrong in sending a request and reading its answer, in cases a caller
/// can act on. ``description`` is one plain sentence.
public enum NetworkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing accepted the connection (refused, unreachable).
    case cannotConnect(host: String)
    /// The host name did not resolve.
    case dnsFailure(host: String)
    /// No answer came within the deadline.
    case timedOut
    /// The calling task was cancelled.
    case cancelled
    /// The connection closed before the whole response arrived.
    case connectionLost
    /// The secure connection could not be set up.
    case tls(reason: String)
    /// The server answered with a status the caller did not accept.
    case httpStatus(code: Int, headers: HTTPHeaders, body: Data)
    /// The body did not have the expected shape; `path` is the coding path, dotted.
    case decoding(path: String, reason: String)
    /// The URL could not be used.
    case invalidURL(String)
    /// Any other transport failure, with its description.
    case other(String)

    /// One sentence saying what happened.
    public var description: String {
        switch self {
        case .cannotConnect(let host): "Could not connect to \(host)."
        case .dnsFailure(let host): "Could not find the host \(host)."
        case .timedOut: "The request timed out."
        case .cancelled: "The request was cancelled."
        case .connectionLost: "The connection was lost before the whole response arrived."
        case .tls(let reason): "The secure connection failed: \(reason)."
        case .httpStatus(let code, _, _): "The server answered with HTTP status \(code)."
        case .decoding(let path, let reason):
            path.isEmpty ? "The response was not in the expected format: \(reason)."
                : "The response was not in the expected format at \(path): \(reason)."
        case .invalidURL(let url): "The URL \(url) is not valid."
        case .other(let reason): "The request failed: \(reason)."
        }
    }

    /// Wraps any error: a ``NetworkError`` is kept, cancellation becomes ``cancelled``, a
    /// `URLError` is mapped by its code, a `DecodingError` becomes ``decoding(path:reason:)``.
    public init(_ error: any Error) {
        switch error {
        case let error as NetworkError: self = error
        case is CancellationError: self = .cancelled
        case let error as URLError: self = NetworkError(urlError: error)
        case let error as DecodingError: self = NetworkError(decoding: error)
        default: self = .other(String(describing: error))
        }
    }

    /// Maps a `URLError` by its code; on Linux cancellation arrives as `URLError(.cancelled)`.
    public init(urlError: URLError) {
        let host = urlError.failingURL.flatMap { url in url.host.map { h in url.port.map { "\(h):\($0)" } ?? h } } ?? "the server"
        switch urlError.code {
        case .cancelled: self = .cancelled
        case .timedOut: self = .timedOut
        case .cannotFindHost, .dnsLookupFailed: self = .dnsFailure(host: host)
        case .cannotConnectToHost, .notConnectedToInternet: self = .cannotConnect(host: host)
        case .networkConnectionLost, .cannotParseResponse, .badServerResponse, .zeroByteResource: self = .connectionLost
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
             .clientCertificateRequired:
            self = .tls(reason: urlError.localizedDescription)
        case .badURL, .unsupportedURL: self = .invalidURL(urlError.failingURL?.absoluteString ?? "given")
        default: self = .other(urlError.localizedDescription)
        }
    }

    /// Describes a `DecodingError` in plain words with its coding path.
    public init(decoding error: DecodingError) {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
                .joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
        }
        switch error {
        case .keyNotFound(let key, let context):
            let base = path(context)
            self = .decoding(path: base, reason: "the field \"\(key.stringValue)\" is missing")
        case .valueNotFound(let type, let context):
            self = .decoding(path: path(context), reason: "a \(type) was expected but the value was null")
        case .typeMismatch(let type, let context):
            self = .decoding(path: path(context), reason: "a \(type) was expected but something else was found")
        case .dataCorrupted(let context):
            self = .decoding(path: path(context), reason: context.codingPath.isEmpty ? "the body is not valid JSON" : "the value is not valid")
        @unknown default:
            self = .decoding(path: "", reason: "the body could not be read")
        }
    }
}

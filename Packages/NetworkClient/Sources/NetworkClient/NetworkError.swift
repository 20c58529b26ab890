public import Foundation

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
    /// The body was larger than the transport accepts (`limit` bytes); the rest was not read.
    case bodyTooLarge(limit: Int)
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
        case .tls(let reason): "The secure connection failed: \(reason.withoutFinalPeriod)."
        case .httpStatus(let code, _, _): "The server answered with HTTP status \(code)."
        case .decoding(let path, let reason):
            path.isEmpty
                ? "The response was not in the expected format: \(reason.withoutFinalPeriod)."
                : "The response was not in the expected format at \(path): \(reason.withoutFinalPeriod)."
        case .invalidURL(let url): "The URL \(url) is not valid."
        case .bodyTooLarge(let limit): "The response body is larger than \(limit) bytes."
        case .other(let reason): "The request failed: \(reason.withoutFinalPeriod)."
        }
    }

    /// Whether sending the same request again may succeed: the connection could not be made,
    /// took too long or broke off. DNS failures, TLS failures, bad URLs, cancellation, HTTP
    /// statuses and decoding failures are not transient.
    var isTransient: Bool {
        switch self {
        case .cannotConnect, .timedOut, .connectionLost: true
        default: false
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

    /// Maps a `URLError` by its code.
    ///
    /// What libcurl-backed `URLSession` on Linux reports (checked against a local server by
    /// this package's tests):
    /// - a refused port: `.cannotConnectToHost` → ``cannotConnect(host:)``;
    /// - no answer within the session's timeout: `.timedOut` → ``timedOut``;
    /// - a body shorter than its `Content-Length`, or a chunked body cut off: `.unknown` with
    ///   libcurl's message "transfer closed with …" → ``connectionLost``;
    /// - a connection reset: `.networkConnectionLost`; no reply at all: `.badServerResponse`
    ///   ("Empty reply from server") → ``connectionLost``;
    /// - an answer that is not HTTP: `.unsupportedURL` ("Received HTTP/0.9 when not allowed")
    ///   although the URL is a valid `http` one → ``other(_:)``, not ``invalidURL(_:)``;
    /// - a cancelled task: `.cancelled` → ``cancelled``.
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

    /// Describes a `DecodingError` in plain words with its coding path, for example
    /// `decoding(path: "data.results[3].thumbnail", reason: "the field \"path\" is missing")`.
    public init(decoding error: DecodingError) {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
                .joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
        }
        switch error {
        case .keyNotFound(let key, let context):
            self = .decoding(path: path(context), reason: "the field \"\(key.stringValue)\" is missing")
        case .valueNotFound(let type, let context):
            self = .decoding(
                path: path(context), reason: "\(Self.plainName(of: type)) was expected but the value was null")
        case .typeMismatch(let type, let context):
            self = .decoding(
                path: path(context), reason: "\(Self.plainName(of: type)) was expected but something else was found")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                self = .decoding(path: "", reason: "the body is not valid JSON")
            } else {
                let detail = context.debugDescription.withoutFinalPeriod
                self = .decoding(
                    path: path(context),
                    reason: detail.isEmpty ? "the value is not valid" : "the value is not valid (\(detail))")
            }
        @unknown default:
            self = .decoding(path: "", reason: "the body could not be read")
        }
    }

    /// A JSON-minded name for a Swift type, with its article: "a number", "a list", "an object".
    private static func plainName(of type: Any.Type) -> String {
        let name = String(describing: type)
        switch name {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
            "Double", "Float", "Decimal", "NSNumber":
            return "a number"
        case "String", "Character": return "a string"
        case "Bool": return "true or false"
        default:
            if name.hasPrefix("Array<") || name.hasPrefix("[") && !name.contains(":") { return "a list" }
            if name.hasPrefix("Dictionary<") || name.hasPrefix("[") { return "an object" }
            return "a value of type \(name)"
        }
    }
}

extension String {
    /// The string without one trailing full stop, so it can end a sentence of its own.
    var withoutFinalPeriod: String {
        hasSuffix(".") ? String(dropLast()) : self
    }
}

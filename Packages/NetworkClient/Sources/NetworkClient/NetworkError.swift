public import FoundationEssentials

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
    /// ``NetworkErrorConvertible`` error (a `URLError`, once NetworkClientURLSession is linked) is
    /// mapped as it says, a `DecodingError` becomes ``decoding(path:reason:)``.
    public init(_ error: any Error) {
        switch error {
        case let error as NetworkError: self = error
        case is CancellationError: self = .cancelled
        case let error as any NetworkErrorConvertible: self = error.networkError
        case let error as DecodingError: self = NetworkError(decoding: error)
        default: self = .other(String(describing: error))
        }
    }

    /// Describes a `DecodingError` in plain words with its coding path, for example
    /// `decoding(path: "data.results[3].thumbnail", reason: "the field \"path\" is missing")`.
    public init(decoding error: DecodingError) {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
                .joined(separator: ".").replacing(".[", with: "[")
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

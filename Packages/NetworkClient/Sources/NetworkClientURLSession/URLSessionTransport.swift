public import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif
public import NetworkClient

/// The live transport: `URLSession` (libcurl on Linux), with gzip, keep-alive and cancellation.
///
/// Bodies sent with `Content-Encoding: gzip` (or another coding libcurl knows) arrive decoded;
/// the response then carries neither `Content-Encoding` nor the encoded `Content-Length`, so its
/// headers describe the body it holds. Failures below HTTP are thrown as ``NetworkError``;
/// cancelling the calling task cancels the transfer and throws ``NetworkError/cancelled``.
public final class URLSessionTransport: HTTPTransport, Sendable {
    private let session: URLSession
    private let ownsSession: Bool

    /// How long, in seconds, a request may wait for data, and how long a whole exchange may
    /// take; `nil` for a transport made over a caller's session.
    public let timeout: TimeInterval?

    /// Creates a transport over a session of its own, ephemeral and without a cache. `timeout`
    /// (seconds) bounds both how long a request may wait for data and the whole exchange;
    /// when it passes the request fails with ``NetworkError/timedOut``.
    public init(timeout: TimeInterval = 30) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        self.session = URLSession(configuration: configuration)
        self.ownsSession = true
        self.timeout = timeout
    }

    /// Creates a transport over `session`, which stays the caller's: it is not invalidated when
    /// the transport goes away.
    public init(session: URLSession) {
        self.session = session
        self.ownsSession = false
        self.timeout = nil
    }

    deinit {
        if ownsSession { session.finishTasksAndInvalidate() }
    }

    /// Sends `request` with `URLSession`; failures below HTTP become ``NetworkError``.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = request.url.host, !host.isEmpty
        else {
            throw NetworkError.invalidURL(Redactor.everyValue.redact(request.url))
        }
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        for field in request.headers { urlRequest.addValue(field.value, forHTTPHeaderField: field.name) }
        try Task.checkCancellation()
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            if Task.isCancelled { throw NetworkError.cancelled }
            throw NetworkError(error)
        }
        guard let http = response as? HTTPURLResponse else {
            throw NetworkError.other("the answer was not an HTTP response")
        }
        return HTTPResponse(statusCode: http.statusCode, headers: Self.headers(of: http), body: data)
    }

    /// The response's header fields sorted by name; when the body came encoded (and so was
    /// decoded by libcurl) `Content-Encoding` and `Content-Length` are dropped.
    static func headers(of response: HTTPURLResponse) -> HTTPHeaders {
        var headers = HTTPHeaders()
        let fields = response.allHeaderFields
            .map { (name: String(describing: $0.key), value: String(describing: $0.value)) }
            .sorted { $0.name.lowercased() < $1.name.lowercased() }
        for field in fields { headers.add(name: field.name, value: field.value) }
        if let coding = headers["Content-Encoding"], coding.lowercased() != "identity" {
            headers["Content-Encoding"] = nil
            headers["Content-Length"] = nil
        }
        return headers
    }
}

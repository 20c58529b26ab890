/// The rest of the chain as seen by a middleware: call it to pass a request on.
public typealias HTTPNext = @Sendable (HTTPRequest) async throws -> HTTPResponse

/// One layer of the onion around a transport. A middleware may change the request and call
/// `next` (signing, user agent), call `next` again (retry), wrap it (logging, timing) or answer
/// without calling it (caching).
///
/// Middlewares run in array order: the first sees the request first and the response last.
public protocol HTTPMiddleware: Sendable {
    /// Handles `request`, calling `next` zero or more times.
    func intercept(_ request: HTTPRequest, next: HTTPNext) async throws -> HTTPResponse
}

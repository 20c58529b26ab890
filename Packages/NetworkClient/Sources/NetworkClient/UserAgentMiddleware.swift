/// Sets the `User-Agent` header on every request that does not already have one.
///
/// The `heroes` app passes `"heroes/<version> (Linux)"`.
public struct UserAgentMiddleware: HTTPMiddleware {
    /// The value sent.
    public let userAgent: String

    /// Creates a middleware that sends `userAgent`.
    public init(_ userAgent: String) {
        self.userAgent = userAgent
    }

    /// Adds `User-Agent` unless the request has one (any case), then calls `next`.
    public func intercept(_ request: HTTPRequest, next: HTTPNext) async throws -> HTTPResponse {
        guard !request.headers.contains("User-Agent") else { return try await next(request) }
        var request = request
        request.headers["User-Agent"] = userAgent
        return try await next(request)
    }
}

import FoundationEssentials

/// Sends requests through a chain of middlewares to a transport and checks the status. The body
/// is the caller's to decode, with the JSON reader of its choice (heroes reads every body with
/// MarvelWire's `MarvelJSONDecoder`); ``NetworkError/init(decoding:)`` names where a
/// `DecodingError` happened.
///
/// ```swift
/// let client = HTTPClient(
///     transport: CurlTransport(),  // NetworkClientCurl; or URLSessionTransport(), InMemoryTransport
///     middlewares: [UserAgentMiddleware("demo/1.0"), RetryMiddleware()]
/// )
/// let response = try await client.send(HTTPRequest(url: URL(string: "http://127.0.0.1:8080/")!))
/// ```
public struct HTTPClient: Sendable {
    /// The transport that finally sends each request.
    public let transport: any HTTPTransport
    /// The middlewares, outermost first.
    public let middlewares: [any HTTPMiddleware]

    /// Creates a client.
    public init(transport: any HTTPTransport, middlewares: [any HTTPMiddleware] = []) {
        self.transport = transport
        self.middlewares = middlewares
    }

    /// Sends `request` through every middleware and the transport and returns the response,
    /// whatever its status. Every error thrown is a ``NetworkError``; when the calling task is
    /// cancelled it is ``NetworkError/cancelled``.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let transport = self.transport
        var next: HTTPNext = { try await transport.send($0) }
        for middleware in middlewares.reversed() {
            let inner = next
            next = { try await middleware.intercept($0, next: inner) }
        }
        do {
            try Task.checkCancellation()
            return try await next(request)
        } catch {
            if Task.isCancelled { throw NetworkError.cancelled }
            throw NetworkError(error)
        }
    }

    /// Sends `request` and throws ``NetworkError/httpStatus(code:headers:body:)`` unless the
    /// status is 2xx.
    public func sendChecked(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await send(request)
        guard response.isSuccess else {
            throw NetworkError.httpStatus(code: response.statusCode, headers: response.headers, body: response.body)
        }
        return response
    }
}

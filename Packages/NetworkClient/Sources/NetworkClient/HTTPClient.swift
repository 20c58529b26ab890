public import FoundationEssentials

/// Sends requests through a chain of middlewares to a transport, checks the status and decodes.
///
/// ```swift
/// let client = HTTPClient(
///     transport: AsyncHTTPClientTransport(),  // NetworkClientNIO; or URLSessionTransport()
///     middlewares: [UserAgentMiddleware("demo/1.0"), RetryMiddleware()]
/// )
/// let response = try await client.send(HTTPRequest(url: URL(string: "http://127.0.0.1:8080/")!))
/// ```
public struct HTTPClient: Sendable {
    /// The transport that finally sends each request.
    public let transport: any HTTPTransport
    /// The middlewares, outermost first.
    public let middlewares: [any HTTPMiddleware]
    /// Builds the decoder used by ``decode(_:from:)`` and ``get(_:as:)``.
    let makeDecoder: @Sendable () -> JSONDecoder

    /// Creates a client.
    public init(
        transport: any HTTPTransport,
        middlewares: [any HTTPMiddleware] = [],
        decoder: @escaping @Sendable () -> JSONDecoder = { JSONDecoder() }
    ) {
        self.transport = transport
        self.middlewares = middlewares
        self.makeDecoder = decoder
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

    /// Sends a `GET` for `url`, checks the status and decodes the body as `T`.
    public func get<T: Decodable>(_ url: URL, as type: T.Type = T.self) async throws -> T {
        let response = try await sendChecked(HTTPRequest(url: url))
        return try decode(T.self, from: response.body)
    }

    /// Decodes `data` as `T` with the client's decoder, throwing ``NetworkError/decoding(path:reason:)``.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try makeDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            throw NetworkError(decoding: error)
        } catch {
            throw NetworkError(error)
        }
    }
}

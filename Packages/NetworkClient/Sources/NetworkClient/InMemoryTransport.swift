import FoundationEssentials

/// A transport that answers from a closure, for tests and in-process servers.
public struct InMemoryTransport: HTTPTransport {
    private let handler: @Sendable (HTTPRequest) async throws -> HTTPResponse

    /// Creates a transport that answers every request with `handler`.
    public init(_ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
        self.handler = handler
    }

    /// Answers `request` with the handler.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try Task.checkCancellation()
        return try await handler(request)
    }
}

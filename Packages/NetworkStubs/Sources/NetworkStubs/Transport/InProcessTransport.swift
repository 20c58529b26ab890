import FoundationEssentials
public import NetworkClient

/// An `HTTPTransport` that answers from a ``MarvelServer`` in memory, without sockets: the
/// app's default data source. Requests need only the path and query of the real API; the
/// scheme and host are ignored.
///
/// Faults behave as a client would see them over a network: latency is waited out (and can be
/// cancelled), a reset throws `NetworkError.connectionLost`, a truncated body arrives cut, and
/// a stall waits until the calling task is cancelled, then throws `NetworkError.cancelled`.
///
/// ```swift
/// let transport = InProcessTransport(catalog: try Catalog.snapshot())  // any key accepted
/// let client = HTTPClient(transport: transport, middlewares: [MarvelSigningMiddleware(credentials: keys)])
/// ```
public struct InProcessTransport: HTTPTransport {
    /// The server answering.
    public let server: MarvelServer

    /// Creates a transport to `server`.
    public init(server: MarvelServer) {
        self.server = server
    }

    /// Creates a transport to a new server over `catalog` that accepts any key and has neither
    /// rate limit nor faults.
    public init(catalog: Catalog) {
        self.server = MarvelServer(api: MarvelAPI(catalog: catalog))
    }

    /// Sends `request` to the server and carries out its reply.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard !Task.isCancelled else { throw NetworkError.cancelled }
        let reply = server.reply(to: request)
        do {
            if reply.delay > .zero { try await Task.sleep(for: reply.delay) }
            switch reply.action {
            case .respond(let response):
                return response
            case .truncate(let response, let sentBytes):
                var cut = response
                cut.body = response.body.prefix(sentBytes)
                return cut
            case .resetConnection:
                throw NetworkError.connectionLost
            case .stall:
                while true { try await Task.sleep(for: .seconds(3600)) }
            }
        } catch is CancellationError {
            throw NetworkError.cancelled
        }
    }
}

public import NetworkClient

/// What a ``MarvelServer`` decided for one request: how long to wait, then what to do. The
/// transports carry it out: ``InProcessTransport`` in memory, `MarvelHTTPServer` on a socket.
public struct ServerReply: Sendable, Hashable {
    /// How long to wait before acting (injected latency; zero without faults).
    public var delay: Duration
    /// What to do then.
    public var action: Action

    /// Creates a reply.
    public init(delay: Duration = .zero, action: Action) {
        self.delay = delay
        self.action = action
    }

    /// What to do with the connection.
    public enum Action: Sendable, Hashable {
        /// Send this response whole.
        case respond(HTTPResponse)
        /// Send this response's head, declaring the whole body's length, then only the first
        /// `sentBytes` bytes of the body, then close the connection.
        case truncate(HTTPResponse, sentBytes: Int)
        /// Close the connection abruptly without answering.
        case resetConnection
        /// Never answer; keep the connection open until the client gives up.
        case stall
    }

    /// The response, when the action sends one (whole or cut).
    public var response: HTTPResponse? {
        switch action {
        case .respond(let response), .truncate(let response, _): response
        case .resetConnection, .stall: nil
        }
    }
}

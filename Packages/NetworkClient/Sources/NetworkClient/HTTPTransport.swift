/// Something that sends one HTTP request and returns its response: the network, an in-process
/// server, or a test double. Transports throw ``NetworkError`` for failures below HTTP; any
/// status code, 4xx and 5xx included, is a response, not an error.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

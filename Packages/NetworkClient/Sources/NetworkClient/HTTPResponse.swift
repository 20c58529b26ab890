import Foundation

/// An HTTP response: a status code, header fields and a body.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code, for example `200`.
    public var statusCode: Int
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body, empty when there is none.
    public var body: Data
    /// `true` when this response was answered from a stored copy after the server said `304 Not Modified`.
    public var isRevalidated: Bool

    /// Creates a response.
    public init(statusCode: Int, headers: HTTPHeaders = [:], body: Data = Data(), isRevalidated: Bool = false) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
        self.isRevalidated = isRevalidated
    }

    /// Whether the status is in 200…299.
    public var isSuccess: Bool { (200..<300).contains(statusCode) }
}

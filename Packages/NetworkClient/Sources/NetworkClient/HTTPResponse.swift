public import FoundationEssentials

/// An HTTP response: a status code, header fields and a body.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code, for example `200`.
    public var statusCode: Int
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body, empty when there is none.
    public var body: Data

    /// Creates a response.
    public init(statusCode: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }

    /// Whether the status is in 200…299.
    public var isSuccess: Bool { (200..<300).contains(statusCode) }
}

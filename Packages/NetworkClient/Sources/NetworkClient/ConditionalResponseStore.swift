import Foundation

/// A response kept for revalidation: its entity tag, body and headers.
public struct StoredResponse: Sendable, Hashable {
    /// The `ETag` the server sent, as sent (weak tags keep their `W/`).
    public var etag: String
    /// The body.
    public var body: Data
    /// The header fields.
    public var headers: HTTPHeaders

    /// Creates a stored response.
    public init(etag: String, body: Data, headers: HTTPHeaders = [:]) {
        self.etag = etag
        self.body = body
        self.headers = headers
    }
}

/// Where ``ConditionalRequestMiddleware`` keeps responses to revalidate.
///
/// A store decides its own keys; ``HTTPRequest/cacheKey(ignoringQueryItems:)`` gives one that
/// leaves out volatile query items (`ts`, `hash`, `apikey`), so a signed request finds what
/// an earlier signed request stored, and no secret lands in the store. Neither method throws:
/// a store that cannot read or write answers `nil` or drops the entry, and the request goes on.
public protocol ConditionalResponseStore: Sendable {
    /// The response stored for `request`, if any.
    func storedResponse(for request: HTTPRequest) async -> StoredResponse?
    /// Stores `response` for `request`, replacing any entry of the same key.
    func store(_ response: StoredResponse, for request: HTTPRequest) async
}

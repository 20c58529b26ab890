public import FoundationEssentials

/// One stored response: the raw body as the server sent it (JSON, the API key removed), its
/// ETag and when it was fetched or last revalidated.
public struct CacheEntry: Sendable, Hashable {
    /// What the entry is stored under.
    public var key: CacheKey
    /// The kind of call it answers, whatever the resource, so stores can count what they hold.
    public var pattern: RoutePattern
    /// The response body, undecoded.
    public var body: Data
    /// The response's ETag, sent back as `If-None-Match` to revalidate.
    public var etag: String?
    /// When the body was fetched, or last confirmed by a `304`.
    public var fetchedAt: Date

    public init(key: CacheKey, pattern: RoutePattern, body: Data, etag: String?, fetchedAt: Date) {
        self.key = key
        self.pattern = pattern
        self.body = body
        self.etag = etag
        self.fetchedAt = fetchedAt
    }
}

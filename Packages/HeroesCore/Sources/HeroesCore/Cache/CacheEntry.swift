import Foundation
import MarvelWire

/// One stored response: the raw body as the server sent it (JSON), its ETag and when it was
/// fetched or last revalidated.
public struct CacheEntry: Sendable, Hashable {
    /// What the entry is stored under.
    public var key: CacheKey
    /// Whether it answers a page or a single hero.
    public var kind: Kind
    /// The response body, undecoded.
    public var body: Data
    /// The response's ETag, sent back as `If-None-Match` to revalidate.
    public var etag: String?
    /// When the body was fetched, or last confirmed by a `304`.
    public var fetchedAt: Date

    /// Creates an entry.
    public init(key: CacheKey, kind: Kind, body: Data, etag: String?, fetchedAt: Date) {
        self.key = key
        self.kind = kind
        self.body = body
        self.etag = etag
        self.fetchedAt = fetchedAt
    }

    /// What an entry answers.
    public enum Kind: Sendable, Hashable {
        /// A page of heroes (`GET /v1/public/characters?…`).
        case page
        /// One hero (`GET /v1/public/characters/{id}`).
        case hero(id: Int)

        /// The kind of entry that answers `route`.
        public init(_ route: MarvelRoute) {
            switch route.kind {
            case .list, .related: self = .page
            case .record(_, let id): self = .hero(id: id)
            }
        }
    }
}

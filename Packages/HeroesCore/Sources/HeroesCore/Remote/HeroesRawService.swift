import Foundation
import MarvelWire

/// The remote side as the cache needs it: raw response bodies and conditional requests.
///
/// ``RemoteHeroesService`` conforms; ``HeroesRepository`` decodes the bodies (through
/// ``MarvelResponseDecoder``, the one place where responses are decoded) and stores them.
public protocol HeroesRawService: Sendable {
    /// The server's base URL, part of every cache key.
    var baseURL: URL { get }
    /// The server as named in messages: scheme, host and port.
    var serverName: String { get }
    /// Fetches `route`, sending `If-None-Match: etag` when `etag` is given.
    ///
    /// - Returns: ``ConditionalResponse/notModified`` when the server answered 304 to the
    ///   `etag`, otherwise the body and its ETag.
    /// - Throws: ``HeroesError`` for any failure, with the status already mapped.
    func fetch(_ route: MarvelRoute, ifNoneMatch etag: String?) async throws(HeroesError) -> ConditionalResponse
}

/// The answer to a conditional request.
public enum ConditionalResponse: Sendable, Hashable {
    /// The server answered `304 Not Modified`: the stored copy is still current.
    case notModified
    /// A new body (undecoded) and its `ETag` header, if any.
    case fresh(body: Data, etag: String?)
}

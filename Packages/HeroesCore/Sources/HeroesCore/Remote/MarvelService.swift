public import FoundationEssentials
public import MarvelWire

/// The Marvel API as the repository uses it, for any route: one call, raw body back, with
/// conditional requests. ``RemoteMarvelService`` is the live one, and the one tests use too:
/// over NetworkStubs' in-process Marvel (`HeroesCoreTesting`'s `RemoteMarvelService.anyKey(over:)`).
///
/// It hands over bodies undecoded: the repository decodes them (``MarvelResponseDecoder``, for
/// the network and the cache alike) and stores them as they came, so a body must carry no
/// API key (``RemoteMarvelService`` removes the one the API writes into links).
public protocol MarvelService: Sendable {
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

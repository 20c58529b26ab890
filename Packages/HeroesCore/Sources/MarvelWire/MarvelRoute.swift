public import FoundationEssentials
public import NetworkClient

/// One call of the Marvel API, named once for the client that prints it into a URL and the
/// server that parses a URL back into it: `/v1/public/{resource}`, `/v1/public/{resource}/{id}`
/// or `/v1/public/{resource}/{id}/{related}`, with a query.
///
/// ```swift
/// var query = MarvelQuery()
/// query[.limit] = .integer(20)
/// let route = MarvelRoute(.characters, id: 1009610, related: .comics, query: query)
/// route.path                                   // "/v1/public/characters/1009610/comics"
/// route.url(baseURL: URL(string: "http://127.0.0.1:8080")!)
/// // http://127.0.0.1:8080/v1/public/characters/1009610/comics?limit=20
/// MarvelRoute.match(path: "/v1/public/characters/1009610/comics")   // .success(the same route, no query)
/// ```
public struct MarvelRoute: Sendable, Hashable {
    /// The resource type the path starts with.
    public var resource: MarvelResource
    /// The record, for `/{resource}/{id}` and below.
    public var id: Int?
    /// The list below the record, for `/{resource}/{id}/{related}`.
    public var related: MarvelResource?
    /// The query, typed, printed in its order (signing items are added by the signer, never here).
    public var query: MarvelQuery

    /// The prefix of every path of the API.
    static let pathPrefix = "/v1/public"

    /// A route; `related` without `id` is ignored.
    public init(
        _ resource: MarvelResource, id: Int? = nil, related: MarvelResource? = nil, query: MarvelQuery = MarvelQuery()
    ) {
        self.resource = resource
        self.id = id
        self.related = id == nil ? nil : related
        self.query = query
    }

    /// What the route answers: a list of `resource`, one record, or a record's related list.
    public enum Kind: Sendable, Hashable {
        case list(MarvelResource)
        case record(MarvelResource, id: Int)
        case related(MarvelResource, id: Int, MarvelResource)
    }

    /// The route's kind.
    public var kind: Kind {
        switch (id, related) {
        case (nil, _): .list(resource)
        case (let id?, nil): .record(resource, id: id)
        case (let id?, let related?): .related(resource, id: id, related)
        }
    }

    /// The operation the route calls, which says what its query may hold.
    public var operation: MarvelOperation { MarvelOperation(kind) }

    /// The type of the results the answer carries: the related type below a record, else the
    /// route's own.
    public var resultType: MarvelResource { related ?? resource }

    /// The path, for example `/v1/public/characters/1009610/comics`.
    public var path: String {
        var text = Self.pathPrefix + "/" + resource.rawValue
        if let id {
            text += "/\(id)"
            if let related { text += "/" + related.rawValue }
        }
        return text
    }

    /// The path and its query as sent, percent-encoded as in ``url(baseURL:)``, for example
    /// `/v1/public/characters?nameStartsWith=Spider&limit=20`: what a message names the call by.
    /// It never holds keys (the signer adds those to the request, not to the route).
    public var requestTarget: String {
        URL(string: path).map { $0.appendingQueryItems(query.items).relativeString } ?? path
    }

    /// The URL of this route on the server at `baseURL`, which may or may not end in
    /// `/v1/public` (or a `/`): `http://127.0.0.1:8080` and `https://gateway.marvel.com/v1/public`
    /// both work.
    public func url(baseURL: URL) -> URL {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        if base.hasSuffix(Self.pathPrefix) { base.removeLast(Self.pathPrefix.count) }
        // Strict percent-encoding (NetworkClient's), so a `+` in a name reaches the server as itself.
        return (URL(string: base + path) ?? baseURL).appendingQueryItems(query.items)
    }

    /// The `GET` request for this route on the server at `baseURL` (see ``url(baseURL:)``).
    public func request(baseURL: URL) -> HTTPRequest {
        HTTPRequest(url: url(baseURL: baseURL))
    }

    /// Why a path is not a route: the server answers each with its own 404.
    public enum MatchFailure: Error, Sendable, Hashable {
        /// Not `/v1/public/{resource}…` with a known resource and at most three segments, or a
        /// related list the resource does not have.
        case unknownPath
        /// A known resource with an id that is not a number (or is out of range): the API
        /// answers that it could not find that record, once the query (of `related`'s list,
        /// when there is one) has passed its checks.
        case invalidID(MarvelResource, related: MarvelResource?)
    }

    /// The route a request path names (percent-decoded, without the query), or why it names none.
    /// Empty segments (`//`, a trailing `/`) are ignored, as the gateway did.
    public static func match(path: String) -> Result<MarvelRoute, MatchFailure> {
        let segments = path.split(separator: "/")
        guard segments.count >= 3, segments.count <= 5, segments[0] == "v1", segments[1] == "public",
            let resource = MarvelResource(rawValue: String(segments[2]))
        else {
            return .failure(.unknownPath)
        }
        guard segments.count >= 4 else { return .success(MarvelRoute(resource)) }
        var related: MarvelResource?
        if segments.count == 5 {
            guard let list = MarvelResource(rawValue: String(segments[4])), resource.relatedResources.contains(list)
            else {
                return .failure(.unknownPath)
            }
            related = list
        }
        guard let id = Int(segments[3]), id >= 0 else { return .failure(.invalidID(resource, related: related)) }
        return .success(MarvelRoute(resource, id: id, related: related))
    }
}

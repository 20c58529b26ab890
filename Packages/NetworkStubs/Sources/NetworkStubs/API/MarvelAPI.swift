import AppConfig
public import FoundationEssentials
public import NetworkClient
import MarvelWire

/// The Marvel API as a pure function over a ``Catalog``: `respond(to:now:)` turns a request
/// into the response the real gateway would give.
///
/// It serves `GET` and `HEAD` on every route of the API (`/v1/public/{resource}`,
/// `/v1/public/{resource}/{id}`, `/v1/public/{resource}/{id}/{related}`, parsed with the shared
/// `MarvelRoute`), with the real envelope, `ETag`, `If-None-Match` → 304, the gateway's
/// signature checks and every 409/404/405 error body. What a route answers depends on what the
/// catalog holds (see `answer(_:query:)`): the records of the types it holds, and for a type it
/// holds none of, the summaries its other records list. Rate limits and faults are not here:
/// they need state, see ``MarvelServer``.
///
/// ```swift
/// let api = MarvelAPI(catalog: try Catalog.snapshot())
/// let url = URL(string: "http://127.0.0.1/v1/public/characters?nameStartsWith=spider&apikey=k&ts=1&hash=h")!
/// let response = api.respond(to: HTTPRequest(url: url), now: Date())
/// ```
public struct MarvelAPI: Sendable {
    /// The records served.
    public let catalog: Catalog
    /// Keys, filter limits and attribution.
    public let configuration: MarvelAPIConfiguration
    /// The `200` bodies already encoded, shared by the copies of this value.
    let cache: ResponseCache

    /// The signature's parameters, accepted by every operation: the names the client's signer
    /// adds (AppConfig's `MarvelSigningMiddleware`), so that the two cannot drift apart.
    static let signature = Set(MarvelSigningMiddleware.secretQueryNames)

    /// The `Content-Type` of every response with a body.
    static let contentType = "application/json; charset=utf-8"

    /// Creates the API over `catalog`.
    public init(catalog: Catalog, configuration: MarvelAPIConfiguration = MarvelAPIConfiguration()) {
        self.init(catalog: catalog, configuration: configuration, cache: ResponseCache())
    }

    /// Creates the API over `catalog` with the given body cache.
    init(catalog: Catalog, configuration: MarvelAPIConfiguration, cache: ResponseCache) {
        self.catalog = catalog
        self.configuration = configuration
        self.cache = cache
    }

    /// The response to `request` at time `now` (used only for the `Date` header).
    ///
    /// Checks run in the gateway's order: method (405), signature (409/401), path (404),
    /// query (409), resource (404); then the body, `ETag` and `If-None-Match` (304).
    /// A `HEAD` request gets the `GET` response's status and headers with an empty body.
    ///
    /// A `200` body is encoded once per path and query (signature values aside) and kept;
    /// asking again gives the very same bytes.
    public func respond(to request: HTTPRequest, now: Date) -> HTTPResponse {
        respond(to: request, query: QueryParameters(url: request.url), now: now)
    }

    /// ``respond(to:now:)`` with the query already read.
    func respond(to request: HTTPRequest, query: QueryParameters, now: Date) -> HTTPResponse {
        let method = request.method.rawValue
        guard method == "GET" || method == "HEAD" else {
            return MarvelAPIError.methodNotAllowed(method: method).response(now: now)
        }
        let response: HTTPResponse
        if let failure = authenticationFailure(query) {
            response = failure.response(now: now)
        } else if let path = Self.routingPath(of: request.url) {
            let key = ResponseCache.Key(path: path, query: query)
            if let entry = cache.entry(for: key) {
                response = success(entry, request: request, now: now)
            } else {
                switch resolve(path: path, query: query) {
                case .failure(let error):
                    response = error.response(now: now)
                case .success(let data):
                    let entry = envelope(data)
                    cache.store(entry, for: key)
                    response = success(entry, request: request, now: now)
                }
            }
        } else {
            response = MarvelAPIError.resourceNotFound.response(now: now)
        }
        return method == "HEAD" ? Self.withoutBody(response) : response
    }

    /// The path `url` is routed by, percent-decoded; `nil` when a segment holds an encoded
    /// slash (`%2F`), which names no route: decoded, it would be taken for a separator.
    static func routingPath(of url: URL) -> String? {
        let encoded = url.path(percentEncoded: true)
        // Most paths have no escape at all: nothing to decode or look for.
        guard encoded.utf8.contains(UInt8(ascii: "%")) else { return encoded }
        let bytes = Array(encoded.utf8)
        for index in bytes.indices.dropLast(2)
        where bytes[index] == UInt8(ascii: "%") && bytes[index + 1] == UInt8(ascii: "2")
            && bytes[index + 2] | 0x20 == UInt8(ascii: "f")
        {
            return nil
        }
        return url.path
    }

    /// The gateway's signature check alone: `nil` when `request` carries `apikey`, `ts` and
    /// `hash` (and, with keys configured, the right ones), else the error to answer with.
    public func authenticationFailure(for request: HTTPRequest) -> MarvelAPIError? {
        authenticationFailure(QueryParameters(url: request.url))
    }

    /// The public key a request is signed with (its `apikey`), if any.
    public static func apiKey(of request: HTTPRequest) -> String? {
        apiKey(in: QueryParameters(url: request.url))
    }

    /// The `apikey` of a query already read, if any and not empty.
    static func apiKey(in query: QueryParameters) -> String? {
        query[MarvelSigningMiddleware.apiKeyName].flatMap { $0.isEmpty ? nil : $0 }
    }

    // MARK: - Routing

    /// The `data` object for a signed request's path and query, or the error to answer with: a
    /// path that is no route is the gateway's 404; otherwise the query is checked against the
    /// operation's rules (409) before the records are looked up, also when the id is not a
    /// number, which is then the resource's own 404.
    private func resolve(path: String, query: QueryParameters) -> Result<[UInt8], MarvelAPIError> {
        switch MarvelRoute.match(path: path) {
        case .failure(.unknownPath):
            return .failure(.resourceNotFound)
        case .failure(.invalidID(let resource, let related)):
            let operation = related.map { MarvelOperation.related(resource, $0) } ?? .record(resource)
            return validate(query, operation).flatMap { _ in .failure(.notFound(resource)) }
        case .success(let route):
            return validate(query, MarvelOperation(route.kind)).flatMap { answer(route.kind, query: $0) }
        }
    }

    /// The signature check of a query already read.
    func authenticationFailure(_ query: QueryParameters) -> MarvelAPIError? {
        guard let apiKey = query[MarvelSigningMiddleware.apiKeyName], !apiKey.isEmpty else { return .missingAPIKey }
        guard let hash = query[MarvelSigningMiddleware.hashName], !hash.isEmpty else { return .missingHash }
        guard let timestamp = query[MarvelSigningMiddleware.timestampName], !timestamp.isEmpty else {
            return .missingTimestamp
        }
        if let credentials = configuration.credentials {
            guard apiKey == credentials.publicKey else { return .invalidAPIKey }
            guard hash == credentials.hash(timestamp: timestamp) else { return .invalidHash }
        }
        return nil
    }

    /// The query of `operation` read from `query` (``MarvelQuery/parse(_:for:maximumIDs:accepting:)``),
    /// or the API's 409.
    private func validate(_ query: QueryParameters, _ operation: MarvelOperation) -> Result<
        ValidatedQuery, MarvelAPIError
    > {
        do throws(MarvelQueryRejection) {
            let typed = try MarvelQuery.parse(
                query.pairs, for: operation, maximumIDs: configuration.maximumFilterValues, accepting: Self.signature)
            return .success(ValidatedQuery(typed))
        } catch {
            return .failure(.rejectedQuery(error))
        }
    }

    // MARK: - Bodies

    static func page<T>(of items: [T], limit: Int, offset: Int) -> ArraySlice<T> {
        guard offset < items.count else { return [] }
        return items[offset..<min(items.count, offset + limit)]
    }

    /// The `data` object: `{"offset":…,"limit":…,"total":…,"count":…,"results":[…]}`.
    static func container<T: JSONWritable>(offset: Int, limit: Int, total: Int, results: some Collection<T>) -> [UInt8]
    {
        var writer = JSONWriter(capacity: 256 + results.count * 4096)
        writer.beginObject()
        writer.key("offset"); writer.int(offset)
        writer.key("limit"); writer.int(limit)
        writer.key("total"); writer.int(total)
        writer.key("count"); writer.int(results.count)
        writer.key("results")
        writer.beginArray()
        for result in results { result.write(to: &writer) }
        writer.endArray()
        writer.endObject()
        return writer.bytes
    }

    /// The whole `200` body around a `data` object, and its etag.
    private func envelope(_ data: [UInt8]) -> ResponseCache.Entry {
        let etag = MD5.hex(data)
        let attribution = configuration.attribution ?? MarvelAttribution(catalog.info) ?? .marvel2025
        var writer = JSONWriter(capacity: data.count + 400)
        writer.beginObject()
        writer.key("code"); writer.int(200)
        writer.key("status"); writer.string("Ok")
        writer.key("copyright"); writer.string(attribution.copyright)
        writer.key("attributionText"); writer.string(attribution.text)
        writer.key("attributionHTML"); writer.string(attribution.html)
        writer.key("etag"); writer.string(etag)
        writer.key("data"); writer.json(data)
        writer.endObject()
        return ResponseCache.Entry(body: writer.finishedData(), etag: etag)
    }

    /// The `200` response with `entry`'s body, or the `304` when `If-None-Match` names its etag.
    private func success(_ entry: ResponseCache.Entry, request: HTTPRequest, now: Date) -> HTTPResponse {
        var headers: HTTPHeaders = [
            "Content-Type": Self.contentType, "ETag": entry.etag, "Date": MarvelDate.httpDate(now),
        ]
        if let ifNoneMatch = request.headers["If-None-Match"], Self.matches(ifNoneMatch, etag: entry.etag) {
            headers["Content-Type"] = nil
            return HTTPResponse(statusCode: 304, headers: headers)
        }
        headers["Content-Length"] = String(entry.body.count)
        return HTTPResponse(statusCode: 200, headers: headers, body: entry.body)
    }

    /// Whether an `If-None-Match` value names `etag` (`*`, lists, quotes and `W/` accepted).
    static func matches(_ ifNoneMatch: String, etag: String) -> Bool {
        ifNoneMatch.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingSpaces()
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            if tag.count >= 2, tag.hasPrefix("\""), tag.hasSuffix("\"") { tag = String(tag.dropFirst().dropLast()) }
            return tag == etag
        }
    }

    private static func withoutBody(_ response: HTTPResponse) -> HTTPResponse {
        var copy = response
        copy.body = Data()
        return copy
    }
}

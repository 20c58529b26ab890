import AppConfig
import Foundation
import NetworkClient
import MarvelWire

/// The Marvel API's `characters` family as a pure function over a ``Catalog``:
/// `respond(to:now:)` turns a request into the response the real gateway would give.
///
/// It serves `GET` and `HEAD` on `/v1/public/characters`, `/v1/public/characters/{id}` and
/// `/v1/public/characters/{id}/comics|series|stories|events`, with the real envelope, `ETag`,
/// `If-None-Match` → 304, the gateway's signature checks and every 409/404/405 error body.
/// Rate limits and faults are not here: they need state, see ``MarvelServer``.
///
/// ```swift
/// let api = MarvelAPI(catalog: .embedded)
/// let url = URL(string: "http://127.0.0.1/v1/public/characters?nameStartsWith=spider&apikey=k&ts=1&hash=h")!
/// let response = api.respond(to: HTTPRequest(url: url), now: Date())
/// ```
public struct MarvelAPI: Sendable {
    /// The characters served.
    public let catalog: Catalog
    /// Keys, filter limits and attribution.
    public let configuration: MarvelAPIConfiguration
    /// The `200` bodies already encoded, shared by the copies of this value.
    let cache: ResponseCache

    /// Creates the API over `catalog`.
    public init(catalog: Catalog = .embedded, configuration: MarvelAPIConfiguration = MarvelAPIConfiguration()) {
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
        } else {
            let path = request.url.path
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
        }
        return method == "HEAD" ? Self.withoutBody(response) : response
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
        query["apikey"].flatMap { $0.isEmpty ? nil : $0 }
    }

    // MARK: - Routing

    /// The `data` object for a signed request's path and query, or the error to answer with.
    private func resolve(path text: String, query: QueryParameters) -> Result<Data, MarvelAPIError> {
        let path = text.split(separator: "/").map(String.init)
        guard path.count >= 3, path[0] == "v1", path[1] == "public", path[2] == "characters" else {
            return .failure(.resourceNotFound)
        }
        switch path.count {
        case 3:
            return listCharacters(query)
        case 4:
            return oneCharacter(idText: path[3], query: query)
        case 5:
            guard let kind = MarvelResource(rawValue: path[4]), MarvelResource.characters.relatedResources.contains(kind) else {
                return .failure(.resourceNotFound)
            }
            return related(kind, idText: path[3], query: query)
        default:
            return .failure(.resourceNotFound)
        }
    }

    /// The signature check of a query already read.
    func authenticationFailure(_ query: QueryParameters) -> MarvelAPIError? {
        guard let apiKey = query["apikey"], !apiKey.isEmpty else { return .missingAPIKey }
        guard let hash = query["hash"], !hash.isEmpty else { return .missingHash }
        guard let timestamp = query["ts"], !timestamp.isEmpty else { return .missingTimestamp }
        if let credentials = configuration.credentials {
            guard apiKey == credentials.publicKey else { return .invalidAPIKey }
            guard hash == credentials.hash(timestamp: timestamp) else { return .invalidHash }
        }
        return nil
    }

    private func validate(_ query: QueryParameters, _ rules: EndpointRules) -> Result<ValidatedQuery, MarvelAPIError> {
        ValidatedQuery.validate(query, rules: rules, maximumFilterValues: configuration.maximumFilterValues)
    }

    private func listCharacters(_ query: QueryParameters) -> Result<Data, MarvelAPIError> {
        validate(query, .characters).map { validated in
            let positions = CharacterSearch(catalog: catalog, query: validated).matchingPositions()
            let page = Self.page(of: positions, limit: validated.limit, offset: validated.offset).map { catalog.characters[$0] }
            return Self.container(offset: validated.offset, limit: validated.limit, total: positions.count, results: page)
        }
    }

    private func oneCharacter(idText: String, query: QueryParameters) -> Result<Data, MarvelAPIError> {
        validate(query, .character).flatMap { _ in
            guard let id = Int(idText), let character = catalog.character(id: id) else { return .failure(.characterNotFound) }
            return .success(Self.container(offset: 0, limit: 20, total: 1, results: [character]))
        }
    }

    private func related(_ kind: MarvelResource, idText: String, query: QueryParameters) -> Result<Data, MarvelAPIError> {
        validate(query, .related(kind)).flatMap { validated in
            guard let id = Int(idText), let character = catalog.character(id: id) else { return .failure(.characterNotFound) }
            let items = RelatedResources(kind: kind, character: character, query: validated).matchingItems()
            let page = Self.page(of: items, limit: validated.limit, offset: validated.offset)
            return .success(Self.container(offset: validated.offset, limit: validated.limit, total: items.count, results: page))
        }
    }

    // MARK: - Bodies

    private static func page<T>(of items: [T], limit: Int, offset: Int) -> ArraySlice<T> {
        guard offset < items.count else { return [] }
        return items[offset..<min(items.count, offset + limit)]
    }

    /// The `data` object: `{"offset":…,"limit":…,"total":…,"count":…,"results":[…]}`.
    private static func container<T: JSONWritable>(offset: Int, limit: Int, total: Int, results: some Collection<T>) -> Data {
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
        return Data(writer.bytes)
    }

    /// The whole `200` body around a `data` object, and its etag.
    private func envelope(_ data: Data) -> ResponseCache.Entry {
        let etag = MD5.hex([UInt8](data))
        let attribution = configuration.attribution
        var body = Data()
        body.reserveCapacity(data.count + 400)
        body.append(contentsOf: #"{"code":200,"status":"Ok","copyright":"#.utf8)
        body.append(contentsOf: JSONText.string(attribution.copyright).utf8)
        body.append(contentsOf: #","attributionText":"#.utf8)
        body.append(contentsOf: JSONText.string(attribution.text).utf8)
        body.append(contentsOf: #","attributionHTML":"#.utf8)
        body.append(contentsOf: JSONText.string(attribution.html).utf8)
        body.append(contentsOf: #","etag":""#.utf8)
        body.append(contentsOf: etag.utf8)
        body.append(contentsOf: #"","data":"#.utf8)
        body.append(data)
        body.append(UInt8(ascii: "}"))
        return ResponseCache.Entry(body: body, etag: etag)
    }

    /// The `200` response with `entry`'s body, or the `304` when `If-None-Match` names its etag.
    private func success(_ entry: ResponseCache.Entry, request: HTTPRequest, now: Date) -> HTTPResponse {
        var headers: HTTPHeaders = ["Content-Type": JSONText.contentType, "ETag": entry.etag, "Date": MarvelDate.httpDate(now)]
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
            var tag = candidate.trimmingCharacters(in: .whitespaces)
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

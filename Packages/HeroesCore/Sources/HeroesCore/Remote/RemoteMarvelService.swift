public import FoundationEssentials
public import MarvelWire
public import NetworkClient

/// The Marvel API of a Marvel-compatible server, through an `HTTPClient` (whose middlewares
/// sign, retry and log): the live ``MarvelService``.
///
/// It maps every HTTP status to a ``HeroesError``: 404 on a record or one of its lists →
/// ``HeroesError/notFound(_:id:related:)`` naming that record's type, its id and the list asked for, 401/403 and 409 `MissingParameter` →
/// ``HeroesError/unauthorized(message:)``, other 4xx with an API error body →
/// ``HeroesError/rejected(status:message:route:)``, 429 → ``HeroesError/rateLimited(retryAfter:)``,
/// 5xx → ``HeroesError/serverError(status:route:)``, a redirect (3xx other than 304, which the
/// transport must not follow) or a body that is not the API's (or larger than the transport
/// accepts) → ``HeroesError/invalidResponse(reason:server:route:)``, each naming the route, and failures below HTTP →
/// ``HeroesError/network(_:server:)``. Every body it returns has lost the caller's public key
/// (`APIKeyScrubber`).
public struct RemoteMarvelService: MarvelService {
    private let client: HTTPClient
    /// The server's base URL, for example `http://127.0.0.1:8080` (with or without `/v1/public`).
    public let baseURL: URL

    public init(client: HTTPClient, baseURL: URL) {
        self.client = client
        self.baseURL = baseURL
    }

    /// The server as named in messages: scheme, host and port.
    public var serverName: String { Self.origin(of: baseURL) }

    /// Scheme, host and port of `url`: never its path, query (which may carry keys) or password.
    static func origin(of url: URL) -> String {
        var text = "\(url.scheme ?? "http")://\(url.host ?? url.absoluteString)"
        if let port = url.port { text += ":\(port)" }
        return text
    }

    /// Fetches `route`, sending `If-None-Match: etag` when `etag` is given; a `304` answers
    /// ``ConditionalResponse/notModified`` when an `etag` was sent.
    public func fetch(_ route: MarvelRoute, ifNoneMatch etag: String?) async throws(HeroesError) -> ConditionalResponse
    {
        var request = route.request(baseURL: baseURL)
        if let etag { request.headers["If-None-Match"] = etag }
        let response = try await send(request, for: route)
        if response.statusCode == 304 {
            guard etag != nil else {
                throw .invalidResponse(
                    reason: "HTTP 304 Not Modified to a request that sent no ETag", server: serverName, route: route)
            }
            return .notModified
        }
        guard response.isSuccess else { throw mapFailure(response, route: route) }
        return .fresh(body: APIKeyScrubber.scrub(response.body), etag: Self.etag(of: response))
    }

    /// Sends `request`, the call to `route`: a failure below HTTP is a ``HeroesError``.
    func send(_ request: HTTPRequest, for route: MarvelRoute) async throws(HeroesError) -> HTTPResponse {
        do {
            return try await client.send(request)
        } catch {
            let failure = NetworkError(error)
            // No Marvel answer comes near the transport's cap: trying again would not help.
            if case .bodyTooLarge(let limit) = failure {
                throw .invalidResponse(
                    reason: "its body is larger than \(limit) bytes", server: serverName, route: route)
            }
            throw .network(failure, server: serverName)
        }
    }

    /// The wait a `Retry-After` of seconds or of an HTTP-date asks for, in whole seconds
    /// rounded up (at most `Int32.max`); `nil` without one, or for a date already past.
    static func retryAfterSeconds(_ response: HTTPResponse) -> Int? {
        guard let delay = RetryAfter.delay(in: response.headers) else { return nil }
        let (seconds, attoseconds) = delay.components
        guard seconds < Int64(Int32.max) else { return Int(Int32.max) }
        let whole = seconds + (attoseconds > 0 ? 1 : 0)
        return whole > 0 ? Int(whole) : nil
    }

    /// Why a redirect is refused: the Marvel API never redirects, and following one would send
    /// the signed request wherever the server says and cache the answer from there as this
    /// server's. Names where it points (its origin only), so HEROES_BASE_URL can be fixed.
    private func redirectReason(_ response: HTTPResponse) -> String {
        guard
            let location = response.headers["Location"].flatMap({ URL(string: $0, relativeTo: baseURL)?.absoluteURL }),
            location.host != nil
        else {
            return "it answered HTTP \(response.statusCode), a redirect, and heroes follows no redirect"
        }
        return "it redirected to \(Self.origin(of: location)), and heroes follows no redirect"
    }

    private static func etag(of response: HTTPResponse) -> String? {
        guard let value = response.headers["ETag"]?.trimmingSpaces(), !value.isEmpty else {
            return nil
        }
        return value
    }

    func mapFailure(_ response: HTTPResponse, route: MarvelRoute) -> HeroesError {
        let apiError = try? MarvelJSONDecoder().decode(MarvelErrorDTO.self, from: response.body)
        let message = apiError?.message ?? HTTPURLResponseStatusText.text(for: response.statusCode)
        if response.statusCode == 404 {
            // No such record: the API answers 404 to the record and to each of its lists alike.
            switch route.kind {
            case .record(let resource, let id): return .notFound(resource, id: id)
            case .related(let resource, let id, let related): return .notFound(resource, id: id, related: related)
            case .list: break
            }
        }
        switch response.statusCode {
        case 401, 403: return .unauthorized(message: message)
        case 409 where apiError?.code == "MissingParameter": return .unauthorized(message: message)
        case 429: return .rateLimited(retryAfter: Self.retryAfterSeconds(response))
        case 300...399: return .invalidResponse(reason: redirectReason(response), server: serverName, route: route)
        case 500...: return .serverError(status: response.statusCode, route: route)
        default:
            return apiError == nil
                ? .invalidResponse(
                    reason: "HTTP \(response.statusCode) without an API error body", server: serverName, route: route)
                : .rejected(status: response.statusCode, message: message, route: route)
        }
    }
}

enum HTTPURLResponseStatusText {
    static func text(for status: Int) -> String {
        switch status {
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 429: "Too Many Requests"
        default: "HTTP \(status)"
        }
    }
}

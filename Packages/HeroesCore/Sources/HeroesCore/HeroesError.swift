import FoundationEssentials
public import MarvelWire
public import NetworkClient

/// What went wrong in getting heroes, comics or any other record, in terms a user can act on. ``description`` says what
/// happened, in one line. Advice that names a command, a flag or a setting to change is the
/// app's to add (this package does not know how it is called), after the description.
public enum HeroesError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No record of `resource` has this id: the server answered 404 to its route
    /// (`/{resource}/{id}`, or `/{resource}/{id}/{related}` when `related` is the list asked for
    /// below it), or its answer to the record held none. The route is kept whole but for its
    /// query, which never decides a 404: `.notFound(.comics, id: 5)` is "no comic with id 5.",
    /// `.notFound(.characters, id: 7, related: .comics)` "no hero with id 7." (the hero whose
    /// comics were asked for).
    case notFound(MarvelResource, id: Int, related: MarvelResource? = nil)
    /// No hero has this exact name.
    case notFoundNamed(String)
    /// The server refused the keys (401 `InvalidCredentials`, 409 `MissingParameter`).
    case unauthorized(message: String)
    /// The server's rate limit was reached (429); `retryAfter` is the wait its `Retry-After`
    /// asked for, in whole seconds, when it asked for one.
    case rateLimited(retryAfter: Int?)
    /// The server refused the request (other 4xx with an API error body); `route` is the call
    /// it refused (`nil` only where none was made, as in tests of how errors are shown).
    case rejected(status: Int, message: String, route: MarvelRoute? = nil)
    /// The server failed (5xx) on `route`.
    case serverError(status: Int, route: MarvelRoute? = nil)
    /// The server could not be reached or the exchange broke.
    case network(NetworkError, server: String)
    /// The answer to `route` did not have the API's shape.
    case invalidResponse(reason: String, server: String, route: MarvelRoute? = nil)
    /// `--offline` was asked and nothing is cached for this request.
    case notCached(what: String)
    /// Fetching every item of a list (`items` records of `resource`) would take more calls than allowed.
    case tooManyCalls(items: Int, of: MarvelResource = .characters, calls: Int, allowed: Int)

    /// One line: what happened, and what to do when that needs no command, flag or setting.
    public var description: String {
        switch self {
        case .notFound(let resource, let id, _):
            "no \(resource.noun) with id \(id)."
        case .notFoundNamed(let name):
            "no hero named \"\(name)\"."
        case .unauthorized(let message):
            "the server refused the API keys (\(message))."
        case .rateLimited(let retryAfter):
            "the server's rate limit was reached; try again "
                + (retryAfter.map { "in \(Self.wait(seconds: $0))." } ?? "later.")
        case .rejected(let status, let message, let route):
            "the server refused \(route.map { "GET " + $0.requestTarget } ?? "the request") (HTTP \(status): \(message))."
        case .serverError(let status, let route):
            "the server failed\(route.map { " on GET " + $0.requestTarget } ?? "") (HTTP \(status)). Try again in a moment."
        case .network(let error, let server):
            Self.networkDescription(error, server: server)
        case .invalidResponse(let reason, let server, let route):
            "the answer from \(server)\(route.map { " to GET \($0.requestTarget)" } ?? "") was not a Marvel API response (\(reason))."
        case .notCached(let what):
            "\(what) is not cached yet."
        case .tooManyCalls(let items, let resource, let calls, let allowed):
            "the server lists \(items) \(resource.pluralNoun), which takes \(calls) calls; the limit is \(allowed)."
        }
    }

    /// This error with `route` as the call it is about, when it is a failure of a call that does
    /// not name one yet (the answer checks and the decoder know the server, not the route).
    func about(_ route: MarvelRoute) -> HeroesError {
        switch self {
        case .rejected(let status, let message, nil): .rejected(status: status, message: message, route: route)
        case .serverError(let status, nil): .serverError(status: status, route: route)
        case .invalidResponse(let reason, let server, nil):
            .invalidResponse(reason: reason, server: server, route: route)
        default: self
        }
    }

    /// A wait in words, rounded up: `"1 second"`, `"90 seconds"`, `"60 minutes"`, `"3 hours"`.
    static func wait(seconds: Int) -> String {
        func count(_ value: Int, _ unit: String) -> String { "\(value) \(unit)\(value == 1 ? "" : "s")" }
        if seconds < 120 { return count(seconds, "second") }
        if seconds < 7_200 { return count((seconds + 59) / 60, "minute") }
        return count(seconds / 3_600 + (seconds % 3_600 == 0 ? 0 : 1), "hour")
    }

    private static func networkDescription(_ error: NetworkError, server: String) -> String {
        switch error {
        case .cannotConnect:
            "could not connect to \(server)."
        case .dnsFailure:
            "could not find the host of \(server)."
        case .timedOut:
            "\(server) did not answer in time. Try again, or check your network."
        case .cancelled:
            "the request was cancelled."
        case .connectionLost:
            "the connection to \(server) broke before the answer arrived. Try again."
        case .invalidURL:
            "the server address \(server) is not a valid http(s) URL."
        default:
            "the request to \(server) failed: \(error.description) Try again."
        }
    }

    /// Whether the failure is one where cached data is a fair answer (the network or the server
    /// failed, as opposed to the request being wrong).
    var isConnectivityFailure: Bool {
        switch self {
        case .network(let error, _): error != .cancelled
        case .serverError, .rateLimited, .invalidResponse: true
        default: false
        }
    }
}

import FoundationEssentials
public import NetworkClient

/// What went wrong in getting heroes, in terms a user can act on. ``description`` says what
/// happened, in one line. Advice that names a command, a flag or a setting to change is the
/// app's to add (this package does not know how it is called), after the description.
public enum HeroesError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No hero has this id.
    case notFound(id: Int)
    /// No hero has this exact name.
    case notFoundNamed(String)
    /// The server refused the keys (401 `InvalidCredentials`, 409 `MissingParameter`).
    case unauthorized(message: String)
    /// The server's rate limit was reached (429); `retryAfter` is the wait its `Retry-After`
    /// asked for, in whole seconds, when it asked for one.
    case rateLimited(retryAfter: Int?)
    /// The server refused the request (other 4xx with an API error body).
    case rejected(status: Int, message: String)
    /// The server failed (5xx).
    case serverError(status: Int)
    /// The server could not be reached or the exchange broke.
    case network(NetworkError, server: String)
    /// The answer did not have the API's shape.
    case invalidResponse(reason: String, server: String)
    /// `--offline` was asked and nothing is cached for this request.
    case notCached(what: String)
    /// Fetching every hero would take more calls than allowed.
    case tooManyCalls(heroes: Int, calls: Int, allowed: Int)

    /// One line: what happened, and what to do when that needs no command, flag or setting.
    public var description: String {
        switch self {
        case .notFound(let id):
            "no hero with id \(id)."
        case .notFoundNamed(let name):
            "no hero named \"\(name)\"."
        case .unauthorized(let message):
            "the server refused the API keys (\(message))."
        case .rateLimited(let retryAfter):
            "the server's rate limit was reached; try again "
                + (retryAfter.map { "in \(Self.wait(seconds: $0))." } ?? "later.")
        case .rejected(let status, let message):
            "the server refused the request (HTTP \(status): \(message))."
        case .serverError(let status):
            "the server failed (HTTP \(status)). Try again in a moment."
        case .network(let error, let server):
            Self.networkDescription(error, server: server)
        case .invalidResponse(let reason, let server):
            "the answer from \(server) was not a Marvel API response (\(reason))."
        case .notCached(let what):
            "\(what) is not cached yet."
        case .tooManyCalls(let heroes, let calls, let allowed):
            "the server lists \(heroes) heroes, which takes \(calls) calls; the limit is \(allowed)."
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

/// Why a cached value is shown instead of a fresh one, in the words that start its notice:
/// `heroes: offline: showing page 2 as cached 3 hours ago`, or, when a server answered but
/// failed, `heroes: the server failed (HTTP 503): showing page 2 as cached 3 hours ago`. Every
/// screen's notice starts with these words, so a failing server is never called offline.
public enum StaleCause {
    /// `offline` when the cache alone was asked for (`cause` is `nil`: `--offline`) or the
    /// server could not be reached; else what the server did.
    public static func words(_ cause: HeroesError?) -> String {
        switch cause {
        case nil, .network: "offline"
        case .serverError(let status, _): "the server failed (HTTP \(status))"
        case .rateLimited: "the server's rate limit was reached"
        case .invalidResponse: "the server's answer was not a Marvel API response"
        case .some(let error): "the server failed (\(error.description))"
        }
    }
}

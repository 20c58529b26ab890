public import FoundationEssentials
public import NetworkClient

/// Signs each request for the Marvel API by adding `ts`, `apikey` and `hash` to its query.
///
/// Place it innermost (last in the middleware array) so that every retry is signed afresh
/// with a new timestamp.
public struct MarvelSigningMiddleware: HTTPMiddleware {
    /// The name of the request's timestamp item.
    public static let timestampName = "ts"
    /// The name of the item carrying the public key.
    public static let apiKeyName = "apikey"
    /// The name of the item carrying `md5(ts + private key + public key)`.
    public static let hashName = "hash"
    /// The query names this middleware adds, the one list of them: cache keys drop them, logs
    /// redact them, and a Marvel-compatible server accepts them on every route.
    public static let secretQueryNames = [timestampName, apiKeyName, hashName]

    private let credentials: MarvelCredentials
    private let timestamp: @Sendable () -> String

    /// `timestamp` gives each request's `ts` (milliseconds since 1970 by default); a test
    /// passes a fixed one to know the `hash`.
    public init(
        credentials: MarvelCredentials,
        timestamp: @escaping @Sendable () -> String = { String(Int64(Date().timeIntervalSince1970 * 1000)) }
    ) {
        self.credentials = credentials
        self.timestamp = timestamp
    }

    /// Adds `ts`, `apikey` and `hash` (replacing any already there) and calls `next`.
    public func intercept(_ request: HTTPRequest, next: HTTPNext) async throws -> HTTPResponse {
        let ts = timestamp()
        var unsigned = request
        if var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false),
            let items = components.percentEncodedQueryItems
        {
            let kept = items.filter { !Self.secretQueryNames.contains($0.name) }
            components.percentEncodedQuery = kept.isEmpty ? nil : PercentEncoding.query(kept)
            unsigned.url = components.url ?? request.url
        }
        let signed = unsigned.appendingQueryItems([
            URLQueryItem(name: Self.timestampName, value: ts),
            URLQueryItem(name: Self.apiKeyName, value: credentials.publicKey),
            URLQueryItem(name: Self.hashName, value: credentials.hash(timestamp: ts)),
        ])
        return try await next(signed)
    }
}

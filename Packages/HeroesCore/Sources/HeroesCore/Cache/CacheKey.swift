import AppConfig
import NetworkClient
public import FoundationEssentials
public import MarvelWire

/// What a cache entry is stored under: the request's URL (base URL, path and query) with its
/// query normalised, so that one request has one key whatever the order its items were written
/// in, and without the signing items `ts`, `hash` and `apikey`, user info and fragment, so no
/// key, hash or timestamp is ever written.
///
/// For example `http://127.0.0.1:8080/v1/public/characters?limit=20&nameStartsWith=Spi&offset=20`.
public struct CacheKey: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The key's text.
    public let rawValue: String

    /// Wraps a key's text as is.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The key for `route` on the server at `baseURL`.
    public init(route: MarvelRoute, baseURL: URL) {
        self.init(url: route.url(baseURL: baseURL))
    }

    /// The key for `url`: the query items named in `secretQueryNames` are dropped and the
    /// others sorted by name (items of one name keep their order), user info and fragment are
    /// dropped, and the scheme and host are lower-cased.
    public init(url: URL) {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            self.rawValue = url.absoluteString
            return
        }
        components.user = nil
        components.password = nil
        components.fragment = nil
        components.scheme = components.scheme?.lowercased()
        if let host = components.percentEncodedHost { components.percentEncodedHost = host.lowercased() }
        if let items = components.percentEncodedQueryItems {
            let kept = items.enumerated()
                .filter { !Self.secretQueryNames.contains($0.element.name.lowercased()) }
                .sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
                .map(\.element)
            components.percentEncodedQuery = kept.isEmpty ? nil : PercentEncoding.query(kept)
        }
        self.rawValue = components.string ?? url.absoluteString
    }

    /// The query items that sign a request and are never part of a key: the signer's.
    static let secretQueryNames = Set(MarvelSigningMiddleware.secretQueryNames.map { $0.lowercased() })

    public var description: String { rawValue }
}

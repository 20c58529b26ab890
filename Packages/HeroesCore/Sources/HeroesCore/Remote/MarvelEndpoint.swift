import Foundation
import NetworkClient

/// The API calls the app makes, turned into requests against a base URL such as
/// `http://127.0.0.1:8080` or `https://gateway.marvel.com` (with or without `/v1/public`).
public enum MarvelEndpoint: Sendable, Hashable {
    /// `GET /v1/public/characters` with a query.
    case characters(HeroesQuery)
    /// `GET /v1/public/characters/{id}`.
    case character(id: Int)

    /// The path below `/v1/public`.
    public var path: String {
        switch self {
        case .characters: "characters"
        case .character(let id): "characters/\(id)"
        }
    }

    /// The request for this endpoint against `baseURL`.
    public func request(baseURL: URL) -> HTTPRequest {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        if !base.hasSuffix("/v1/public") { base += "/v1/public" }
        let url = URL(string: base + "/" + path) ?? baseURL
        switch self {
        case .characters(let query): return HTTPRequest(url: url.appendingQueryItems(query.queryItems))
        case .character: return HTTPRequest(url: url)
        }
    }
}

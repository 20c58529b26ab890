import Foundation
import NetworkClient

/// Heroes from a Marvel-compatible server through an ``HTTPClient`` (whose middlewares sign,
/// retry, cache and log).
public struct RemoteHeroesService: HeroesService {
    private let client: HTTPClient
    private let baseURL: URL

    /// Creates a service for the server at `baseURL`.
    public init(client: HTTPClient, baseURL: URL) {
        self.client = client
        self.baseURL = baseURL
    }

    /// The server as named in messages: scheme, host and port.
    public var serverName: String {
        var text = "\(baseURL.scheme ?? "http")://\(baseURL.host ?? baseURL.absoluteString)"
        if let port = baseURL.port { text += ":\(port)" }
        return text
    }

    /// One page of heroes.
    public func heroes(_ query: HeroesQuery) async throws(HeroesError) -> HeroPage {
        let wrapper = try await fetch(.characters(query), notFoundID: nil)
        return HeroPage(dto: wrapper, fallbackLimit: query.limit)
    }

    /// One hero in full; ``HeroesError/notFound(id:)`` when the server has none with that id.
    public func hero(id: Int) async throws(HeroesError) -> Hero {
        let wrapper = try await fetch(.character(id: id), notFoundID: id)
        guard let first = wrapper.data.results.first else { throw .notFound(id: id) }
        return Hero(dto: first)
    }

    private func fetch(_ endpoint: MarvelEndpoint, notFoundID: Int?) async throws(HeroesError) -> DataWrapperDTO<CharacterDTO> {
        let response: HTTPResponse
        do {
            response = try await client.send(endpoint.request(baseURL: baseURL))
        } catch {
            throw .network(NetworkError(error), server: serverName)
        }
        guard response.isSuccess || response.isRevalidated else {
            throw mapFailure(response, notFoundID: notFoundID)
        }
        do {
            return try client.decode(DataWrapperDTO<CharacterDTO>.self, from: response.body)
        } catch {
            throw .invalidResponse(reason: Self.plainReason(NetworkError(error)), server: serverName)
        }
    }

    private func mapFailure(_ response: HTTPResponse, notFoundID: Int?) -> HeroesError {
        let apiError = try? JSONDecoder().decode(MarvelErrorDTO.self, from: response.body)
        let message = apiError?.message ?? HTTPURLResponseStatusText.text(for: response.statusCode)
        switch response.statusCode {
        case 404 where notFoundID != nil: return .notFound(id: notFoundID ?? 0)
        case 401, 403: return .unauthorized(message: message)
        case 409 where apiError?.code == "MissingParameter": return .unauthorized(message: message)
        case 429: return .rateLimited(retryAfter: response.headers["Retry-After"])
        case 500...: return .serverError(status: response.statusCode)
        default:
            return apiError == nil
                ? .invalidResponse(reason: "HTTP \(response.statusCode) without an API error body", server: serverName)
                : .rejected(status: response.statusCode, message: message)
        }
    }

    private static func plainReason(_ error: NetworkError) -> String {
        switch error {
        case .decoding(_, let reason): reason
        default: error.description
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

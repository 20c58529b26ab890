public import FoundationEssentials
public import HeroesCore
public import NetworkClient

extension RemoteMarvelService {
    /// The address a test's Marvel is named by in cache keys and messages; never dialled.
    public static let testBaseURL = URL(string: "http://marvel.invalid")!

    /// The live service over `transport`, a test's Marvel (NetworkStubs' `InProcessTransport`,
    /// the one fake Marvel tests use), each request signed with a made-up key: `apikey`, `ts`
    /// and `hash`, which a server that accepts any key still requires.
    ///
    /// ```swift
    /// let server = MarvelServer(catalog: Catalog(characters: [CharacterDTO(hero: hulk)]))
    /// let repository = HeroesRepository(service: RemoteMarvelService.anyKey(over: InProcessTransport(server: server)))
    /// ```
    public static func anyKey(over transport: any HTTPTransport, baseURL: URL = testBaseURL) -> RemoteMarvelService {
        RemoteMarvelService(client: HTTPClient(transport: transport, middlewares: [AnyKey()]), baseURL: baseURL)
    }
}

/// Adds a made-up `apikey`, `ts` and `hash` to every request.
private struct AnyKey: HTTPMiddleware {
    func intercept(_ request: HTTPRequest, next: HTTPNext) async throws -> HTTPResponse {
        try await next(
            request.appendingQueryItems([
                URLQueryItem(name: "apikey", value: "test"), URLQueryItem(name: "ts", value: "1"),
                URLQueryItem(name: "hash", value: "test"),
            ]))
    }
}

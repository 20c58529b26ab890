public import AppConfig
public import Foundation
public import HeroesCore
import NetworkClient
import NetworkClientCurl

/// The names on page `page` (20 a page) of the heroes the server at `baseURL` knows, and where
/// they came from: the network the first time, then HeroesCore's cache in `cacheFolder` for a
/// day (revalidated with the server after that, and shown from the cache when it is down).
public func heroNames(
    page: Int, baseURL: URL, credentials: MarvelCredentials, cacheFolder: String
) async throws(HeroesError) -> (names: [String], origin: FetchOrigin) {
    let client = HTTPClient(
        transport: CurlTransport(timeout: 10),
        middlewares: [RetryMiddleware(maxAttempts: 2), MarvelSigningMiddleware(credentials: credentials)]
    )
    // A cache that cannot be opened leaves `store` nil: the page then comes from the network alone.
    let repository = HeroesRepository(
        service: RemoteMarvelService(client: client, baseURL: baseURL),
        store: SQLiteHeroesStore.open(directory: cacheFolder).store
    )
    let fetched = try await repository.page(.page(page), policy: .normal)
    return (fetched.value.heroes.map(\.name), fetched.origin)
}

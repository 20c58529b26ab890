import Foundation
import MarvelWire

extension HeroesRepository {
    /// Page `page` (from 1) of the comics hero `id` appears in, `perPage` a page
    /// (`/v1/public/characters/{id}/comics`), in the API's `orderBy` keys (`-onsaleDate` for
    /// the newest first; none for the server's order), cached and offline like every answer;
    /// ``HeroesError/notFound(id:)`` when there is no such hero.
    public func comics(
        ofCharacter id: Int, page: Int = 1, perPage: Int = ListRequest.defaultLimit, orderBy: [String] = [],
        policy: CachePolicy
    ) async throws(HeroesError) -> Fetched<Page<Comic>> {
        let order = orderBy.isEmpty ? [] : [URLQueryItem(name: "orderBy", value: orderBy.joined(separator: ","))]
        let route = MarvelRoute(.characters, id: id, related: .comics, query: order)
        let request = ListRequest(route, offset: max(0, page - 1) * perPage, limit: perPage)
        return try await list(request, as: Comic.self, policy: policy)
    }
}

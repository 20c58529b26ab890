import FoundationEssentials
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
        try await list(
            ListRequest.comics(ofCharacter: id, page: page, perPage: perPage, orderBy: orderBy), as: Comic.self,
            policy: policy)
    }
}

extension ListRequest {
    /// Page `page` (from 1) of the comics hero `id` appears in (`/characters/{id}/comics`),
    /// `perPage` a page, in the API's `orderBy` keys: what
    /// ``HeroesRepository/comics(ofCharacter:page:perPage:orderBy:policy:)`` loads, and what a
    /// ``ListPaginator`` of a hero's comics starts from.
    public static func comics(
        ofCharacter id: Int, page: Int = 1, perPage: Int = ListRequest.defaultLimit, orderBy: [String] = []
    ) -> ListRequest {
        let order = orderBy.isEmpty ? [] : [URLQueryItem(name: "orderBy", value: orderBy.joined(separator: ","))]
        let route = MarvelRoute(.characters, id: id, related: .comics, query: order)
        return ListRequest(route, offset: max(0, page - 1) * perPage, limit: perPage)
    }
}

import FoundationEssentials
public import MarvelWire

extension HeroesRepository {
    /// Page `page` (from 1) of the comics hero `id` appears in, `perPage` a page
    /// (`/v1/public/characters/{id}/comics`), in the API's `orderBy` keys (`-onsaleDate` for
    /// the newest first; none for the server's order), cached and offline like every answer;
    /// ``HeroesError/notFound(_:id:related:)`` of the hero, with `related` `.comics`, when there is no such hero.
    public func comics(
        ofCharacter id: Int, page: Int = 1, perPage: Int = ListRequest.defaultLimit, orderBy: [MarvelOrder] = [],
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
        ofCharacter id: Int, page: Int = 1, perPage: Int = ListRequest.defaultLimit, orderBy: [MarvelOrder] = []
    ) -> ListRequest {
        comics(of: .characters, id: id, page: page, perPage: perPage, orderBy: orderBy)
    }

    /// Page `page` (from 1) of the comics of series `id` (`/series/{id}/comics`), `perPage` a
    /// page, in the API's `orderBy` keys, for ``HeroesRepository/list(_:as:policy:maxConcurrentRequests:progress:)``;
    /// ``HeroesError/notFound(_:id:related:)`` of the series when there is no such series.
    public static func comics(
        ofSeries id: Int, page: Int = 1, perPage: Int = ListRequest.defaultLimit, orderBy: [MarvelOrder] = []
    ) -> ListRequest {
        comics(of: .series, id: id, page: page, perPage: perPage, orderBy: orderBy)
    }

    /// Page `page` (from 1) of the characters of comic `id` (`/comics/{id}/characters`),
    /// `perPage` a page, in the API's `orderBy` keys.
    public static func characters(
        ofComic id: Int, page: Int = 1, perPage: Int = ListRequest.defaultLimit, orderBy: [MarvelOrder] = []
    ) -> ListRequest {
        var order = MarvelQuery()
        order[.orderBy] = orderBy.isEmpty ? nil : .order(orderBy)
        let route = MarvelRoute(.comics, id: id, related: .characters, query: order)
        return ListRequest(route, offset: max(0, page - 1) * perPage, limit: perPage)
    }

    /// Page `page` of the comics of `parent` `id`.
    private static func comics(
        of parent: MarvelResource, id: Int, page: Int, perPage: Int, orderBy: [MarvelOrder]
    ) -> ListRequest {
        var order = MarvelQuery()
        order[.orderBy] = orderBy.isEmpty ? nil : .order(orderBy)
        let route = MarvelRoute(parent, id: id, related: .comics, query: order)
        return ListRequest(route, offset: max(0, page - 1) * perPage, limit: perPage)
    }
}

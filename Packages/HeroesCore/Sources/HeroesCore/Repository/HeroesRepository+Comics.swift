import MarvelWire

extension HeroesRepository {
    /// Page `page` (from 1) of the comics hero `id` appears in, `perPage` a page
    /// (`/v1/public/characters/{id}/comics`), cached and offline like every answer;
    /// ``HeroesError/notFound(id:)`` when there is no such hero.
    public func comics(
        ofCharacter id: Int, page: Int = 1, perPage: Int = ListRequest.defaultLimit, policy: CachePolicy
    ) async throws(HeroesError) -> Fetched<Page<Comic>> {
        let route = MarvelRoute(.characters, id: id, related: .comics)
        let request = ListRequest(route, offset: max(0, page - 1) * perPage, limit: perPage)
        return try await list(request, as: Comic.self, policy: policy)
    }
}

extension HeroesRepository {
    /// One page of heroes, of any size, with its origin; see
    /// ``list(_:as:policy:maxConcurrentRequests:progress:)``.
    public func page(
        _ query: HeroesQuery,
        policy: CachePolicy,
        maxConcurrentRequests: Int = HeroesRepository.defaultMaxConcurrentRequests,
        progress: (@Sendable (FetchProgress) -> Void)? = nil
    ) async throws(HeroesError) -> Fetched<HeroPage> {
        if let text = query.nameContains {
            return try await listAll(
                query.request, as: Hero.self, nameContaining: text, limit: query.limit, policy: policy,
                maxConcurrentRequests: maxConcurrentRequests, progress: progress)
        }
        return try await list(
            query.request, as: Hero.self, policy: policy, maxConcurrentRequests: maxConcurrentRequests,
            progress: progress)
    }

    /// One hero in full, with its origin; ``HeroesError/notFound(_:id:related:)`` of `.characters` when there is none.
    public func hero(id: Int, policy: CachePolicy) async throws(HeroesError) -> Fetched<Hero> {
        try await record(id: id, as: Hero.self, policy: policy)
    }

    /// Every hero matching `query`'s filters and order, from `query.offset` to the end of the
    /// list (`--all`); see ``listAll(_:as:policy:maxConcurrentRequests:maximumCalls:progress:)``.
    public func allHeroes(
        matching query: HeroesQuery = HeroesQuery(),
        policy: CachePolicy = .normal,
        maxConcurrentRequests: Int = HeroesRepository.defaultMaxConcurrentRequests,
        maximumCalls: Int = HeroesRepository.defaultMaximumCalls,
        progress: (@Sendable (FetchProgress) -> Void)? = nil
    ) async throws(HeroesError) -> Fetched<HeroPage> {
        if let text = query.nameContains {
            return try await listAll(
                query.request, as: Hero.self, nameContaining: text, limit: nil, policy: policy,
                maxConcurrentRequests: maxConcurrentRequests, maximumCalls: maximumCalls, progress: progress)
        }
        return try await listAll(
            query.request, as: Hero.self, policy: policy,
            maxConcurrentRequests: maxConcurrentRequests, maximumCalls: maximumCalls, progress: progress
        )
    }
}

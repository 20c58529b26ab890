extension HeroesRepository {
    /// The items of `request`'s list whose names hold `text` as people type it (``NameKey``:
    /// case, accents, spaces and punctuation ignored), for an API that has no such filter: the
    /// whole list is fetched (every call cached as any other, at most `maximumCalls` of them,
    /// else ``HeroesError/tooManyCalls(items:of:calls:allowed:)`` before the rest are made), then
    /// filtered here. The page returned is the window of the matches `request.offset` and
    /// `request.limit` name (its `total` is the number of matches), or every match when `limit`
    /// is `nil`.
    public func listAll<Item: MarvelModel & Named>(
        _ request: ListRequest,
        as type: Item.Type = Item.self,
        nameContaining text: String,
        limit: Int?,
        policy: CachePolicy,
        maxConcurrentRequests: Int = HeroesRepository.defaultMaxConcurrentRequests,
        maximumCalls: Int = HeroesRepository.defaultMaximumCalls,
        progress: (@Sendable (FetchProgress) -> Void)? = nil
    ) async throws(HeroesError) -> Fetched<Page<Item>> {
        let key = NameKey(text)
        return try await listAll(
            request, as: Item.self, where: { NameKey($0.searchName).contains(key) }, limit: limit, policy: policy,
            maxConcurrentRequests: maxConcurrentRequests, maximumCalls: maximumCalls, progress: progress)
    }

    /// The items of `request`'s list that `isIncluded` keeps, for a question the API's filters
    /// cannot ask (a name holding a text, a series running in a year): the whole list is fetched
    /// (every call cached as any other, at most `maximumCalls` of them, else
    /// ``HeroesError/tooManyCalls(items:of:calls:allowed:)`` before the rest are made), then
    /// filtered here, in the list's order. The page returned is the window of the matches
    /// `request.offset` and `request.limit` name (its `total` is the number of matches), or every
    /// match when `limit` is `nil`.
    public func listAll<Item: MarvelModel>(
        _ request: ListRequest,
        as type: Item.Type = Item.self,
        where isIncluded: (Item) -> Bool,
        limit: Int?,
        policy: CachePolicy,
        maxConcurrentRequests: Int = HeroesRepository.defaultMaxConcurrentRequests,
        maximumCalls: Int = HeroesRepository.defaultMaximumCalls,
        progress: (@Sendable (FetchProgress) -> Void)? = nil
    ) async throws(HeroesError) -> Fetched<Page<Item>> {
        var whole = request
        whole.offset = 0
        let fetched = try await listAll(
            whole, as: Item.self, policy: policy, maxConcurrentRequests: maxConcurrentRequests,
            maximumCalls: maximumCalls, progress: progress)
        let matches = fetched.value.items.filter(isIncluded)
        let start = min(max(0, request.offset), matches.count)
        let end = limit.map { start + min(max(0, $0), matches.count - start) } ?? matches.count
        let page = Page(
            offset: start, limit: limit ?? max(1, matches.count - start), total: matches.count,
            items: Array(matches[start..<end]), attribution: fetched.value.attribution)
        return Fetched(value: page, origin: fetched.origin)
    }

    /// Every hero's id and name, for looking a name up (``NameMatch``) where there is no
    /// catalog to read them from: the whole hero list, fetched and cached as `--all` does.
    public func heroNames(
        policy: CachePolicy, maximumCalls: Int = HeroesRepository.defaultMaximumCalls,
        progress: (@Sendable (FetchProgress) -> Void)? = nil
    ) async throws(HeroesError) -> [NamedRecord] {
        let all = try await allHeroes(policy: policy, maximumCalls: maximumCalls, progress: progress)
        return all.value.heroes.map { NamedRecord(id: $0.id, name: $0.name) }
    }
}

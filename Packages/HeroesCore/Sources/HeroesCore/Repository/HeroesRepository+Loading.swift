import FoundationEssentials
import MarvelWire

extension HeroesRepository {
    /// One call of a list (at most 100 items) by `mode`.
    func loadCall<Item: MarvelModel>(
        _ request: ListRequest, as type: Item.Type, mode: LoadMode
    ) async throws(HeroesError) -> Fetched<Page<Item>> {
        try await load(
            request.pagedRoute, of: Item.DTO.self, mode: mode, what: request.summary, linkedItems: request.linkedItems
        ) {
            wrapper, server throws(HeroesError) in
            try MarvelResponseDecoder.list(from: wrapper, request: request, server: server)
        }
    }

    /// Record `id` of `Item`'s resource (`/{resource}/{id}`) by `mode`.
    func loadRecord<Item: MarvelModel>(id: Int, as type: Item.Type, mode: LoadMode) async throws(HeroesError)
        -> Fetched<Item>
    {
        let route = MarvelRoute(Item.resource, id: id)
        return try await load(route, of: Item.DTO.self, mode: mode, what: "\(Item.resource.noun) \(id)") {
            wrapper, server throws(HeroesError) in
            try MarvelResponseDecoder.record(from: wrapper, id: id, server: server)
        }
    }

    /// The cache logic for any route: read the entry, answer from it when the mode allows,
    /// otherwise ask the server (conditionally when there is an entry), decode, store.
    ///
    /// `transform` checks the answer against the request (``AnswerCheck``) as well as mapping
    /// it: an answer that fails is thrown before it is stored, and a stored one that fails is
    /// ignored like one that no longer decodes.
    private func load<DTO: Decodable & Sendable, Value: Sendable>(
        _ route: MarvelRoute,
        of dto: DTO.Type,
        mode: LoadMode,
        what: @autoclosure () -> String,
        linkedItems: LinkedItems = .read,
        transform: (DataWrapperDTO<DTO>, _ server: String) throws(HeroesError) -> Value
    ) async throws(HeroesError) -> Fetched<Value> {
        let server = service.serverName
        func decode(_ body: Data) throws(HeroesError) -> (value: Value, etag: String?) {
            let wrapper = try MarvelResponseDecoder.envelope(
                body, of: DTO.self, server: server, linkedItems: linkedItems)
            return (try transform(wrapper, server), wrapper.etag)
        }
        let key = CacheKey(route: route, baseURL: service.baseURL)

        // An entry that no longer decodes is ignored, and replaced by the next fetch.
        var cached: (entry: CacheEntry, value: Value)?
        if mode != .refresh, let entry = await readEntry(key), let decoded = try? decode(entry.body) {
            cached = (entry, decoded.value)
        }

        switch (mode, cached) {
        case (.offline, nil):
            throw .notCached(what: what())
        case (.offline, let cached?):
            return Fetched(value: cached.value, origin: .cache(fetchedAt: cached.entry.fetchedAt))
        case (.normal, let cached?) where isYoung(cached.entry):
            return Fetched(value: cached.value, origin: .cache(fetchedAt: cached.entry.fetchedAt))
        default:
            break
        }

        do throws(HeroesError) {
            switch try await service.fetch(route, ifNoneMatch: cached?.entry.etag) {
            case .notModified:
                guard let cached else {
                    throw HeroesError.invalidResponse(
                        reason: "HTTP 304 Not Modified for nothing cached", server: server, route: route)
                }
                await write { store throws(HeroesStoreError) in
                    try await store.markRevalidated(key, at: now(), etag: nil)
                }
                return Fetched(value: cached.value, origin: .revalidated)
            case .fresh(let body, let etag):
                let decoded = try decode(body)
                let entry = CacheEntry(
                    key: key, pattern: RoutePattern(route), body: body, etag: etag ?? decoded.etag, fetchedAt: now()
                )
                await write { store throws(HeroesStoreError) in try await store.save(entry) }
                return Fetched(value: decoded.value, origin: .network)
            }
        } catch {
            let error = error.about(route)
            guard let cached, error.isConnectivityFailure else { throw error }
            return Fetched(value: cached.value, origin: .stale(fetchedAt: cached.entry.fetchedAt, error: error))
        }
    }

    /// Whether an entry is younger than ``maxAge`` (an entry from the future, after a clock
    /// change, is not).
    private func isYoung(_ entry: CacheEntry) -> Bool {
        let age = now().timeIntervalSince(entry.fetchedAt)
        return age >= 0 && age < maxAge
    }

    private func readEntry(_ key: CacheKey) async -> CacheEntry? {
        guard let store else { return nil }
        do {
            return try await store.entry(for: key)
        } catch {
            warnings.report(.operationFailed(error))
            return nil
        }
    }

    private func write(_ operation: (any HeroesStore) async throws(HeroesStoreError) -> Void) async {
        guard let store else { return }
        do {
            try await operation(store)
        } catch {
            warnings.report(.operationFailed(error))
        }
    }
}

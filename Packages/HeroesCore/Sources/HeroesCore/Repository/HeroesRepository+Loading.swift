import Foundation
import MarvelWire

extension HeroesRepository {
    /// One page of at most 100 heroes by `mode`.
    func loadPart(_ query: HeroesQuery, mode: LoadMode) async throws(HeroesError) -> Fetched<HeroPage> {
        switch source {
        case .service(let service):
            guard mode != .offline else { throw .notCached(what: query.summary) }
            return Fetched(value: try await service.heroes(query), origin: .network)
        case .raw(let service):
            return try await load(query.route, from: service, mode: mode, what: query.summary) { wrapper, server throws(HeroesError) in
                try MarvelResponseDecoder.page(from: wrapper, query: query, server: server)
            }
        }
    }

    /// One hero by `mode`.
    func loadHero(id: Int, mode: LoadMode) async throws(HeroesError) -> Fetched<Hero> {
        switch source {
        case .service(let service):
            guard mode != .offline else { throw .notCached(what: "hero \(id)") }
            return Fetched(value: try await service.hero(id: id), origin: .network)
        case .raw(let service):
            return try await load(MarvelRoute(.characters, id: id), from: service, mode: mode, what: "hero \(id)") { wrapper, server throws(HeroesError) in
                try MarvelResponseDecoder.hero(from: wrapper, id: id, server: server)
            }
        }
    }

    /// The cache logic for one endpoint: read the entry, answer from it when the mode allows,
    /// otherwise ask the server (conditionally when there is an entry), decode, store.
    ///
    /// `transform` checks the answer against the request (``AnswerCheck``) as well as mapping
    /// it: an answer that fails is thrown before it is stored, and a stored one that fails is
    /// ignored like one that no longer decodes.
    private func load<Value: Sendable>(
        _ route: MarvelRoute,
        from service: any HeroesRawService,
        mode: LoadMode,
        what: String,
        transform: (DataWrapperDTO<CharacterDTO>, _ server: String) throws(HeroesError) -> Value
    ) async throws(HeroesError) -> Fetched<Value> {
        let server = service.serverName
        func decode(_ body: Data) throws(HeroesError) -> (value: Value, etag: String?) {
            let wrapper = try MarvelResponseDecoder.envelope(body, server: server)
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
            throw .notCached(what: what)
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
                    throw HeroesError.invalidResponse(reason: "HTTP 304 Not Modified for nothing cached", server: server)
                }
                await write { store throws(HeroesStoreError) in try await store.markRevalidated(key, at: now(), etag: nil) }
                return Fetched(value: cached.value, origin: .revalidated)
            case .fresh(let body, let etag):
                let decoded = try decode(body)
                let entry = CacheEntry(key: key, pattern: RoutePattern(route), body: body, etag: etag ?? decoded.etag, fetchedAt: now())
                await write { store throws(HeroesStoreError) in try await store.save(entry) }
                return Fetched(value: decoded.value, origin: .network)
            }
        } catch {
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

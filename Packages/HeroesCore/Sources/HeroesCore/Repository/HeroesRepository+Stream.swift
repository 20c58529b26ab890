import Foundation

extension HeroesRepository {
    /// A page as an interactive screen wants it: the cached page at once (if any, whatever its
    /// age), then the server's, asked with `If-None-Match` (``FetchOrigin/network`` or
    /// ``FetchOrigin/revalidated``). When the server cannot be used and a page was cached, the
    /// second element is that page marked ``FetchOrigin/stale(fetchedAt:error:)``; with nothing
    /// cached, the stream throws the ``HeroesError``.
    ///
    /// With ``CachePolicy/offline`` the stream yields the cached page only (or throws
    /// ``HeroesError/notCached(what:)``); with ``CachePolicy/refresh``, the server's only.
    public func pageStream(_ query: HeroesQuery, policy: CachePolicy = .normal) -> AsyncThrowingStream<Fetched<HeroPage>, Error> {
        stream(policy: policy) { mode throws(HeroesError) in
            try await loadPage(query, mode: mode, maxConcurrentRequests: Self.defaultMaxConcurrentRequests, progress: nil)
        }
    }

    /// A hero, cached then fresh, as ``pageStream(_:policy:)`` does for pages.
    public func heroStream(id: Int, policy: CachePolicy = .normal) -> AsyncThrowingStream<Fetched<Hero>, Error> {
        stream(policy: policy) { mode throws(HeroesError) in try await loadHero(id: id, mode: mode) }
    }

    private func stream<Value: Sendable>(
        policy: CachePolicy,
        load: @escaping @Sendable (LoadMode) async throws(HeroesError) -> Fetched<Value>
    ) -> AsyncThrowingStream<Fetched<Value>, Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    switch policy {
                    case .offline:
                        continuation.yield(try await load(.offline))
                    case .refresh:
                        continuation.yield(try await load(.refresh))
                    case .normal:
                        if let cached = try? await load(.offline) { continuation.yield(cached) }
                        continuation.yield(try await load(.revalidate))
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

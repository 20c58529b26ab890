import FoundationEssentials
import MarvelWire

extension HeroesRepository {
    /// A window of a list as an interactive screen wants it: the cached page at once (if any,
    /// whatever its age), then the server's, asked with `If-None-Match` (``FetchOrigin/network``
    /// or ``FetchOrigin/revalidated``). When the server cannot be used and a page was cached,
    /// the second element is that page marked ``FetchOrigin/stale(fetchedAt:error:)``; with
    /// nothing cached, the stream throws the ``HeroesError``.
    ///
    /// With ``CachePolicy/offline`` the stream yields the cached page only (or throws
    /// ``HeroesError/notCached(what:)``); with ``CachePolicy/refresh``, the server's only.
    public func listStream<Item: MarvelModel>(
        _ request: ListRequest, as type: Item.Type = Item.self, policy: CachePolicy = .normal
    ) -> AsyncThrowingStream<Fetched<Page<Item>>, any Error> {
        stream(policy: policy) { mode throws(HeroesError) in
            try await loadWindow(
                request, as: Item.self, mode: mode, maxConcurrentRequests: Self.defaultMaxConcurrentRequests,
                progress: nil
            )
        }
    }

    /// A record, cached then fresh, as ``listStream(_:as:policy:)`` does for lists.
    public func recordStream<Item: MarvelModel>(
        id: Int, as type: Item.Type = Item.self, policy: CachePolicy = .normal
    ) -> AsyncThrowingStream<Fetched<Item>, any Error> {
        stream(policy: policy) { mode throws(HeroesError) in
            try await loadRecord(id: id, as: Item.self, mode: mode)
        }
    }

    private func stream<Value: Sendable>(
        policy: CachePolicy,
        load: @escaping @Sendable (LoadMode) async throws(HeroesError) -> Fetched<Value>
    ) -> AsyncThrowingStream<Fetched<Value>, any Error> {
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

public import FoundationEssentials

/// Where fetched responses are kept between runs. ``SQLiteHeroesStore`` is the live one;
/// `HeroesCoreTesting` has an in-memory one for tests (`InMemoryHeroesStore`).
///
/// A store keeps what it is given: callers (``HeroesRepository``) decide what to store and
/// never hand it a key, a hash or a timestamp.
public protocol HeroesStore: Sendable {
    /// The entry stored under `key`, or `nil`.
    func entry(for key: CacheKey) async throws(HeroesStoreError) -> CacheEntry?
    /// Stores `entry`, replacing any under the same key.
    func save(_ entry: CacheEntry) async throws(HeroesStoreError)
    /// Records that the entry under `key` was confirmed current (a `304`) at `date`, with the
    /// server's `etag` when it sent one. Does nothing when there is no such entry.
    func markRevalidated(_ key: CacheKey, at date: Date, etag: String?) async throws(HeroesStoreError)
    /// What the store holds.
    func stats() async throws(HeroesStoreError) -> CacheStats
    /// Removes every entry.
    func clear() async throws(HeroesStoreError)
}

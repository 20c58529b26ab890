public import FoundationEssentials
public import HeroesCore

/// A ``HeroesCore/HeroesStore`` in memory, for tests of a repository without a file: it keeps
/// what it is given, as the SQLite store does, without its limits.
public actor InMemoryHeroesStore: HeroesStore {
    private var entries: [CacheKey: CacheEntry]

    /// A store holding `entries`.
    public init(entries: [CacheEntry] = []) {
        self.entries = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Every stored entry, in key order.
    public var allEntries: [CacheEntry] {
        entries.values.sorted { $0.key.rawValue < $1.key.rawValue }
    }

    /// The entry stored under `key`, or `nil`.
    public func entry(for key: CacheKey) async throws(HeroesStoreError) -> CacheEntry? {
        entries[key]
    }

    /// Stores `entry`, replacing any under the same key.
    public func save(_ entry: CacheEntry) async throws(HeroesStoreError) {
        entries[entry.key] = entry
    }

    /// Sets the fetch time (and the ETag, when given) of the entry under `key`.
    public func markRevalidated(_ key: CacheKey, at date: Date, etag: String?) async throws(HeroesStoreError) {
        entries[key]?.fetchedAt = date
        if let etag { entries[key]?.etag = etag }
    }

    /// Counts the entries by the kind of call they answer, and their bytes.
    public func stats() async throws(HeroesStoreError) -> CacheStats {
        let values = entries.values
        return CacheStats(
            entriesByPattern: Dictionary(values.map { ($0.pattern, 1) }, uniquingKeysWith: +),
            bytes: values.reduce(0) { $0 + $1.body.count },
            fileBytes: nil,
            oldest: values.map(\.fetchedAt).min(),
            newest: values.map(\.fetchedAt).max()
        )
    }

    /// Removes every entry.
    public func clear() async throws(HeroesStoreError) {
        entries.removeAll()
    }
}

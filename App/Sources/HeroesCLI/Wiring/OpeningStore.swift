import CommandLinePlatform
import FoundationEssentials
import HeroesCore

/// The cache of a command that asks the server before it reads the cache (`--refresh`), opened
/// while the request is on the network.
///
/// Why: opening the file (SQLite's header and schema, the WAL's shared memory) takes time that such a
/// command would spend before sending its request, while its thread then sits idle as the server answers
/// (benchmarks/DECISIONS.md, "The command's executor"). The opening is started
/// ``CommandExecutor/aside(_:)``, so the command's thread does it once the request is sent; the first
/// operation waits for it. A cache that cannot be opened is no cache, as with
/// ``AppEnvironment/openStore(in:writesFirst:)`` (its warnings are written when the opening ends).
final class OpeningStore: HeroesStore {
    private let opening: Task<SQLiteHeroesStore?, Never>

    /// Starts opening the cache in `folder` for a command that writes before it reads.
    init(folder: String) {
        opening = CommandExecutor.aside { AppEnvironment.openStore(in: folder, writesFirst: true) }
    }

    func entry(for key: CacheKey) async throws(HeroesStoreError) -> CacheEntry? {
        guard let store = await opening.value else { return nil }
        return try await store.entry(for: key)
    }

    func save(_ entry: CacheEntry) async throws(HeroesStoreError) {
        try await opening.value?.save(entry)
    }

    func markRevalidated(_ key: CacheKey, at date: Date, etag: String?) async throws(HeroesStoreError) {
        try await opening.value?.markRevalidated(key, at: date, etag: etag)
    }

    func stats() async throws(HeroesStoreError) -> CacheStats {
        guard let store = await opening.value else { return CacheStats(entriesByPattern: [:], bytes: 0) }
        return try await store.stats()
    }

    func clear() async throws(HeroesStoreError) {
        try await opening.value?.clear()
    }
}

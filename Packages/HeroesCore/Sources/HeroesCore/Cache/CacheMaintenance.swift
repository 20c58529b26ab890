import DesignTokens
public import FoundationEssentials

/// `heroes cache prune` and `heroes cache clear`: the store's own operations, and the sentence
/// that says what each did, counted from the store's statistics before and after.
public enum CacheMaintenance {
    /// Prunes `store` (``SQLiteHeroesStore/prune(fetchedBefore:maxBytes:)``: the answers fetched
    /// before `cutoff`, then the oldest until it holds at most `maxBytes`, then the file shrunk)
    /// and says so: `removed 3 entries from the cache; its files went from 98,304 bytes to
    /// 65,536 bytes`.
    public static func prune(_ store: SQLiteHeroesStore, fetchedBefore cutoff: Date?, maxBytes: Int?)
        async throws(HeroesStoreError) -> String
    {
        let before = try await store.stats()
        let removed = try await store.prune(fetchedBefore: cutoff, maxBytes: maxBytes)
        let after = try await store.stats()
        let sizes = (before.fileBytes ?? 0, after.fileBytes ?? 0)
        return "removed \(NumberFormat.count(removed, "entry", "entries")) from the cache; its files went "
            + "from \(NumberFormat.count(sizes.0, "byte", "bytes")) to \(NumberFormat.count(sizes.1, "byte", "bytes"))"
    }

    /// Empties `store` (``SQLiteHeroesStore/clear()``: every entry, and the damaged copies moved
    /// aside) and says what it held: `cleared 2 pages and 1 hero from the cache`, then `, and
    /// removed 1 damaged copy of it` when there were such copies.
    public static func clear(_ store: SQLiteHeroesStore) async throws(HeroesStoreError) -> String {
        let before = try await store.stats()
        try await store.clear()
        var message =
            "cleared \(NumberFormat.count(before.pages, "page", "pages")) and "
            + "\(NumberFormat.count(before.heroes, "hero", "heroes")) from the cache"
        if before.movedAsideCopies > 0 {
            message +=
                ", and removed \(NumberFormat.count(before.movedAsideCopies, "damaged copy", "damaged copies")) of it"
        }
        return message
    }
}

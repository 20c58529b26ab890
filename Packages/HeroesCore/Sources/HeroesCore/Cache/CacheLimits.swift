/// How big the cache may grow, so that a hostile or broken server, or years of use, cannot fill
/// the disk through it. Every bound of the cache is here; the app uses ``standard``, tests
/// smaller ones.
public struct CacheLimits: Sendable, Hashable {
    /// The largest response body stored, in bytes. A larger answer is still returned to the
    /// caller, just not kept.
    public let maxEntryBytes: Int
    /// The most the database may hold, in bytes of pages in use. Storing past it evicts the
    /// entries fetched longest ago.
    public let maxFileBytes: Int

    /// 8 MiB per answer (a page of 100 heroes is under half a megabyte), 256 MiB in all (the whole
    /// Marvel catalog, every page and hero, is under 20 MB).
    public static let standard = CacheLimits(maxEntryBytes: 8 << 20, maxFileBytes: 256 << 20)

    /// How many damaged files moved aside (`heroes.sqlite.corrupt-<time>`) are kept, the newest:
    /// enough to look at what went wrong, never a pile.
    static let keptMovedAsideFiles = 2

    /// The most SQLite keeps of a `-wal` file after a checkpoint, in bytes; without it the file
    /// stays as large as the largest transaction ever made.
    static let walBytesKept = 8 << 20
}

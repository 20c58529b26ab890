import Foundation

/// What the cache holds, for `heroes cache info`.
public struct CacheStats: Sendable, Hashable {
    /// How many pages are stored.
    public var pages: Int
    /// How many single heroes are stored.
    public var heroes: Int
    /// The size of the stored response bodies, in bytes.
    public var bytes: Int
    /// The size of the cache's files on disk (database, WAL and shared memory), in bytes;
    /// `nil` for a store that has no files.
    public var fileBytes: Int?
    /// The oldest fetch time among the entries, if any.
    public var oldest: Date?
    /// The newest fetch time among the entries, if any.
    public var newest: Date?

    /// Creates statistics.
    public init(pages: Int, heroes: Int, bytes: Int, fileBytes: Int? = nil, oldest: Date? = nil, newest: Date? = nil) {
        self.pages = pages
        self.heroes = heroes
        self.bytes = bytes
        self.fileBytes = fileBytes
        self.oldest = oldest
        self.newest = newest
    }

    /// How many entries are stored, pages and heroes together.
    public var entries: Int { pages + heroes }
}

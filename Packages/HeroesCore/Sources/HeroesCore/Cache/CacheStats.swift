public import FoundationEssentials

/// What the cache holds, for `heroes cache info`: entries counted by the kind of call they
/// answer, for every resource alike.
public struct CacheStats: Sendable, Hashable {
    /// How many entries answer each kind of call (`characters`: 12, `characters/{id}`: 3, …);
    /// kinds with none are absent.
    public var entriesByPattern: [RoutePattern: Int]
    /// The size of the stored response bodies, in bytes.
    public var bytes: Int
    /// The size of the cache's files on disk (database, WAL and shared memory), in bytes;
    /// `nil` for a store that has no files.
    public var fileBytes: Int?
    /// The oldest fetch time among the entries, if any.
    public var oldest: Date?
    /// The newest fetch time among the entries, if any.
    public var newest: Date?
    /// How many damaged copies of the database were moved aside and are still kept beside it
    /// (`heroes.sqlite.corrupt-<time>`, with their companions); `heroes cache clear` removes them.
    public var movedAsideCopies: Int

    public init(
        entriesByPattern: [RoutePattern: Int], bytes: Int, fileBytes: Int? = nil,
        oldest: Date? = nil, newest: Date? = nil, movedAsideCopies: Int = 0
    ) {
        self.entriesByPattern = entriesByPattern
        self.bytes = bytes
        self.fileBytes = fileBytes
        self.oldest = oldest
        self.newest = newest
        self.movedAsideCopies = movedAsideCopies
    }

    /// How many entries are stored in all.
    public var entries: Int { entriesByPattern.values.reduce(0, +) }

    /// How many pages of any list are stored (heroes, a hero's comics, …).
    public var pages: Int { entriesByPattern.filter { $0.key.isList }.values.reduce(0, +) }

    /// How many single heroes are stored.
    public var heroes: Int { entriesByPattern[.record(.characters)] ?? 0 }
}

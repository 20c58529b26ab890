/// One page of heroes with its place in the whole list and the attribution to show.
public struct HeroPage: Sendable, Hashable, Codable {
    /// The index of the first hero of this page in the whole list.
    public var offset: Int
    /// The page size asked for.
    public var limit: Int
    /// How many heroes exist in all.
    public var total: Int
    /// The heroes of this page.
    public var heroes: [Hero]
    /// The attribution text to show with the data, for example "Data provided by Marvel. © 2025 MARVEL".
    public var attribution: String

    /// Creates a page.
    public init(offset: Int, limit: Int, total: Int, heroes: [Hero], attribution: String) {
        self.offset = offset
        self.limit = limit
        self.total = total
        self.heroes = heroes
        self.attribution = attribution
    }

    /// The 1-based page number for this page's offset and limit.
    public var pageNumber: Int { limit > 0 ? offset / limit + 1 : 1 }

    /// How many pages of `limit` heroes the whole list has (at least 1).
    public var pageCount: Int { limit > 0 ? max(1, (total + limit - 1) / limit) : 1 }

    /// Whether a page follows this one.
    public var hasNextPage: Bool { offset + heroes.count < total }
}

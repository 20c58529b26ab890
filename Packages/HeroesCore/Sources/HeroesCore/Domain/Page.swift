public import MarvelWire

/// One page of a list, any resource's, with its place in the whole list and the attribution to
/// show.
public struct Page<Item: Sendable>: Sendable {
    /// The index of the first item of this page in the whole list.
    public var offset: Int
    /// The page size asked for.
    public var limit: Int
    /// How many items the whole list has.
    public var total: Int
    /// This page's items, in the list's order.
    public var items: [Item]
    /// The attribution Marvel's terms ask to show with the data, for example "Data provided by
    /// Marvel. © 2025 MARVEL".
    public var attribution: String

    public init(offset: Int, limit: Int, total: Int, items: [Item], attribution: String) {
        self.offset = offset
        self.limit = limit
        self.total = total
        self.items = items
        self.attribution = attribution
    }

    /// The 1-based page number for this page's offset and limit.
    public var pageNumber: Int { HeroesCore.pageNumber(offset: offset, limit: limit) }

    /// How many pages of `limit` items the whole list has (at least 1).
    public var pageCount: Int { limit > 0 ? max(1, (total + limit - 1) / limit) : 1 }

    /// Whether a page follows this one.
    public var hasNextPage: Bool { offset + items.count < total }

    /// The attribution shown when an answer carries none (2014 answers): Marvel's terms ask for one.
    public static var defaultAttribution: String { "Data provided by Marvel. © 2025 MARVEL" }
}

extension Page: Equatable where Item: Equatable {}
extension Page: Hashable where Item: Hashable {}
extension Page: Codable where Item: Codable {}

extension Page where Item: MarvelModel {
    /// Maps the API's envelope. `fallbackOffset` and `fallbackLimit` (the request's) are used
    /// when the envelope omits `offset` or `limit`; without `total`, the total is what the page
    /// shows exists: its offset plus its items.
    public init(dto: DataWrapperDTO<Item.DTO>, fallbackOffset: Int = 0, fallbackLimit: Int) {
        let items = dto.data.results.map(Item.init(dto:))
        let offset = dto.data.offset ?? fallbackOffset
        self.init(
            offset: offset,
            limit: dto.data.limit ?? fallbackLimit,
            total: dto.data.total ?? offset + items.count,
            items: items,
            attribution: dto.attributionText ?? Self.defaultAttribution
        )
    }
}

/// The 1-based number of the page of `limit` items that starts at `offset`: the one formula for
/// pages shown (``Page/pageNumber``) and pages named in messages (``ListRequest/summary``).
func pageNumber(offset: Int, limit: Int) -> Int { limit > 0 ? offset / limit + 1 : 1 }

import FoundationEssentials
public import MarvelWire

/// What to ask of `/v1/public/characters`: paging, search and order; the list screen's query.
/// The repository loads it as any list (``request``).
public struct HeroesQuery: Sendable, Hashable {
    /// The index of the first hero wanted.
    public var offset: Int
    /// How many heroes; more than ``maximumLimit`` takes several calls.
    public var limit: Int
    /// Only the hero with exactly this name.
    public var name: String?
    /// Only heroes whose name starts with this text (case-insensitive).
    public var nameStartsWith: String?
    /// Only heroes whose name holds this text as people type it (``NameKey``). The API has no
    /// such filter: the repository fetches the whole list and filters it
    /// (``HeroesRepository/listAll(_:as:nameContaining:limit:policy:maxConcurrentRequests:maximumCalls:progress:)``).
    public var nameContains: String?
    /// Sort keys, of MarvelWire's `MarvelOperation.orderFields` of the characters list (`name`, `modified`).
    public var orderBy: [MarvelOrder]
    /// Only heroes changed since this date.
    public var modifiedSince: MarvelQueryDate?
    /// Whether each hero's linked lists are read whole or counted only (``ListRequest/linkedItems``).
    public var linkedItems = LinkedItems.read

    /// The API's largest page.
    public static let maximumLimit = ListRequest.maximumLimit
    /// The API's default page.
    public static let defaultLimit = ListRequest.defaultLimit

    public init(
        offset: Int = 0, limit: Int = HeroesQuery.defaultLimit, name: String? = nil,
        nameStartsWith: String? = nil, orderBy: [MarvelOrder] = [], modifiedSince: MarvelQueryDate? = nil
    ) {
        self.offset = offset
        self.limit = limit
        self.name = name
        self.nameStartsWith = nameStartsWith
        self.orderBy = orderBy
        self.modifiedSince = modifiedSince
    }

    /// The query for 1-based page `page` of `perPage` heroes.
    public static func page(_ page: Int, perPage: Int = HeroesQuery.defaultLimit) -> HeroesQuery {
        HeroesQuery(offset: max(0, page - 1) * perPage, limit: perPage)
    }

    /// This query as a window of the characters list, named in messages as `the hero list`,
    /// `heroes named "Hulk"` or `heroes starting with "spi"`.
    public var request: ListRequest {
        var filters = MarvelQuery()
        filters[.name] = name.map { .text($0) }
        filters[.nameStartsWith] = nameStartsWith.map { .text($0) }
        filters[.modifiedSince] = modifiedSince.map { .date($0) }
        filters[.orderBy] = orderBy.isEmpty ? nil : .order(orderBy)
        let subject =
            if let name {
                "heroes named \"\(name)\""
            } else if let nameStartsWith {
                "heroes starting with \"\(nameStartsWith)\""
            } else if let nameContains {
                "heroes whose names hold \"\(nameContains)\""
            } else {
                "the hero list"
            }
        var request = ListRequest(
            MarvelRoute(.characters, query: filters), offset: offset, limit: limit, subject: subject)
        request.linkedItems = linkedItems
        return request
    }

    /// The call that asks for this query, when it fits in one: `GET /v1/public/characters?…&limit=…&offset=…`.
    public var route: MarvelRoute { request.pagedRoute }
}

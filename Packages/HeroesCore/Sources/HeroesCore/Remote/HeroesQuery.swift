import Foundation
import MarvelWire

/// What to ask of `/v1/public/characters`: paging, search and order.
public struct HeroesQuery: Sendable, Hashable {
    /// The index of the first hero wanted.
    public var offset: Int
    /// How many heroes, 1…100 per call.
    public var limit: Int
    /// Only the hero with exactly this name.
    public var name: String?
    /// Only heroes whose name starts with this text (case-insensitive).
    public var nameStartsWith: String?
    /// Sort keys: `name`, `-name`, `modified`, `-modified`.
    public var orderBy: [String]
    /// Only heroes changed since this date, as the API accepts it (for example `2014-01-01`).
    public var modifiedSince: String?

    /// The API's largest page.
    public static let maximumLimit = 100
    /// The API's default page.
    public static let defaultLimit = 20

    /// Creates a query.
    public init(
        offset: Int = 0, limit: Int = HeroesQuery.defaultLimit, name: String? = nil,
        nameStartsWith: String? = nil, orderBy: [String] = [], modifiedSince: String? = nil
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

    /// The call that asks for this query: `GET /v1/public/characters?…`.
    public var route: MarvelRoute { MarvelRoute(.characters, query: queryItems) }

    /// The query items, in a stable order.
    public var queryItems: [URLQueryItem] {
        var items: [URLQueryItem] = []
        if let name { items.append(URLQueryItem(name: "name", value: name)) }
        if let nameStartsWith { items.append(URLQueryItem(name: "nameStartsWith", value: nameStartsWith)) }
        if let modifiedSince { items.append(URLQueryItem(name: "modifiedSince", value: modifiedSince)) }
        if !orderBy.isEmpty { items.append(URLQueryItem(name: "orderBy", value: orderBy.joined(separator: ","))) }
        items.append(URLQueryItem(name: "limit", value: String(limit)))
        items.append(URLQueryItem(name: "offset", value: String(offset)))
        return items
    }
}

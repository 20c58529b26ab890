import Foundation

/// The four kinds of resource a character lists.
public enum CatalogResourceKind: String, Sendable, Hashable, CaseIterable {
    /// Comics (`/v1/public/comics/{id}`).
    case comics
    /// Series (`/v1/public/series/{id}`).
    case series
    /// Stories (`/v1/public/stories/{id}`).
    case stories
    /// Events (`/v1/public/events/{id}`).
    case events
}

/// A character's list of one kind of resource: `{available, returned, collectionURI, items}`.
public struct CatalogResourceList: Sendable, Hashable, Codable {
    /// How many resources of this kind exist in all (may be far more than `items`).
    public var available: Int
    /// How many items this list returns (at most 20 in the real API).
    public var returned: Int
    /// The URI of the full list.
    public var collectionURI: String
    /// The items returned.
    public var items: [CatalogResourceItem]

    /// Creates a list; `returned` defaults to the number of items.
    public init(available: Int, returned: Int? = nil, collectionURI: String, items: [CatalogResourceItem]) {
        self.available = available
        self.returned = returned ?? items.count
        self.collectionURI = collectionURI
        self.items = items
    }

    /// An empty list with no URI, used when a file leaves a list out.
    public static let empty = CatalogResourceList(available: 0, collectionURI: "", items: [])

    private enum CodingKeys: String, CodingKey { case available, returned, collectionURI, items }

    /// Decodes a list; a missing `returned` is the number of items.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        items = try container.decodeIfPresent([CatalogResourceItem].self, forKey: .items) ?? []
        available = try container.decodeIfPresent(Int.self, forKey: .available) ?? items.count
        returned = try container.decodeIfPresent(Int.self, forKey: .returned) ?? items.count
        collectionURI = try container.decodeIfPresent(String.self, forKey: .collectionURI) ?? ""
    }

    /// Encodes the list in the API's key order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(available, forKey: .available)
        try container.encode(returned, forKey: .returned)
        try container.encode(collectionURI, forKey: .collectionURI)
        try container.encode(items, forKey: .items)
    }
}

/// One item of a resource list: `{resourceURI, name}`, plus `type` for stories.
public struct CatalogResourceItem: Sendable, Hashable, Codable {
    /// The item's URI, for example `https://gateway.marvel.com/v1/public/comics/21366`.
    public var resourceURI: String
    /// The item's name or title.
    public var name: String
    /// The story type (`cover`, `interiorStory`, …); `nil` for other kinds.
    public var type: String?
    /// The id parsed from the last path component of ``resourceURI``, if it is an integer.
    public private(set) var id: Int?

    /// Creates an item; ``id`` is parsed from `resourceURI`.
    public init(resourceURI: String, name: String, type: String? = nil) {
        self.resourceURI = resourceURI
        self.name = name
        self.type = type
        self.id = Self.trailingID(resourceURI)
    }

    /// Creates an item whose id is already known (no parsing).
    init(id: Int, resourceURI: String, name: String, type: String? = nil) {
        self.resourceURI = resourceURI
        self.name = name
        self.type = type
        self.id = id
    }

    private enum CodingKeys: String, CodingKey { case resourceURI, name, type }

    /// Decodes an item and parses its id.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let uri = try container.decodeIfPresent(String.self, forKey: .resourceURI) ?? ""
        self.init(
            resourceURI: uri,
            name: try container.decodeIfPresent(String.self, forKey: .name) ?? "",
            type: try container.decodeIfPresent(String.self, forKey: .type)
        )
    }

    /// Encodes `resourceURI`, `name` and, when present, `type`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(resourceURI, forKey: .resourceURI)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(type, forKey: .type)
    }

    /// The integer after the last `/` of `uri`, if any.
    static func trailingID(_ uri: String) -> Int? {
        guard let slash = uri.utf8.lastIndex(of: UInt8(ascii: "/")) else { return Int(uri) }
        return Int(uri[uri.utf8.index(after: slash)...])
    }
}

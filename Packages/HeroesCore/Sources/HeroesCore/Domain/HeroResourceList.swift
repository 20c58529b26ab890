/// How many comics (or series, stories, events) a hero has, and the first few by name.
public struct HeroResourceList: Sendable, Hashable, Codable {
    /// How many exist in all.
    public var available: Int
    /// The first items (at most 20, as the API returns).
    public var items: [HeroResource]

    /// Creates a list.
    public init(available: Int, items: [HeroResource] = []) {
        self.available = available
        self.items = items
    }

    /// No items.
    public static let empty = HeroResourceList(available: 0)
}

/// One related comic, series, story or event.
public struct HeroResource: Sendable, Hashable, Codable {
    /// Its name or title.
    public var name: String
    /// Its id, read from the resource URI, when there is one.
    public var id: Int?
    /// For stories: `cover`, `interiorStory`, …; otherwise `nil`.
    public var type: String?

    /// Creates a resource.
    public init(name: String, id: Int? = nil, type: String? = nil) {
        self.name = name
        self.id = id
        self.type = type
    }
}

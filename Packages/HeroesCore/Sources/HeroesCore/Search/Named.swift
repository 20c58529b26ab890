/// A record that people look up by its name: a hero by `name`, a comic by `title`. What the
/// name search (``NameMatch``, ``HeroesRepository/listAll(_:as:nameContaining:limit:policy:maxConcurrentRequests:maximumCalls:progress:)``)
/// needs of any resource.
public protocol Named: Sendable {
    /// The record's id.
    var id: Int { get }
    /// The name people know it by.
    var searchName: String { get }
}

/// A record's id and name alone, as a catalog or a shell completion lists them.
public struct NamedRecord: Named, Hashable, Codable {
    public var id: Int
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    public var searchName: String { name }
}

extension Hero: Named {
    public var searchName: String { name }
}

extension Comic: Named {
    public var searchName: String { title }
}

extension Creator: Named {
    public var searchName: String { fullName }
}

extension Series: Named {
    public var searchName: String { title }
}

extension Event: Named {
    public var searchName: String { title }
}

extension Story: Named {
    public var searchName: String { title }
}

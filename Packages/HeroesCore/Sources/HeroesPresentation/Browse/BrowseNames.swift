public import HeroesCore
public import MarvelWire

/// Where `browse`'s name searches (``BrowseLoad/Kind/matches(_:pageSize:)``) find their matches:
/// the id and name of every record of a resource, read once by `load` (on the embedded catalog,
/// NetworkStubs' `Catalog.names(of:)`, given by the app) and kept as a ``NameIndex``, so each
/// search after the first is a scan of names in memory.
public actor BrowseNames {
    private let load: @Sendable (MarvelResource) async throws(HeroesError) -> [NamedRecord]
    private var indexes: [MarvelResource: NameIndex] = [:]

    /// Names read by `load`, once for each resource.
    public init(load: @escaping @Sendable (MarvelResource) async throws(HeroesError) -> [NamedRecord]) {
        self.load = load
    }

    /// The ids of `resource`'s records whose names hold `text` as people type it, best first
    /// (``NameIndex/ids(matching:)``).
    public func ids(of resource: MarvelResource, matching text: String) async throws(HeroesError) -> [Int] {
        if let index = indexes[resource] { return index.ids(matching: text) }
        let index = NameIndex(try await load(resource))
        indexes[resource] = index
        return index.ids(matching: text)
    }
}

public import HeroesCore
public import MarvelWire

/// Where `browse`'s name searches (``BrowseLoad/Kind/matches(_:pageSize:)``) find their matches:
/// the id and name of every record of a resource, read once by `load` (on the embedded catalog,
/// NetworkStubs' `Catalog.names(of:)`, given by the app) and kept as a ``NameIndex``, so each
/// search after the first is a scan of names in memory. Reading and folding a big list's names
/// takes far longer than a search; ``prepare(_:)`` does it ahead, before the first search.
public actor BrowseNames {
    private let load: @Sendable (MarvelResource) async throws(HeroesError) -> [NamedRecord]
    /// How many parts a big list's names are folded in at once (``NameIndex/init(_:parts:)``).
    private let parts: Int
    /// Each resource's index, being built or built: one build each, off the actor, whoever asks first.
    private var indexes: [MarvelResource: Task<NameIndex, any Error>] = [:]

    /// Names read by `load`, once for each resource, and folded in `parts` at once (see
    /// ``parts(variable:)``).
    public init(
        parts: Int = 1, load: @escaping @Sendable (MarvelResource) async throws(HeroesError) -> [NamedRecord]
    ) {
        self.parts = parts
        self.load = load
    }

    /// The ids of `resource`'s records whose names hold `text` as people type it, best first
    /// (``NameIndex/ids(matching:)``).
    public func ids(of resource: MarvelResource, matching text: String) async throws(HeroesError) -> [Int] {
        try await index(of: resource).ids(matching: text)
    }

    /// Reads and folds the names of `resources`, one after the other in that order, in the
    /// background; a search of one of them meanwhile waits for its index, not for the others.
    /// Code for speed only (benchmarks/DECISIONS.md): without it, each resource's names are read
    /// by its first search, and every search answers the same ids in the same order.
    public nonisolated func prepare(_ resources: [MarvelResource]) {
        Task {
            for resource in resources { _ = try? await index(of: resource) }
        }
    }

    /// Whether `value`, `HEROES_BROWSE_PREPARE`'s value, leaves ``prepare(_:)`` on: unset or
    /// anything but `0` and `false`. Off, each list's names are read by its first search: the
    /// switch back to the plain path (benchmarks/DECISIONS.md).
    public static func preparesAhead(variable value: String?) -> Bool {
        guard let value else { return true }
        return value != "0" && value != "false"
    }

    /// How many parts a big list's names are read and folded in at once, for `value`,
    /// `HEROES_NAMES_PARTS`' value: 2 (a machine has two cores, and browse waits for keys), or
    /// 1 when it is `1`, the switch back to one read and one fold (benchmarks/DECISIONS.md,
    /// "A big list's names read and folded in two parts at once").
    public static func parts(variable value: String?) -> Int { value == "1" ? 1 : 2 }

    private func index(of resource: MarvelResource) async throws(HeroesError) -> NameIndex {
        let task: Task<NameIndex, any Error>
        if let started = indexes[resource] {
            task = started
        } else {
            let (load, parts) = (self.load, self.parts)
            task = Task.detached { NameIndex(try await load(resource), parts: parts) }
            indexes[resource] = task
        }
        do {
            return try await task.value
        } catch {
            // A failed read is tried again by the next search.
            indexes[resource] = nil
            throw HeroesError(error)
        }
    }
}

import FoundationEssentials
public import MarvelWire

extension Catalog {
    /// The id and name of every record of `resource` (a character's `name`, a creator's
    /// `fullName`, the others' `title`), in id order: what a name is looked up in, and what
    /// shell completion offers, without a query through the API. Empty when the database cannot
    /// be read. `parts` above 1 reads a big list in that many parts at once, each on a
    /// connection of its own, for the same names in the same order (code for speed only:
    /// benchmarks/DECISIONS.md, "A big list's names read and folded in two parts at once").
    public func names(of resource: MarvelResource, parts: Int = 1) -> [(id: Int, name: String)] {
        (try? database.names(of: resource, parts: parts)) ?? []
    }

    /// At most `limit` records of `resource` whose names start with `prefix` in any case (as
    /// ``names(of:parts:)`` names them), in the order of their lower-cased names: only those records
    /// are read, through the name's index (stories have none, and are read whole), so shell
    /// completion over 38,197 comics stays quick. Empty when the database cannot be read.
    public func names(of resource: MarvelResource, startingWith prefix: String, limit: Int) -> [(id: Int, name: String)]
    {
        (try? database.names(of: resource, startingWith: prefix, limit: limit)) ?? []
    }

    /// At most `limit` ids of `resource`'s records whose decimal digits start with `digits`, in
    /// the order of their digits as text (what shell completion offers for an id being typed);
    /// no record is read. Empty when `digits` holds anything but ASCII digits, or the database
    /// cannot be read.
    public func ids(of resource: MarvelResource, startingWith digits: String, limit: Int) -> [Int] {
        (try? database.ids(of: resource, startingWith: digits, limit: limit)) ?? []
    }

    /// Every link from a record of `resource` to one of `related` (a character to each comic it
    /// appears in, say), both records in the catalog, ordered by id, then by the related id, read
    /// from the catalog without a query through the API: what `heroes path` walks. Empty when the
    /// database cannot be read.
    public func links(from resource: MarvelResource, to related: MarvelResource) -> [(id: Int, relatedID: Int)] {
        (try? database.links(from: resource, to: related)) ?? []
    }

    /// The 2017 snapshot when it is already written under `dataDirectory`, else `nil`: for
    /// callers that must stay fast (shell completion), which never write its few hundred MB.
    /// The file is mapped (``CatalogReading/mapped``): such a caller runs a query or two and exits.
    public static func existingSnapshot(dataDirectory: String) -> Catalog? {
        guard let path = SnapshotFiles.existing(.embedded, in: dataDirectory),
            let database = try? CatalogDatabase.open(readOnlyAt: path, reading: .mapped)
        else { return nil }
        return try? Catalog(database: database)
    }
}

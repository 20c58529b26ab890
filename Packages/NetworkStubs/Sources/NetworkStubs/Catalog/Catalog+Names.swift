import FoundationEssentials
public import MarvelWire

extension Catalog {
    /// The id and name of every record of `resource` (a character's `name`, a creator's
    /// `fullName`, the others' `title`), in id order: what a name is looked up in, and what
    /// shell completion offers, without a query through the API. Empty when the database cannot
    /// be read.
    public func names(of resource: MarvelResource) -> [(id: Int, name: String)] {
        (try? database.names(of: resource)) ?? []
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

import HeroesCore

/// What a list needs besides its ``ListSpec`` to be browsed (``ListBrowser``): the query of its
/// first page for a search text, the page size, and whether it offers search and opens items.
/// Its columns are the list's own, those with a ``ListColumn/browse`` width.
///
/// ```swift
/// extension ListBrowserSpec where Query == ListRequest, Item == Comic {
///     static func comics(ofSeries id: Int) -> Self {
///         ListBrowserSpec(list: .comics(ofSeries: id), isSearchable: false, opensItems: false) { _, pageSize in
///             .comics(ofSeries: id, perPage: pageSize)
///         }
///     }
/// }
/// ```
public struct ListBrowserSpec<Query: Sendable & Hashable, Item: Sendable & Identifiable>: Sendable
where Item.ID: Sendable {
    /// The list's nouns, title and columns.
    public var list: ListSpec<Item>
    /// Items a page (one load each).
    public var pageSize: Int
    /// Whether `/` searches the list (the query is then given the text typed).
    public var isSearchable: Bool
    /// Whether Enter opens the selected item (``ListBrowser/Effect/open(id:row:)``).
    public var opensItems: Bool
    /// The query of the first page of the items for a search text (`""`: every item), `pageSize` a page.
    public var pageQuery: @Sendable (_ search: String, _ pageSize: Int) -> Query

    /// A browsed list of `list`'s items, loaded by `pageQuery`, `pageSize` a page.
    public init(
        list: ListSpec<Item>, pageSize: Int = 50, isSearchable: Bool = true, opensItems: Bool = true,
        pageQuery: @escaping @Sendable (_ search: String, _ pageSize: Int) -> Query
    ) {
        self.list = list
        self.pageSize = max(1, pageSize)
        self.isSearchable = isSearchable
        self.opensItems = opensItems
        self.pageQuery = pageQuery
    }

    /// The query of the first page for `search` (trimmed already; `""` for every item).
    public func query(for search: String) -> Query {
        pageQuery(search, pageSize)
    }
}

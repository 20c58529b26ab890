public import HeroesCore
import MarvelWire

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
    /// Whether the search finds the text anywhere in a name, best matches first (the title says
    /// `matching`), rather than at the start of a name (`starting with`).
    public var searchesWithin: Bool
    /// Whether Enter opens the selected item (``ListBrowser/Effect/open(id:row:)``).
    public var opensItems: Bool
    /// The keys that switch to another list, for the hints (`1-6`); `nil` on a list that is not
    /// one of `browse`'s lists to switch between.
    public var listKeys: String?
    /// The query of the first page of the items for a search text (`""`: every item), `pageSize` a page.
    public var pageQuery: @Sendable (_ search: String, _ pageSize: Int) -> Query

    /// A browsed list of `list`'s items, loaded by `pageQuery`, `pageSize` a page.
    public init(
        list: ListSpec<Item>, pageSize: Int = 50, isSearchable: Bool = true, searchesWithin: Bool = false,
        opensItems: Bool = true, pageQuery: @escaping @Sendable (_ search: String, _ pageSize: Int) -> Query
    ) {
        self.list = list
        self.pageSize = max(1, pageSize)
        self.isSearchable = isSearchable
        self.searchesWithin = searchesWithin
        self.opensItems = opensItems
        listKeys = nil
        self.pageQuery = pageQuery
    }

    /// The query of the first page for `search` (trimmed already; `""` for every item).
    public func query(for search: String) -> Query {
        pageQuery(search, pageSize)
    }
}

/// How `browse` searches a whole list of one resource (``ListBrowserSpec/whole(_:search:pageSize:)``).
public enum ListSearch: Sendable, Hashable {
    /// By the text anywhere in a name, as people type it, best matches first, from the names of
    /// every record (``BrowseNames``): where they can all be read (the embedded catalog).
    case nameContaining
    /// By the start of a name, the API's own filter (`nameStartsWith`, `titleStartsWith`):
    /// against a server whose whole list is too big to fetch; no search where the resource has
    /// no such filter (stories).
    case nameStartsWith
}

extension ListBrowserSpec where Query == ListSearchQuery, Item: MarvelModel {
    /// The whole list of `Item`'s resource in `browse`, with `list`'s nouns and columns, `pageSize`
    /// a page, searched as `search` says, Enter opening an item when `opensItems`, one of the
    /// lists the keys `1`…`6` switch between (``listKeys``).
    public static func whole(
        _ list: ListSpec<Item>, search: ListSearch, pageSize: Int = 50, opensItems: Bool = true
    ) -> Self {
        let startsWith = Item.resource.nameFilters.startsWith
        var spec = ListBrowserSpec(
            list: list, pageSize: pageSize, isSearchable: search == .nameContaining || startsWith != nil,
            searchesWithin: search == .nameContaining, opensItems: opensItems
        ) { text, pageSize in
            var route = MarvelRoute(Item.resource)
            guard !text.isEmpty else { return ListSearchQuery(request: ListRequest(route, limit: pageSize)) }
            switch search {
            case .nameContaining:
                return ListSearchQuery(request: ListRequest(route, limit: pageSize), nameContaining: text)
            case .nameStartsWith:
                if let startsWith { route.query[startsWith] = .text(text) }
                return ListSearchQuery(request: ListRequest(route, limit: pageSize))
            }
        }
        spec.listKeys = "1-\(MarvelResource.allCases.count)"
        return spec
    }
}

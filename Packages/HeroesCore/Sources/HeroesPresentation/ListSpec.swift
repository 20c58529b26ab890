/// What one list screen says and shows: the whole of a list but its data. The generic renderers
/// draw every list from its spec (``render(_:as:)``, ``output(for:as:errorStyle:notices:now:describe:)``),
/// so a new list is a spec and a navigation case, not a copy of a screen.
///
/// ```swift
/// extension ListSpec where Item == Comic {
///     static func comics(ofSeries id: Int) -> ListSpec<Comic> {
///         ListSpec(
///             singular: "comic", plural: "comics", title: "Comics of series \(id)",
///             cachedName: "series \(id)'s comics", nothingFound: "Series \(id) has no comics.",
///             columns: [.id { $0.id }, .text("TITLE", field: "title", isFlexible: true) { $0.title }],
///             jsonKey: "comics", owner: ("series", id), jsonFieldNames: ["id", "title"],
///             json: { comic, _ in comic.title })
///     }
/// }
/// ```
///
/// Text from the server reaches the terminal only through the generic renderers, which
/// neutralise every cell and field, whatever the spec's projections return.
public struct ListSpec<Item: Sendable>: Sendable {
    /// The noun for one item, for counts: `"hero"`.
    public var singular: String
    /// The noun for several items, for counts and the empty message: `"heroes"`.
    public var plural: String
    /// What the table's header line starts with, `"Comics of hero 1009610"`, before
    /// `"page 1 of 10 · 190 comics"`; `nil` starts it with `"Page 1 of 10"`.
    public var title: String?
    /// What the stale notice says the page is of, `"hero 1009610's comics"` for
    /// `"showing page 2 of hero 1009610's comics as cached …"`; `nil` says `"showing page 2 as cached …"`.
    public var cachedName: String?
    /// The empty message when nothing matched at all (a total of 0): `"No heroes found."`.
    public var nothingFound: String
    /// The command that shows a page, given its number, for the table's next-page hint; `nil`
    /// when no command shows this list (the table then has no hint). ``ListFormat/table(style:width:pageCommand:)``
    /// may replace it with one that keeps the user's flags.
    public var pageCommand: (@Sendable (Int) -> String)?
    /// The columns, in order: the table's, and the fields of a TSV line and a CSV record.
    public var columns: [ListColumn<Item>]
    /// The `--json` key holding the items: `"heroes"`.
    public var jsonKey: String
    /// The key and id of whose list it is, written beside the page's facts in `--json`
    /// (`"hero": 1009610`); `nil` for a list of no one's.
    public var owner: (key: String, id: Int)?
    /// The keys `--json` may keep of each item (`--json id,name`).
    public var jsonFieldNames: [String]
    /// An item's `--json` object, with only the given keys (`nil`: all of them).
    public var json: @Sendable (Item, Set<String>?) -> any Encodable

    /// A spec with the given wording, columns and JSON projection (see the properties).
    public init(
        singular: String, plural: String, title: String? = nil, cachedName: String? = nil, nothingFound: String,
        pageCommand: (@Sendable (Int) -> String)? = nil, columns: [ListColumn<Item>], jsonKey: String,
        owner: (key: String, id: Int)? = nil, jsonFieldNames: [String],
        json: @escaping @Sendable (Item, Set<String>?) -> any Encodable
    ) {
        self.singular = singular
        self.plural = plural
        self.title = title
        self.cachedName = cachedName
        self.nothingFound = nothingFound
        self.pageCommand = pageCommand
        self.columns = columns
        self.jsonKey = jsonKey
        self.owner = owner
        self.jsonFieldNames = jsonFieldNames
        self.json = json
    }
}

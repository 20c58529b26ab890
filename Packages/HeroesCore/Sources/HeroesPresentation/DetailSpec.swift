/// What one detail screen says and shows: the whole of a record's screen but its data. The
/// generic renderers draw every detail screen from its spec (``render(_:as:)``,
/// ``output(for:as:errorStyle:notices:now:describe:)``), so a new detail screen is a spec, not a
/// copy of a screen.
///
/// ```swift
/// extension DetailSpec where Item == Comic {
///     static var comic: DetailSpec<Comic> {
///         DetailSpec(
///             resource: "comic", id: { $0.id }, title: { $0.title }, untitled: "(no title)",
///             facts: { [DetailFact("ID", $0.id, as: .identifier), DetailFact("On sale", $0.onSaleDay)] },
///             sections: { [.prose($0.description)] },
///             fields: { [("id", String($0.id)), ("title", $0.title)] },
///             fallbackAttribution: Page<Comic>.defaultAttribution, jsonFieldNames: ["id", "title", "attribution"],
///             json: { comic, attribution, fields in ComicDetailsJSON(comic, attribution: attribution, fields: fields) })
///     }
/// }
/// ```
///
/// Text from the server reaches the terminal only through the generic renderers, which
/// neutralise every line, label and field, whatever the spec's projections return.
public struct DetailSpec<Item: Sendable>: Sendable {
    /// The noun for the record, for the stale notice: `"hero"` in
    /// `"showing hero 1009610 as cached 2 days ago"`.
    public var resource: String
    /// The record's id, for the stale notice.
    public var id: @Sendable (Item) -> Int
    /// The title line: a hero's name, a comic's title.
    public var title: @Sendable (Item) -> String
    /// What the title line shows when the title is empty: `"(no name)"`.
    public var untitled: String
    /// The label → value rows under the title (``DetailFact``).
    public var facts: @Sendable (Item) -> [DetailFact]
    /// The sections under the facts, in order: prose, labelled links, item lists, dated rows.
    public var sections: @Sendable (Item) -> [DetailSection]
    /// The `(key, value)` pairs of a TSV line and a CSV record, in order, before the
    /// `attribution` pair the renderers add.
    public var fields: @Sendable (Item) -> [(String, String)]
    /// The record's own attribution (the data source's), when it carries one.
    public var attribution: @Sendable (Item) -> String?
    /// The attribution written when the record carries none.
    public var fallbackAttribution: String
    /// The keys `--json` may keep (`--json id,name`).
    public var jsonFieldNames: [String]
    /// The record's `--json` object, given the attribution to write, with only the given keys
    /// (`nil`: all of them).
    public var json: @Sendable (Item, String, Set<String>?) -> any Encodable

    /// A spec with the given wording, sections and projections (see the properties).
    public init(
        resource: String, id: @escaping @Sendable (Item) -> Int, title: @escaping @Sendable (Item) -> String,
        untitled: String, facts: @escaping @Sendable (Item) -> [DetailFact],
        sections: @escaping @Sendable (Item) -> [DetailSection],
        fields: @escaping @Sendable (Item) -> [(String, String)],
        attribution: @escaping @Sendable (Item) -> String? = { _ in nil }, fallbackAttribution: String,
        jsonFieldNames: [String], json: @escaping @Sendable (Item, String, Set<String>?) -> any Encodable
    ) {
        self.resource = resource
        self.id = id
        self.title = title
        self.untitled = untitled
        self.facts = facts
        self.sections = sections
        self.fields = fields
        self.attribution = attribution
        self.fallbackAttribution = fallbackAttribution
        self.jsonFieldNames = jsonFieldNames
        self.json = json
    }

    /// The attribution to write for `item`: its own, else ``fallbackAttribution``.
    public func attributionText(_ item: Item) -> String {
        guard let text = attribution(item), !text.isEmpty else { return fallbackAttribution }
        return text
    }
}

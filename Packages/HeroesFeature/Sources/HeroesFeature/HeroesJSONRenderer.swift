public import DesignTokens
public import HeroesCore

/// The list for `--json`: one object, keys sorted, in a `JSONLayout` (DesignTokens; indented on a
/// terminal, compact in a pipe), stable (the snapshot `json.1.txt` shows it whole).
///
/// Keys: `page`, `perPage`, `total`, `totalPages`, `attribution` and `heroes`, each hero in the
/// one shape of `HeroJSON` (`id`, `name`, `description`, `modified`, `thumbnail`, `portrait`,
/// `links`, and `comics`, `series`, `stories`, `events` as `{"available": …, "items": […]}`),
/// the same as `heroes show --json`. `--json id,name` keeps only those keys of each hero.
/// `loaded`, `stale` and `empty` write the object (an empty page has `"heroes": []`); `idle`,
/// `loading` and `failed` write nothing.
public struct HeroesJSONRenderer: HeroesListRenderer {
    /// The hero keys to write; `nil` for all of them.
    public var fields: Set<String>?
    /// How the text is laid out.
    public var layout: JSONLayout

    /// The keys `fields` may name: a hero's (`HeroJSON.fieldNames`).
    public static let fieldNames = HeroJSON.fieldNames

    /// Creates a JSON renderer writing `fields` of each hero, or all of them, in `layout`.
    public init(fields: Set<String>? = nil, layout: JSONLayout = .indented) {
        self.fields = fields
        self.layout = layout
    }

    /// The JSON for `state`, with a final newline.
    public func render(_ state: LoadState<HeroPage>) -> String {
        guard let page = state.value else { return "" }
        return JSONText.render(HeroesListJSON(page, fields: fields), layout: layout)
    }
}

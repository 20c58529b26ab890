public import HeroesCore
public import MarvelWire

/// The details for `--json`: one object, keys sorted, in a `JSONLayout` (MarvelWire) (indented on a
/// terminal, compact in a pipe), stable.
///
/// Keys: the hero's, in the one shape of `HeroJSON` that each hero of `heroes list --json`
/// has too (`id`, `name`, `description`, `modified` (ISO 8601 in UTC, or `null`), `thumbnail`,
/// `portrait`, `links` (`[{"type": "detail", "url": "…"}]`), `comics`, `series`, `stories`,
/// `events` (each `{"available": 4043, "items": ["Amazing Spider-Man (1963) #1", …]}`)); then
/// `latestComics` (`{"total": 3995, "items": [...]}`, each comic as `heroes show --comics
/// --json` writes it, from the full list, newest first; `null` when it could not be loaded),
/// and `attribution`. `--json id,name,latestComics` keeps only those keys.
public struct HeroDetailsJSONRenderer: HeroDetailsRenderer {
    /// The attribution text to include.
    /// Used when the details carry none (see ``HeroDetails/attribution(or:)``).
    public var attribution: String
    /// The keys to write; `nil` for all of them.
    public var fields: Set<String>?
    /// How the text is laid out.
    public var layout: JSONLayout

    /// The keys `fields` may name: a hero's, then `latestComics` and `attribution`.
    public static let fieldNames = HeroJSON.fieldNames + HeroDetailsJSON.CodingKeys.allCases.map(\.rawValue)

    /// Creates a JSON renderer.
    public init(
        attribution: String = HeroPage.defaultAttribution, fields: Set<String>? = nil, layout: JSONLayout = .indented
    ) {
        self.attribution = attribution
        self.fields = fields
        self.layout = layout
    }

    /// The JSON for `state`, with a final newline.
    public func render(_ state: LoadState<HeroDetails>) -> String {
        guard let details = state.value else { return "" }
        return JSONText.render(
            HeroDetailsJSON(details, attribution: details.attribution(or: attribution), fields: fields),
            layout: layout)
    }
}

import DesignTokens
public import HeroesCore

/// The list for `--json`: one object, keys sorted, pretty-printed, stable (the snapshot
/// `json.1.txt` shows it whole).
///
/// Keys: `page`, `perPage`, `total`, `totalPages`, `attribution` and `heroes`, each hero with
/// `id`, `name`, `description`, `modified` (ISO 8601 in UTC), `thumbnail` (the full-size image
/// URL) and the `comics`, `series`, `stories` and `events` counts; `modified` and `thumbnail`
/// are `null` when unknown. `loaded`, `stale` and `empty` write the object (an empty page has
/// `"heroes" : []`); `idle`, `loading` and `failed` write nothing.
public struct HeroesJSONRenderer: HeroesListRenderer {
    /// Creates a JSON renderer.
    public init() {}

    /// The JSON for `state`, with a final newline.
    public func render(_ state: LoadState<HeroPage>) -> String {
        guard let page = state.value else { return "" }
        return JSONText.render(HeroesListJSON(page))
    }
}

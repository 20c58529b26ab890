import DesignTokens
public import HeroesCore

/// The details for `--json`: one object, keys sorted, pretty-printed, stable.
///
/// Keys: `id`, `name`, `description`, `modified` (ISO 8601 in UTC, or `null`), `thumbnail`
/// (full-size image URL, or `null`), `portrait` (`portrait_uncanny` URL, or `null`), `links`
/// (`[{"type": "detail", "url": "…"}]`), `comics`, `series`, `stories`, `events` (each
/// `{"available": 4043, "items": ["Amazing Spider-Man (1963) #1", …]}`), `latestComics`
/// (`{"total": 3995, "items": [{"id": …, "title": …, "onsaleDate": "2017-05-03" or null,
/// "creators": [{"name": …, "role": … or null}]}]}` from the full list, newest first; `null`
/// when it could not be loaded), and `attribution`.
public struct HeroDetailsJSONRenderer: HeroDetailsRenderer {
    /// The attribution text to include.
    /// Used when the details carry none (see ``HeroDetails/attribution(or:)``).
    public var attribution: String

    /// Creates a JSON renderer.
    public init(attribution: String = HeroPage.defaultAttribution) {
        self.attribution = attribution
    }

    /// The JSON for `state`, with a final newline.
    public func render(_ state: LoadState<HeroDetails>) -> String {
        guard let details = state.value else { return "" }
        return JSONText.render(HeroDetailsJSON(details, attribution: details.attribution(or: attribution)))
    }
}

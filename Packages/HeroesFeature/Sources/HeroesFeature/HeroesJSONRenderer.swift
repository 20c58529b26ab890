import Foundation
import HeroesCore

/// The list for `--json`: one object, keys sorted, pretty-printed, stable.
///
/// ```json
/// {
///   "attribution" : "Data provided by Marvel. © 2025 MARVEL",
///   "heroes" : [
///     {
///       "comics" : 4043,
///       "description" : "Bitten by a radioactive spider…",
///       "events" : 43,
///       "id" : 1009610,
///       "modified" : "2020-07-21T14:30:56Z",
///       "name" : "Spider-Man (Peter Parker)",
///       "series" : 1018,
///       "stories" : 5939,
///       "thumbnail" : "https://i.annihil.us/u/prod/marvel/i/mg/3/50/526548a343e4b.jpg"
///     }
///   ],
///   "page" : 2,
///   "perPage" : 20,
///   "total" : 203,
///   "totalPages" : 11
/// }
/// ```
///
/// `modified` is ISO 8601 in UTC and `thumbnail` the full-size image URL; both are `null` when
/// unknown. `loaded`, `stale` and `empty` write the object (an empty page has `"heroes" : []`);
/// `idle`, `loading` and `failed` write nothing.
public struct HeroesJSONRenderer: HeroesListRenderer {
    /// Creates a JSON renderer.
    public init() {}

    /// The JSON for `state`, with a final newline.
    public func render(_ state: HeroesListState) -> String {
        guard let page = state.page else { return "" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(HeroesListJSON(page)), let text = String(data: data, encoding: .utf8) else {
            return ""
        }
        return text + "\n"
    }
}

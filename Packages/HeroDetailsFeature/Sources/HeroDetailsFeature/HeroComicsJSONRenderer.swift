public import DesignTokens
public import HeroesCore

/// A hero's comics for `--json`: one object, keys sorted, in a `JSONLayout` (DesignTokens) (indented on a
/// terminal, compact in a pipe), stable.
///
/// Keys: `hero` (its id), `page`, `perPage`, `total`, `totalPages`, `attribution` and `comics`,
/// each comic with `id`, `title`, `issueNumber`, `format`, `onSaleDate` (`YYYY-MM-DD`),
/// `series` and `creators` (`[{"name": …, "role": …}]`); unknown values are `null`; `--json
/// id,title` keeps only those keys of each comic (the same comic shape as the details'
/// `latestComics`). `loaded`,
/// `stale` and `empty` write the object (an empty page has `"comics": []`).
public struct HeroComicsJSONRenderer: HeroComicsRenderer {
    /// Whose comics they are.
    public var heroID: Int
    /// The comic keys to write; `nil` for all of them.
    public var fields: Set<String>?
    /// How the text is laid out.
    public var layout: JSONLayout

    /// The keys `fields` may name: a comic's.
    public static let fieldNames = ComicJSON.CodingKeys.allCases.map(\.rawValue)

    public init(heroID: Int, fields: Set<String>? = nil, layout: JSONLayout = .indented) {
        self.heroID = heroID
        self.fields = fields
        self.layout = layout
    }

    public func render(_ state: LoadState<Page<Comic>>) -> String {
        guard let page = state.value else { return "" }
        return JSONText.render(HeroComicsJSON(page, heroID: heroID, fields: fields), layout: layout)
    }
}

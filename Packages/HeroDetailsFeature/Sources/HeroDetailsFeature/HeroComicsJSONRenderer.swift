import DesignTokens
public import HeroesCore

/// A hero's comics for `--json`: one object, keys sorted, pretty-printed, stable.
///
/// Keys: `hero` (its id), `page`, `perPage`, `total`, `totalPages`, `attribution` and `comics`,
/// each comic with `id`, `title`, `issueNumber`, `format`, `onSaleDate` (`YYYY-MM-DD`),
/// `series` and `creators` (`[{"name": …, "role": …}]`); unknown values are `null`. `loaded`,
/// `stale` and `empty` write the object (an empty page has `"comics" : []`).
public struct HeroComicsJSONRenderer: HeroComicsRenderer {
    /// Whose comics they are.
    public var heroID: Int

    public init(heroID: Int) {
        self.heroID = heroID
    }

    public func render(_ state: LoadState<Page<Comic>>) -> String {
        guard let page = state.value else { return "" }
        return JSONText.render(HeroComicsJSON(page, heroID: heroID))
    }
}

import DesignTokens
public import HeroesCore

/// A hero's comics for pipes: one line per comic, tab-separated, no header, no colour.
///
/// Fields: `id`, `title`, `onSaleDate` (`YYYY-MM-DD`, or empty when unknown), `format` (or empty),
/// named as in the JSON.
/// Control characters in the text become spaces, so every comic is exactly one line of four
/// fields. Only `loaded` and `stale` write lines.
public struct HeroComicsTSVRenderer: HeroComicsRenderer {
    public init() {}

    public func render(_ state: LoadState<Page<Comic>>) -> String {
        guard let page = state.value, !page.items.isEmpty else { return "" }
        return page.items.map(line).joined(separator: "\n") + "\n"
    }

    /// One comic's line, without the newline.
    public func line(_ comic: Comic) -> String {
        Self.fields(comic).map(TextLayout.singleLine).joined(separator: "\t")
    }

    /// The names of a line's fields, in order: the CSV's header.
    static let fieldNames = ["id", "title", "onSaleDate", "format"]

    /// A comic's fields as they are, before a format neutralises them (TSV and CSV share them).
    static func fields(_ comic: Comic) -> [String] {
        [String(comic.id), comic.title, comic.onSaleDay ?? "", comic.format]
    }
}

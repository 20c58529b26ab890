import DesignTokens
public import HeroesCore

/// A hero's comics for `--format csv`: the header `id,title,onSaleDate,format`, then one record per
/// comic with the TSV's fields, as RFC 4180 writes them, text neutralised and guarded against
/// spreadsheet formulas (`CSVText`). `loaded`, `stale` and `empty` write the header.
public struct HeroComicsCSVRenderer: HeroComicsRenderer {
    public init() {}

    public func render(_ state: LoadState<Page<Comic>>) -> String {
        guard let page = state.value else { return "" }
        return CSVText.record(HeroComicsTSVRenderer.fieldNames)
            + page.items.map { CSVText.record(HeroComicsTSVRenderer.fields($0)) }.joined()
    }
}

import DesignTokens
public import HeroesCore

/// The list for `--format csv`: a header line, then one record per hero, as RFC 4180 writes
/// them (CR LF line ends, quotes where needed), with the TSV's fields and their names as the
/// header: `id,name,comics,series,stories,events,modified`. Text is neutralised and guarded
/// against spreadsheet formulas (`CSVText`).
///
/// ```text
/// id,name,comics,series,stories,events,modified
/// 1009610,Spider-Man (Peter Parker),4043,1018,5939,43,2020-07-21
/// ```
///
/// `loaded`, `stale` and `empty` write the header (and a record per hero); other states write
/// nothing.
public struct HeroesCSVRenderer: HeroesListRenderer {
    /// Creates a CSV renderer.
    public init() {}

    /// The records for `state`.
    public func render(_ state: LoadState<HeroPage>) -> String {
        guard let page = state.value else { return "" }
        return CSVText.record(HeroesTSVRenderer.fieldNames)
            + page.heroes.map { CSVText.record(HeroesTSVRenderer.fields($0)) }.joined()
    }
}

import DesignTokens
public import HeroesCore

/// The details for `--format csv`: the header `key,value`, then one record per pair of the
/// plain format (``HeroDetailsPlainRenderer``: the same keys, in the same order, repeated keys
/// included), as RFC 4180 writes them, text neutralised and guarded against spreadsheet
/// formulas (`CSVText`).
public struct HeroDetailsCSVRenderer: HeroDetailsRenderer {
    /// The attribution text for the last record, when the details carry none.
    public var attribution: String

    /// Creates a CSV renderer.
    public init(attribution: String = HeroPage.defaultAttribution) {
        self.attribution = attribution
    }

    /// The records for `state`.
    public func render(_ state: LoadState<HeroDetails>) -> String {
        guard let details = state.value else { return "" }
        let pairs = HeroDetailsPlainRenderer(attribution: attribution).pairs(details)
        return CSVText.record(["key", "value"]) + pairs.map { CSVText.record([$0.0, $0.1]) }.joined()
    }
}

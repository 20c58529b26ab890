public import FoundationEssentials

extension LoadState {
    /// The lines a screen writes to stderr beside its data, in the order a reader needs them:
    /// how old a cached value is, that the value has nothing to show (for screens that say so on
    /// stderr rather than in their data: return `nil` when it has something), and what failed.
    /// Each closure words and paints its own line; every screen composes its messages here.
    public func messages(
        stale: (Value, _ since: Date, _ cause: HeroesError?) -> String,
        empty: ((Value) -> String?)? = nil,
        failure: (HeroesError) -> String
    ) -> [String] {
        var lines: [String] = []
        if case .stale(let value, let since, let cause) = self { lines.append(stale(value, since, cause)) }
        if let empty, let value, let line = empty(value) { lines.append(line) }
        if let error { lines.append(failure(error)) }
        return lines
    }
}

public import DesignTokens
public import FoundationEssentials
public import HeroesCore

/// How the list is written: the renderer for stdout, which also decides where the empty
/// message goes.
public enum HeroesListFormat: Sendable {
    /// A terminal: the table; the empty message is part of it.
    case table(HeroesTableRenderer)
    /// A pipe: tab-separated lines; the empty message goes to stderr.
    case tsv(HeroesTSVRenderer = HeroesTSVRenderer())
    /// `--format csv`: a header and a record a hero; the empty message goes to stderr.
    case csv(HeroesCSVRenderer = HeroesCSVRenderer())
    /// `--json`: one object; the empty message goes to stderr.
    case json(HeroesJSONRenderer = HeroesJSONRenderer())

    /// Everything the list writes for `state`: the data for stdout; the stale notice, the empty
    /// message (TSV and JSON) or the error line for stderr.
    ///
    /// - Parameters:
    ///   - state: Where loading the list stands (idle, loading, loaded, empty, stale or failed).
    ///   - errorStyle: The style of stderr, whose colour is decided apart from stdout's.
    ///   - notices: Whether the stale notice is written (not with `--quiet`); errors always are.
    ///   - now: The time the stale notice's age is counted to.
    ///   - describe: The sentence for a failure; the app adds its advice to the error's description.
    public func output(
        for state: LoadState<HeroPage>, errorStyle: TerminalStyle = .plain, notices: Bool = true, now: Date = Date(),
        describe: (HeroesError) -> String = \.description
    ) -> ScreenOutput {
        let renderer: any HeroesListRenderer
        let emptyMessageOnStderr: Bool
        switch self {
        case .table(let table): (renderer, emptyMessageOnStderr) = (table, false)
        case .tsv(let tsv): (renderer, emptyMessageOnStderr) = (tsv, true)
        case .csv(let csv): (renderer, emptyMessageOnStderr) = (csv, true)
        case .json(let json): (renderer, emptyMessageOnStderr) = (json, true)
        }
        var messages = state.messages(
            stale: { HeroesListMessages.staleNotice($0, since: $1, cause: $2, now: now, style: errorStyle) },
            empty: { page in
                guard emptyMessageOnStderr, page.heroes.isEmpty else { return nil }
                return errorStyle.paint(HeroesListMessages.empty(page), .warning)
            },
            failure: { ScreenOutput.failureLine(describe($0), style: errorStyle) }
        )
        if !notices, case .stale = state { messages.removeFirst() }
        return ScreenOutput(standardOutput: renderer.render(state), errorLines: messages, succeeded: state.hasSucceeded)
    }
}

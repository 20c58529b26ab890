public import DesignTokens
public import FoundationEssentials
public import HeroesCore

/// How a hero's comics are written: the renderer for stdout, which also decides where the
/// empty message goes (as the hero list does).
public enum HeroComicsFormat: Sendable {
    /// A terminal: the table; the empty message is part of it.
    case table(HeroComicsTableRenderer)
    /// A pipe: tab-separated lines; the empty message goes to stderr.
    case tsv(HeroComicsTSVRenderer = HeroComicsTSVRenderer())
    /// `--format csv`: a header and a record a comic; the empty message goes to stderr.
    case csv(HeroComicsCSVRenderer = HeroComicsCSVRenderer())
    /// `--json`: one object; the empty message goes to stderr.
    case json(HeroComicsJSONRenderer)

    /// Everything the comics screen writes for `state`: the data for stdout; the stale notice,
    /// the empty message (TSV and JSON) or the error line for stderr.
    ///
    /// - Parameters:
    ///   - state: Where loading the comics page stands (idle, loading, loaded, empty, stale or failed).
    ///   - heroID: Whose comics they are, for the messages.
    ///   - errorStyle: The style of stderr, whose colour is decided apart from stdout's.
    ///   - notices: Whether the stale notice is written (not with `--quiet`); errors always are.
    ///   - now: The time the stale notice's age is counted to.
    ///   - describe: The sentence for a failure; the app adds its advice to the error's description.
    public func output(
        for state: LoadState<Page<Comic>>, heroID: Int, errorStyle: TerminalStyle = .plain, notices: Bool = true,
        now: Date = Date(),
        describe: (HeroesError) -> String = \.description
    ) -> ScreenOutput {
        let renderer: any HeroComicsRenderer
        let emptyMessageOnStderr: Bool
        switch self {
        case .table(let table): (renderer, emptyMessageOnStderr) = (table, false)
        case .tsv(let tsv): (renderer, emptyMessageOnStderr) = (tsv, true)
        case .csv(let csv): (renderer, emptyMessageOnStderr) = (csv, true)
        case .json(let json): (renderer, emptyMessageOnStderr) = (json, true)
        }
        var messages = state.messages(
            stale: {
                HeroComicsMessages.staleNotice($0, heroID: heroID, since: $1, cause: $2, now: now, style: errorStyle)
            },
            empty: { page in
                guard emptyMessageOnStderr, page.items.isEmpty else { return nil }
                return errorStyle.paint(HeroComicsMessages.empty(page, heroID: heroID), .warning)
            },
            failure: { ScreenOutput.failureLine(describe($0), style: errorStyle) }
        )
        if !notices, case .stale = state { messages.removeFirst() }
        return ScreenOutput(standardOutput: renderer.render(state), errorLines: messages, succeeded: state.hasSucceeded)
    }
}

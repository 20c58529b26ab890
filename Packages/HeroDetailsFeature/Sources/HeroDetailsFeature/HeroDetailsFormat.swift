public import DesignTokens
public import FoundationEssentials
public import HeroesCore

/// How the details are written.
public enum HeroDetailsFormat: Sendable {
    /// A terminal: headings, wrapped text, colour when its style has it.
    case terminal(HeroDetailsTerminalRenderer)
    /// A pipe: `key<TAB>value` lines.
    case plain(HeroDetailsPlainRenderer = HeroDetailsPlainRenderer())
    /// `--format csv`: the plain format's pairs as `key,value` records under a header.
    case csv(HeroDetailsCSVRenderer = HeroDetailsCSVRenderer())
    /// `--json`: one object.
    case json(HeroDetailsJSONRenderer = HeroDetailsJSONRenderer())

    /// Everything the details write for `state`: the hero for stdout; the stale notice or the
    /// error line for stderr.
    ///
    /// - Parameters:
    ///   - state: Where loading the hero stands (idle, loading, loaded, empty, stale or failed).
    ///   - errorStyle: The style of stderr, whose colour is decided apart from stdout's.
    ///   - notices: Whether the stale notice is written (not with `--quiet`); errors always are.
    ///   - now: The time the stale notice's age is counted to.
    ///   - describe: The sentence for a failure; the app adds its advice to the error's description.
    public func output(
        for state: LoadState<HeroDetails>, errorStyle: TerminalStyle = .plain, notices: Bool = true, now: Date = Date(),
        describe: (HeroesError) -> String = \.description
    ) -> ScreenOutput {
        let renderer: any HeroDetailsRenderer
        switch self {
        case .terminal(let terminal): renderer = terminal
        case .plain(let plain): renderer = plain
        case .csv(let csv): renderer = csv
        case .json(let json): renderer = json
        }
        var messages = state.messages(
            stale: { HeroDetailsMessages.staleNotice($0.hero, since: $1, cause: $2, now: now, style: errorStyle) },
            failure: { ScreenOutput.failureLine(describe($0), style: errorStyle) }
        )
        if !notices, case .stale = state { messages.removeFirst() }
        return ScreenOutput(standardOutput: renderer.render(state), errorLines: messages, succeeded: state.hasSucceeded)
    }
}

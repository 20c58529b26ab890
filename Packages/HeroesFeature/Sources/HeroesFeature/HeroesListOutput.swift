import DesignTokens
import Foundation
import HeroesCore

/// How the list is written: the renderer for stdout decides where messages go.
public enum HeroesListFormat: Sendable {
    /// A terminal: the table; the empty message is part of it.
    case table(HeroesTableRenderer)
    /// A pipe: tab-separated lines; the empty message goes to stderr.
    case tsv(HeroesTSVRenderer = HeroesTSVRenderer())
    /// `--json`: one object; the empty message goes to stderr.
    case json(HeroesJSONRenderer = HeroesJSONRenderer())
}

/// Everything the list command writes, split by stream: data to stdout, notices and errors to
/// stderr. Each non-empty text ends in a newline; write it as it is.
///
/// ```swift
/// let output = HeroesListOutput(state: viewModel.state, format: .tsv(), errorStyle: errStyle)
/// FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
/// FileHandle.standardError.write(Data(output.standardError.utf8))
/// if !output.succeeded { throw ExitCode.failure }
/// ```
public struct HeroesListOutput: Sendable, Hashable {
    /// The data for stdout.
    public var standardOutput: String
    /// Notices and errors for stderr: the stale notice, the empty message (TSV and JSON), the
    /// error line.
    public var standardError: String
    /// Whether the command got something to show (`loaded`, `empty` or `stale`); `false` for
    /// `failed` (and for `idle`/`loading`, which a finished command never has).
    public var succeeded: Bool

    /// Splits the output for `state` in `format`. `errorStyle` is the style of stderr (its
    /// colour is decided apart from stdout's); `now` dates the stale notice.
    public init(state: HeroesListState, format: HeroesListFormat, errorStyle: TerminalStyle = .plain, now: Date = Date()) {
        let renderer: any HeroesListRenderer
        let emptyMessageOnStderr: Bool
        switch format {
        case .table(let table): (renderer, emptyMessageOnStderr) = (table, false)
        case .tsv(let tsv): (renderer, emptyMessageOnStderr) = (tsv, true)
        case .json(let json): (renderer, emptyMessageOnStderr) = (json, true)
        }
        var errors: [String] = []
        if case .stale(let page, let since) = state {
            errors.append(HeroesListMessages.staleNotice(page, since: since, now: now, style: errorStyle))
        }
        if emptyMessageOnStderr, let page = state.page, page.heroes.isEmpty {
            errors.append(errorStyle.paint(HeroesListMessages.empty(page), .warning))
        }
        if let error = state.error {
            errors.append(HeroesListMessages.failure(error, style: errorStyle))
        }
        self.standardOutput = renderer.render(state)
        self.standardError = errors.map { $0 + "\n" }.joined()
        self.succeeded = state.hasSucceeded
    }
}

import DesignTokens
import Foundation
import HeroesCore

/// How the details are written.
public enum HeroDetailsFormat: Sendable {
    /// A terminal: headings, wrapped text, colour when its style has it.
    case terminal(HeroDetailsTerminalRenderer)
    /// A pipe: `key<TAB>value` lines.
    case plain(HeroDetailsPlainRenderer = HeroDetailsPlainRenderer())
    /// `--json`: one object.
    case json(HeroDetailsJSONRenderer = HeroDetailsJSONRenderer())
}

/// Everything the show command writes, split by stream: data to stdout, notices and errors to
/// stderr. Each non-empty text ends in a newline; write it as it is.
///
/// ```swift
/// let output = HeroDetailsOutput(state: viewModel.state, format: .json(), errorStyle: errStyle)
/// FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
/// FileHandle.standardError.write(Data(output.standardError.utf8))
/// if !output.succeeded { throw ExitCode.failure }
/// ```
public struct HeroDetailsOutput: Sendable, Hashable {
    /// The data for stdout.
    public var standardOutput: String
    /// Notices and errors for stderr: the stale notice or the error line.
    public var standardError: String
    /// Whether there was a hero to show (`loaded` or `stale`).
    public var succeeded: Bool

    /// Splits the output for `state` in `format`. `errorStyle` is the style of stderr (its
    /// colour is decided apart from stdout's); `now` dates the stale notice.
    public init(state: HeroDetailsState, format: HeroDetailsFormat, errorStyle: TerminalStyle = .plain, now: Date = Date()) {
        let renderer: any HeroDetailsRenderer
        switch format {
        case .terminal(let terminal): renderer = terminal
        case .plain(let plain): renderer = plain
        case .json(let json): renderer = json
        }
        var errors: [String] = []
        if case .stale(let hero, let since) = state {
            errors.append(HeroDetailsMessages.staleNotice(hero, since: since, now: now, style: errorStyle))
        }
        if let error = state.error {
            errors.append(HeroDetailsMessages.failure(error, style: errorStyle))
        }
        self.standardOutput = renderer.render(state)
        self.standardError = errors.map { $0 + "\n" }.joined()
        self.succeeded = state.hasSucceeded
    }
}

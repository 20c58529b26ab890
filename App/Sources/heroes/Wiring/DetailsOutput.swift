import ArgumentParser
import DesignTokens
import HeroDetailsFeature
import HeroesCore

extension AppEnvironment {
    /// Writes the details screen for `state` (terminal, piped or JSON) and throws the exit code
    /// of a failure. Shared by `show` and `random`.
    func present(_ state: LoadState<Hero>, json: Bool) throws {
        let format: HeroDetailsFormat = json ? .json()
            : Console.stdoutIsTerminal
            ? .terminal(HeroDetailsTerminalRenderer(style: outputStyle, width: TerminalWidth.detect(for: .output)))
            : .plain()
        try Console.write(format.output(for: state, errorStyle: errorStyle, describe: Advice.message(for:)), failure: state.error)
    }
}

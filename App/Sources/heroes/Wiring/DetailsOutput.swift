import ArgumentParser
import DesignTokens
import Foundation
import HeroDetailsFeature

extension AppEnvironment {
    /// Writes the details screen for `state` (terminal, piped or JSON) and throws the exit code
    /// of a failure. Shared by `show` and `random`.
    func present(_ state: HeroDetailsState, json: Bool) throws {
        let format: HeroDetailsFormat = json ? .json()
            : Console.stdoutIsTerminal
            ? .terminal(HeroDetailsTerminalRenderer(style: outputStyle, width: TerminalWidth.detect(for: .output)))
            : .plain()
        let output = HeroDetailsOutput(state: state, format: format, errorStyle: errorStyle)
        Console.errComposed(output.standardError)
        try Console.out(output.standardOutput)
        if let error = state.error { throw ExitStatus(error).exitCode }
    }
}

import ArgumentParser
import DesignTokens
import HeroDetailsFeature
import HeroesCore

/// One hero in full, written: through the details' view model, drawn for a terminal, as
/// `key<TAB>value` lines in a pipe, or as JSON.
struct HeroDetailsScreen {
    let environment: AppEnvironment
    /// `--json`.
    var json = false
    /// How the cache is used (`--offline`, `--refresh`).
    var policy = CachePolicy.normal

    /// Loads the hero with `id` and writes it; a failure ends the command with its exit status.
    func show(id: Int) async throws(ExitCode) {
        let repository = environment.repository
        let viewModel = HeroDetailsViewModel { id, policy async throws(HeroesError) -> Fetched<HeroDetails> in
            try await HeroDetails.load(id: id, from: repository, policy: policy)
        }
        await viewModel.load(id, policy: policy)
        try write(viewModel.state)
    }

    /// Writes a state that was reached some other way (`heroes random` picks its hero itself).
    func write(_ state: LoadState<HeroDetails>) throws(ExitCode) {
        try Console.write(
            format.output(for: state, errorStyle: environment.errorStyle, describe: Advice.message(for:)),
            failure: state.error)
    }

    /// JSON when asked for, else headings on a terminal and `key<TAB>value` lines in a pipe.
    private var format: HeroDetailsFormat {
        if json { return .json() }
        guard StandardStream.output.isTerminal else { return .plain() }
        return .terminal(
            HeroDetailsTerminalRenderer(style: environment.outputStyle, width: TerminalWidth.detect(for: .output)))
    }
}

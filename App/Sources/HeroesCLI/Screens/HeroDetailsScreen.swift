import ArgumentParser
import DesignTokens
import HeroDetailsFeature
import HeroesCore

/// One hero in full, written: through the details' view model, drawn for a terminal, as
/// `key<TAB>value` lines in a pipe, as CSV or as JSON (`--format`, `--json`).
struct HeroDetailsScreen {
    let environment: AppEnvironment
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
            format.output(
                for: state, errorStyle: environment.errorStyle, notices: environment.showsNotices,
                describe: environment.message(for:)),
            failure: state.error, pager: environment.pager)
    }

    /// The renderer of the environment's format.
    private var format: HeroDetailsFormat {
        switch environment.format {
        case .json:
            .json(HeroDetailsJSONRenderer(fields: environment.jsonFields, layout: environment.output.jsonLayout))
        case .tsv: .plain()
        case .csv: .csv()
        case .table:
            .terminal(HeroDetailsTerminalRenderer(style: environment.outputStyle, width: environment.output.width))
        }
    }
}

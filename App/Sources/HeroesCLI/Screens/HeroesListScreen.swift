import ArgumentParser
import DesignTokens
import HeroesCore
import HeroesFeature

/// The hero list, written: a page (or every page) through the list's view model, drawn as a
/// table on a terminal, tab-separated lines in a pipe, or JSON.
struct HeroesListScreen {
    let environment: AppEnvironment
    /// `--json`.
    var json = false
    /// How the cache is used (`--offline`, `--refresh`).
    var policy = CachePolicy.normal
    /// For `--all`, the most calls it may make; `nil` for one page.
    var everyHeroWithin: Int?
    /// The command that shows a given page, for the table's footer.
    var pageCommand: @Sendable (Int) -> String = { "heroes list --page \($0)" }

    /// Loads the heroes `query` asks for and writes them; a failure ends the command with its
    /// exit status.
    func show(_ query: HeroesQuery) async throws(ExitCode) {
        let (repository, maximumCalls) = (environment.repository, everyHeroWithin)
        let progress = ProgressLine()
        if environment.hasCache, maximumCalls != nil || query.limit > HeroesQuery.maximumLimit {
            // Several calls, each cached as it arrives: Ctrl-C keeps what came.
            Interruption.install(clearLine: StandardStream.error.isTerminal)
        }
        let viewModel = HeroesListViewModel { query, policy async throws(HeroesError) -> Fetched<HeroPage> in
            defer { progress.finish() }
            if let maximumCalls {
                return try await repository.allHeroes(
                    matching: query, policy: policy, maximumCalls: maximumCalls, progress: progress.update)
            }
            return try await repository.page(query, policy: policy, progress: progress.update)
        }
        await viewModel.load(query, policy: policy)
        let output = format.output(
            for: viewModel.state, errorStyle: environment.errorStyle, describe: Advice.message(for:))
        try Console.write(output, failure: viewModel.state.error)
    }

    /// JSON when asked for, else a table on a terminal and tab-separated lines in a pipe.
    private var format: HeroesListFormat {
        if json { return .json() }
        guard StandardStream.output.isTerminal else { return .tsv() }
        return .table(
            HeroesTableRenderer(
                style: environment.outputStyle, width: TerminalWidth.detect(for: .output), pageCommand: pageCommand))
    }
}

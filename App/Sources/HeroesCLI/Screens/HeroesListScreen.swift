import ArgumentParser
import DesignTokens
import HeroesCore
import HeroesFeature

/// The hero list, written: a page (or every page) through the list's view model, drawn as a
/// table on a terminal, tab-separated lines in a pipe, CSV or JSON (`--format`, `--json`).
struct HeroesListScreen {
    let environment: AppEnvironment
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
        let progress = ProgressLine(enabled: environment.showsNotices && StandardStream.error.isTerminal)
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
            for: viewModel.state, errorStyle: environment.errorStyle, notices: environment.showsNotices,
            describe: environment.message(for:))
        // One page fits a screen or two; every hero is long enough to page.
        try Console.write(output, failure: viewModel.state.error, pager: maximumCalls != nil ? environment.pager : nil)
    }

    /// The renderer of the environment's format.
    private var format: HeroesListFormat {
        switch environment.format {
        case .json: .json(HeroesJSONRenderer(fields: environment.jsonFields, layout: environment.output.jsonLayout))
        case .tsv: .tsv()
        case .csv: .csv()
        case .table:
            .table(
                HeroesTableRenderer(
                    style: environment.outputStyle, width: environment.output.width, pageCommand: pageCommand))
        }
    }
}

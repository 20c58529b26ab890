import ArgumentParser
import DesignTokens
import HeroDetailsFeature
import HeroesCore

/// The comics a hero appears in, written: a page through the comics' view model, drawn as a
/// table on a terminal, tab-separated lines in a pipe, or JSON.
struct HeroComicsScreen {
    let environment: AppEnvironment
    /// `--json`.
    var json = false
    /// How the cache is used (`--offline`, `--refresh`).
    var policy = CachePolicy.normal

    /// Loads the page `request` names and writes it; a failure ends the command with its exit status.
    func show(_ request: HeroComicsRequest) async throws(ExitCode) {
        let repository = environment.repository
        let viewModel = HeroComicsViewModel { request, policy async throws(HeroesError) -> Fetched<Page<Comic>> in
            try await repository.comics(
                ofCharacter: request.heroID, page: request.page, perPage: request.perPage,
                orderBy: HeroComicsRequest.newestFirst,
                policy: policy
            )
        }
        await viewModel.load(request, policy: policy)
        let output = format(request).output(
            for: viewModel.state, heroID: request.heroID, errorStyle: environment.errorStyle,
            describe: Advice.message(for:)
        )
        try Console.write(output, failure: viewModel.state.error)
    }

    /// JSON when asked for, else a table on a terminal and tab-separated lines in a pipe.
    private func format(_ request: HeroComicsRequest) -> HeroComicsFormat {
        if json { return .json(HeroComicsJSONRenderer(heroID: request.heroID)) }
        guard StandardStream.output.isTerminal else { return .tsv() }
        let perPage = request.perPage == HeroComicsRequest(heroID: 0).perPage ? "" : " --per-page \(request.perPage)"
        return .table(
            HeroComicsTableRenderer(
                style: environment.outputStyle, width: TerminalWidth.detect(for: .output), heroID: request.heroID,
                pageCommand: { "heroes show \(request.heroID) --comics --page \($0)\(perPage)" }
            ))
    }
}

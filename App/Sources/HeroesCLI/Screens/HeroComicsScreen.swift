import ArgumentParser
import DesignTokens
import HeroDetailsFeature
import HeroesCore

/// The comics a hero appears in, written: a page through the comics' view model, drawn as a
/// table on a terminal, tab-separated lines in a pipe, or JSON.
struct HeroComicsScreen {
    let environment: AppEnvironment
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
            notices: environment.showsNotices, describe: environment.message(for:)
        )
        try Console.write(output, failure: viewModel.state.error, pager: environment.pager)
    }

    /// The renderer of the environment's format.
    private func format(_ request: HeroComicsRequest) -> HeroComicsFormat {
        switch environment.format {
        case .json:
            return .json(
                HeroComicsJSONRenderer(
                    heroID: request.heroID, fields: environment.jsonFields, layout: environment.output.jsonLayout))
        case .tsv: return .tsv()
        case .csv: return .csv()
        case .table: break
        }
        let perPage = request.perPage == HeroComicsRequest(heroID: 0).perPage ? "" : " --per-page \(request.perPage)"
        return .table(
            HeroComicsTableRenderer(
                style: environment.outputStyle, width: environment.output.width, heroID: request.heroID,
                pageCommand: { "heroes show \(request.heroID) --comics --page \($0)\(perPage)" }
            ))
    }
}

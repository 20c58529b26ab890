import ArgumentParser
import CommandLinePlatform
import DesignTokens
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation

/// Any record in full, written: loaded through a `DetailViewModel`, drawn from its `DetailSpec`
/// for a terminal, as `key<TAB>value` lines in a pipe, as CSV or as JSON (`--format`, `--json`).
struct DetailScreen {
    let environment: AppEnvironment
    /// How the cache is used (`--offline`, `--refresh`).
    var policy = CachePolicy.normal

    /// Loads the record `request` names with `fetch` and writes it as `spec` says; a failure
    /// ends the command with its exit status.
    func show<Request: Sendable, Item: Sendable>(
        _ request: Request, spec: DetailSpec<Item>, fetch: @escaping DetailViewModel<Request, Item>.Fetch
    ) async throws(ExitCode) {
        let viewModel = DetailViewModel<Request, Item>.record(fetch)
        await viewModel.load(request, policy: policy)
        try write(viewModel.state, spec: spec)
    }

    /// Writes a state that was reached some other way (`heroes random` picks its hero itself).
    func write<Item: Sendable>(_ state: LoadState<Item>, spec: DetailSpec<Item>) throws(ExitCode) {
        try Console.write(
            spec.output(
                for: state, as: format, errorStyle: environment.errorStyle, notices: environment.showsNotices,
                describe: environment.message(for:)),
            failure: state.error, pager: environment.pager)
    }

    /// The environment's format.
    private var format: DetailFormat {
        switch environment.format {
        case .json: .json(fields: environment.jsonFields, layout: environment.output.jsonLayout)
        case .tsv: .tsv
        case .csv: .csv
        case .table: .terminal(style: environment.outputStyle, width: environment.output.width)
        }
    }
}

extension DetailScreen {
    /// `--by-year`: record `id` as `spec` draws it, loaded with `fetch`, with its comics counted
    /// by year (`Model`'s list of comics, whole, at most `maximumCalls` calls, with progress on a
    /// terminal's stderr), drawn by `spec.withComicsByYear()`. One way for every record.
    func showWithComicsByYear<Model: MarvelModel, Item: Sendable>(
        _ id: Int, of model: Model.Type, spec: DetailSpec<Item>, maximumCalls: Int,
        fetch: @escaping DetailViewModel<Int, Item>.Fetch
    ) async throws(ExitCode) {
        let repository = environment.repository
        let progress = ProgressLine(enabled: environment.showsNotices && StandardStream.error.isTerminal)
        try await show(id, spec: spec.withComicsByYear()) {
            id, policy async throws(HeroesError) -> Fetched<WithComicsByYear<Item>> in
            defer { progress.finish() }
            return try await WithComicsByYear.load(
                id: id, of: Model.self, from: repository, policy: policy, maximumCalls: maximumCalls,
                progress: progress.update, record: fetch)
        }
    }
}

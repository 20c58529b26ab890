import ArgumentParser
import CommandLinePlatform
import DesignTokens
import HeroesCore
import HeroesFeature
import HeroesPresentation

/// The hero list, written: a page (or every page, `--all`) of `ListSpec.heroes` through the
/// generic ``ListScreen``, with a progress line and, for several calls, Ctrl-C keeping what came.
struct HeroesListScreen {
    let environment: AppEnvironment
    /// How the cache is used (`--offline`, `--refresh`).
    var policy = CachePolicy.normal
    /// For `--all`, the most calls it may make; `nil` for one page.
    var everyHeroWithin: Int?
    /// The command that shows a given page, for the table's footer; `nil` for the spec's.
    var pageCommand: (@Sendable (Int) -> String)?

    /// Loads the heroes `query` asks for and writes them; a failure ends the command with its
    /// exit status.
    func show(_ query: HeroesQuery) async throws(ExitCode) {
        let (repository, maximumCalls) = (environment.repository, everyHeroWithin)
        let progress = ProgressLine(enabled: environment.showsNotices && StandardStream.error.isTerminal)
        if environment.hasCache, maximumCalls != nil || query.limit > HeroesQuery.maximumLimit {
            // Several calls, each cached as it arrives: Ctrl-C keeps what came.
            Interruption.install(clearLine: StandardStream.error.isTerminal)
        }
        let screen = ListScreen(environment: environment, policy: policy)
        var query = query
        query.linkedItems = screen.linkedItems
        // One page fits a screen or two; every hero is long enough to page.
        try await screen.show(
            query, spec: .heroes, pageCommand: pageCommand, paged: maximumCalls != nil
        ) { query, policy async throws(HeroesError) -> Fetched<HeroPage> in
            defer { progress.finish() }
            if let maximumCalls {
                return try await repository.allHeroes(
                    matching: query, policy: policy, maximumCalls: maximumCalls, progress: progress.update)
            }
            return try await repository.page(query, policy: policy, progress: progress.update)
        }
    }
}

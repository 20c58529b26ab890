import ArgumentParser
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation

/// The app's one map from the coordinator's destinations to the features' screens: features
/// never know each other, so what follows what is decided here and in ``Coordinator``. A list
/// is a case here: its request, its spec and how the repository loads it, for ``ListScreen``.
struct Screens {
    var list: HeroesListScreen
    var details: DetailScreen
    var lists: ListScreen

    /// The screens of one command, drawn in its environment's format, with its cache policy
    /// (``AppEnvironment/policy``).
    init(_ environment: AppEnvironment) {
        list = HeroesListScreen(environment: environment, policy: environment.policy)
        details = DetailScreen(environment: environment, policy: environment.policy)
        lists = ListScreen(environment: environment, policy: environment.policy)
    }

    /// Shows the coordinator's current destination.
    func show(_ coordinator: Coordinator) async throws(ExitCode) {
        let repository = lists.environment.repository
        switch coordinator.current {
        case .heroes(let query): try await list.show(query)
        case .list: break  // `browse`'s alone: `heroes <resource> list` prints a list
        case .hero(let id):
            try await details.show(id, spec: .hero()) { id, policy async throws(HeroesError) -> Fetched<HeroDetails> in
                try await HeroDetails.load(id: id, from: repository, policy: policy)
            }
        case .comic(let id):
            try await details.show(id, spec: .comic) { id, policy async throws(HeroesError) -> Fetched<Comic> in
                try await repository.record(id: id, as: Comic.self, policy: policy)
            }
        case .heroComics(let id, let page, let perPage):
            try await lists.show(
                HeroComicsRequest(heroID: id, page: page, perPage: perPage), spec: .comics(ofHero: id, perPage: perPage)
            ) { request, policy async throws(HeroesError) -> Fetched<Page<Comic>> in
                try await repository.comics(
                    ofCharacter: request.heroID, page: request.page, perPage: request.perPage,
                    orderBy: HeroComicsRequest.newestFirst, policy: policy)
            }
        case .record:
            // `browse`'s alone: `heroes <resource> show` shows a record without the coordinator.
            return
        case .seriesComics(let id, let page, let perPage):
            let request = ListRequest.comics(
                ofSeries: id, page: page, perPage: perPage, orderBy: HeroComicsRequest.newestFirst)
            try await lists.show(request, spec: .comics(ofSeries: id)) {
                request, policy async throws(HeroesError) -> Fetched<Page<Comic>> in
                try await repository.list(request, as: Comic.self, policy: policy)
            }
        }
    }
}

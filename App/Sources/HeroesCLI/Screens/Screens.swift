import ArgumentParser
import HeroDetailsFeature
import HeroesCore

/// The app's one map from the coordinator's destinations to the features' screens: features
/// never know each other, so what follows what is decided here and in ``Coordinator``.
struct Screens {
    var list: HeroesListScreen
    var details: HeroDetailsScreen
    var comics: HeroComicsScreen

    /// The screens of one command, drawn in its environment's format, with its cache policy
    /// (``AppEnvironment/policy``).
    init(_ environment: AppEnvironment) {
        list = HeroesListScreen(environment: environment, policy: environment.policy)
        details = HeroDetailsScreen(environment: environment, policy: environment.policy)
        comics = HeroComicsScreen(environment: environment, policy: environment.policy)
    }

    /// Shows the coordinator's current destination.
    func show(_ coordinator: Coordinator) async throws(ExitCode) {
        switch coordinator.current {
        case .heroes(let query): try await list.show(query)
        case .hero(let id): try await details.show(id: id)
        case .heroComics(let id, let page, let perPage):
            try await comics.show(HeroComicsRequest(heroID: id, page: page, perPage: perPage))
        }
    }
}

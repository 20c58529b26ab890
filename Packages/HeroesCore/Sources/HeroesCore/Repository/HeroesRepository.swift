/// Where the features get heroes from: today a pass-through to a ``HeroesService``; the cache
/// (cached-then-fresh, offline answers) plugs in here.
public struct HeroesRepository: Sendable {
    private let service: any HeroesService

    /// Creates a repository over `service`.
    public init(service: any HeroesService) {
        self.service = service
    }

    /// One page of heroes for a one-shot command.
    public func page(_ query: HeroesQuery) async throws(HeroesError) -> HeroPage {
        try await service.heroes(query)
    }

    /// One hero for a one-shot command.
    public func hero(id: Int) async throws(HeroesError) -> Hero {
        try await service.hero(id: id)
    }
}

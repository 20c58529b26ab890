public import HeroesCore

/// What the details screen shows: the hero, and the newest comics it appears in, from the full
/// list of its comics (`/characters/{id}/comics`), not the first 20 the hero's summary names.
public struct HeroDetails: Sendable, Hashable {
    public var hero: Hero
    /// The first page of the hero's comics, newest first; `nil` when they could not be loaded,
    /// which leaves the hero shown with the summary of its comics instead.
    public var latestComics: Page<Comic>?

    public init(hero: Hero, latestComics: Page<Comic>? = nil) {
        self.hero = hero
        self.latestComics = latestComics
    }

    /// The attribution to show: the one the comics' answer carried (the data source's own, such
    /// as the 2017 snapshot's), else `fallback` (a hero's answer's attribution is not kept).
    public func attribution(or fallback: String) -> String {
        guard let text = latestComics?.attribution, !text.isEmpty else { return fallback }
        return text
    }

    /// How many of the newest comics the details show.
    public static let latestComicsCount = 5

    /// Loads hero `id`, then its `latest` newest comics, through `repository`. The hero is what
    /// was asked for: its failure is the failure, and then the comics are not asked for; the
    /// comics failing leaves ``latestComics`` `nil`. The origin combines both answers' (stale if
    /// either is).
    public static func load(
        id: Int, from repository: HeroesRepository, latest: Int = latestComicsCount, policy: CachePolicy
    ) async throws(HeroesError) -> Fetched<HeroDetails> {
        let hero = try await repository.hero(id: id, policy: policy)
        return await load(hero, from: repository, latest: latest, policy: policy)
    }

    /// The details of a hero already loaded (`heroes random` picks its hero from a page): its
    /// newest comics are loaded to go with it. When the hero is a cached copy shown because the
    /// server failed, the comics come from the cache alone: asking a server that has just failed
    /// again would only make the answer later.
    public static func load(
        _ hero: Fetched<Hero>, from repository: HeroesRepository, latest: Int = latestComicsCount,
        policy: CachePolicy
    ) async -> Fetched<HeroDetails> {
        let comicsPolicy: CachePolicy = if case .stale = hero.origin { .offline } else { policy }
        let comics = await latestComics(of: hero.value.id, from: repository, latest: latest, policy: comicsPolicy)
        return combine(hero, comics)
    }

    private static func latestComics(
        of id: Int, from repository: HeroesRepository, latest: Int, policy: CachePolicy
    ) async -> Fetched<Page<Comic>>? {
        try? await repository.comics(
            ofCharacter: id, perPage: latest, orderBy: HeroComicsRequest.newestFirst, policy: policy)
    }

    private static func combine(_ hero: Fetched<Hero>, _ comics: Fetched<Page<Comic>>?) -> Fetched<HeroDetails> {
        let origins = [hero.origin] + (comics.map { [$0.origin] } ?? [])
        return Fetched(
            value: HeroDetails(hero: hero.value, latestComics: comics?.value), origin: .combining(origins))
    }
}

/// The source of heroes the features depend on. The live one talks to a Marvel-compatible
/// server; tests pass their own.
public protocol HeroesService: Sendable {
    /// One page of heroes.
    func heroes(_ query: HeroesQuery) async throws(HeroesError) -> HeroPage
    /// One hero in full.
    func hero(id: Int) async throws(HeroesError) -> Hero
}

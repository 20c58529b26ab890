import Foundation
import HeroesCore

/// A ``HeroesCore/HeroesService`` over a list in memory, for tests of code that depends on
/// heroes: pages are slices of the list (empty past the end), `name` and `nameStartsWith`
/// filter it as the Marvel API does (any case), an unknown id is
/// ``HeroesCore/HeroesError/notFound(id:)``, and a failure can be forced for every call.
///
/// ```swift
/// let service = InMemoryHeroesService(heroes: [spiderMan, hulk])
/// let repository = HeroesRepository(service: service)
/// let heroes = try await repository.page(HeroesQuery(limit: 1)).value.heroes  // [spiderMan]
/// ```
public struct InMemoryHeroesService: HeroesService {
    /// Every hero, in the order pages give them (`orderBy` is not applied).
    public var heroes: [Hero]
    /// When set, every call throws it.
    public var failure: HeroesError?
    /// The attribution line of every page.
    public var attribution: String

    /// A service over `heroes`; with `failure`, every call throws it instead.
    public init(heroes: [Hero], failure: HeroesError? = nil, attribution: String = HeroPage.defaultAttribution) {
        self.heroes = heroes
        self.failure = failure
        self.attribution = attribution
    }

    /// The heroes matching `query`'s name filters, from `query.offset`, at most `query.limit`.
    public func heroes(_ query: HeroesQuery) async throws(HeroesError) -> HeroPage {
        if let failure { throw failure }
        let matching = heroes.filter { hero in
            let name = hero.name.lowercased()
            if let exact = query.name, name != exact.lowercased() { return false }
            if let prefix = query.nameStartsWith, !name.hasPrefix(prefix.lowercased()) { return false }
            return true
        }
        let slice = matching.dropFirst(query.offset).prefix(query.limit)
        return HeroPage(offset: query.offset, limit: query.limit, total: matching.count, heroes: Array(slice), attribution: attribution)
    }

    /// The hero with `id`, or ``HeroesCore/HeroesError/notFound(id:)``.
    public func hero(id: Int) async throws(HeroesError) -> Hero {
        if let failure { throw failure }
        guard let hero = heroes.first(where: { $0.id == id }) else { throw .notFound(id: id) }
        return hero
    }
}

import Foundation
import HeroesCore

/// What a list loader returns: a fresh page, or a cached one with the time it was fetched.
public enum HeroesListAnswer: Sendable, Hashable {
    /// A page fresh from the server.
    case fresh(HeroPage)
    /// A page from the cache, fetched at `fetchedAt`, given because the server could not be reached.
    case cached(HeroPage, fetchedAt: Date)
}

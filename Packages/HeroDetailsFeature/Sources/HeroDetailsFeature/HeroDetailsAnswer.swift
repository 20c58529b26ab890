import Foundation
import HeroesCore

/// What a details loader returns: a fresh hero, or a cached one with the time it was fetched.
public enum HeroDetailsAnswer: Sendable, Hashable {
    /// A hero fresh from the server.
    case fresh(Hero)
    /// A hero from the cache, fetched at `fetchedAt`, given because the server could not be reached.
    case cached(Hero, fetchedAt: Date)
}

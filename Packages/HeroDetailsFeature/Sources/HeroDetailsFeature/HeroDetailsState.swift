import Foundation
import HeroesCore

/// Where the details screen is: renderers draw from this and nothing else.
///
/// `idle → loading → loaded(hero) | failed(error) | stale(hero, since:)`.
public enum HeroDetailsState: Sendable, Equatable {
    /// Nothing asked yet.
    case idle
    /// The hero has been asked for and has not arrived.
    case loading
    /// The hero, fresh from the server.
    case loaded(Hero)
    /// Getting the hero failed (`HeroesError.notFound` when no hero has the id).
    case failed(HeroesError)
    /// The hero from the cache, fetched at `since`, shown because a fresh one could not be had.
    case stale(Hero, since: Date)

    /// The hero to show, if any (`loaded` or `stale`).
    public var hero: Hero? {
        switch self {
        case .loaded(let hero), .stale(let hero, _): hero
        case .idle, .loading, .failed: nil
        }
    }

    /// Whether the load ended with a hero to show.
    public var hasSucceeded: Bool { hero != nil }

    /// The error, when the state is `failed`.
    public var error: HeroesError? {
        if case .failed(let error) = self { error } else { nil }
    }
}

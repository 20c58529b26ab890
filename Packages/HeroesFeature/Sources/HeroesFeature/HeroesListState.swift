import Foundation
import HeroesCore

/// Where the list screen is: renderers draw from this and nothing else.
///
/// `idle → loading → loaded(page) | empty(page) | failed(error) | stale(page, since:)`.
public enum HeroesListState: Sendable, Equatable {
    /// Nothing asked yet.
    case idle
    /// A page has been asked for and has not arrived.
    case loading
    /// A fresh page with at least one hero.
    case loaded(HeroPage)
    /// A page with no heroes: past the last page, or a search with no results. The page still
    /// carries `total` and `limit`, so the screen can say how many pages there are.
    case empty(HeroPage)
    /// Getting the page failed.
    case failed(HeroesError)
    /// A cached page, fetched at `since`, shown because a fresh one could not be had.
    case stale(HeroPage, since: Date)

    /// The page to show, if any (`loaded`, `empty` or `stale`).
    public var page: HeroPage? {
        switch self {
        case .loaded(let page), .empty(let page), .stale(let page, _): page
        case .idle, .loading, .failed: nil
        }
    }

    /// The heroes to show: empty unless a page is loaded.
    public var heroes: [Hero] { page?.heroes ?? [] }

    /// Whether the load ended with data to show (`loaded`, `empty` or `stale`).
    public var hasSucceeded: Bool { page != nil }

    /// The error, when the state is `failed`.
    public var error: HeroesError? {
        if case .failed(let error) = self { error } else { nil }
    }
}

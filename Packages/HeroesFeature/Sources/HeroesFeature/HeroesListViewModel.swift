import Foundation
import HeroesCore

/// The list screen's logic: asks for a page and keeps an explicit ``HeroesListState``.
///
/// ```swift
/// let viewModel = HeroesListViewModel(repository: repository)
/// await viewModel.load(.page(2))
/// print(HeroesTableRenderer(style: style, width: width).render(viewModel.state), terminator: "")
/// ```
///
/// The state can be read from any thread or task at any time. When loads overlap, the last
/// one started decides the final state.
public final class HeroesListViewModel: @unchecked Sendable {
    /// Gets the page for a query: fresh, or cached when the network failed.
    public typealias Loader = @Sendable (HeroesQuery) async throws(HeroesError) -> HeroesListAnswer

    private let loader: Loader
    private let lock = NSLock()
    private var current: HeroesListState = .idle
    private var generation = 0

    /// Creates a view model over a repository: every answer is fresh.
    public convenience init(repository: HeroesRepository) {
        self.init { query async throws(HeroesError) -> HeroesListAnswer in
            .fresh(try await repository.page(query))
        }
    }

    /// Creates a view model over any loader, for example one that falls back to the cache and
    /// answers ``HeroesListAnswer/cached(_:fetchedAt:)``.
    public init(loader: @escaping Loader) {
        self.loader = loader
    }

    /// The current state; `.idle` before the first load.
    public var state: HeroesListState {
        lock.withLock { current }
    }

    /// Loads the page for `query`: the state becomes `.loading`, then `.loaded` (the page has
    /// heroes), `.empty` (it has none), `.stale` (a cached answer) or `.failed`.
    /// - Returns: the state this load ended in.
    @discardableResult
    public func load(_ query: HeroesQuery) async -> HeroesListState {
        let ticket = lock.withLock {
            generation += 1
            current = .loading
            return generation
        }
        let next: HeroesListState
        do {
            switch try await loader(query) {
            case .fresh(let page):
                next = page.heroes.isEmpty ? .empty(page) : .loaded(page)
            case .cached(let page, let fetchedAt):
                next = .stale(page, since: fetchedAt)
            }
        } catch {
            next = .failed(error)
        }
        return lock.withLock {
            if ticket == generation { current = next }
            return next
        }
    }
}

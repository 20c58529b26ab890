import Foundation
import HeroesCore

/// The details screen's logic: asks for one hero and keeps an explicit ``HeroDetailsState``.
///
/// ```swift
/// let viewModel = HeroDetailsViewModel(repository: repository)
/// await viewModel.load(id: 1009610)
/// print(HeroDetailsTerminalRenderer(style: style, width: width).render(viewModel.state), terminator: "")
/// ```
///
/// The state can be read from any thread or task at any time. When loads overlap, the last
/// one started decides the final state.
public final class HeroDetailsViewModel: @unchecked Sendable {
    /// Gets the hero with an id: fresh, or cached when the network failed.
    public typealias Loader = @Sendable (Int) async throws(HeroesError) -> HeroDetailsAnswer

    private let loader: Loader
    private let lock = NSLock()
    private var current: HeroDetailsState = .idle
    private var generation = 0

    /// Creates a view model over a repository: every answer is fresh.
    public convenience init(repository: HeroesRepository) {
        self.init { id async throws(HeroesError) -> HeroDetailsAnswer in
            .fresh(try await repository.hero(id: id))
        }
    }

    /// Creates a view model over any loader, for example one that falls back to the cache and
    /// answers ``HeroDetailsAnswer/cached(_:fetchedAt:)``.
    public init(loader: @escaping Loader) {
        self.loader = loader
    }

    /// The current state; `.idle` before the first load.
    public var state: HeroDetailsState {
        lock.withLock { current }
    }

    /// Loads the hero with `id`: the state becomes `.loading`, then `.loaded`, `.stale` (a
    /// cached answer) or `.failed`.
    /// - Returns: the state this load ended in.
    @discardableResult
    public func load(id: Int) async -> HeroDetailsState {
        let ticket = lock.withLock {
            generation += 1
            current = .loading
            return generation
        }
        let next: HeroDetailsState
        do {
            switch try await loader(id) {
            case .fresh(let hero): next = .loaded(hero)
            case .cached(let hero, let fetchedAt): next = .stale(hero, since: fetchedAt)
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

import FoundationEssentials
import Synchronization

/// A screen's logic, for every screen: asks for its value and keeps an explicit ``LoadState``.
///
/// ```swift
/// let viewModel = LoadingViewModel<Int, Hero>(isEmpty: { _ in false }) { id, policy async throws(HeroesError) in
///     try await repository.hero(id: id, policy: policy)
/// }
/// await viewModel.load(1009610, policy: .normal)
/// ```
///
/// Each kind of screen names its own (HeroesPresentation's `ListViewModel`, `DetailViewModel`)
/// with its idea of empty. The state can be read from any thread or task at any time; when loads overlap (a
/// screen that reloads while a load is under way), the last one started decides the state.
public final class LoadingViewModel<Request: Sendable, Value: Sendable>: Sendable {
    /// Gets the value for a request by a cache policy, with where it came from.
    public typealias Fetch = @Sendable (Request, CachePolicy) async throws(HeroesError) -> Fetched<Value>

    private let fetch: Fetch
    private let isEmpty: @Sendable (Value) -> Bool
    /// The state, and the number of loads started: the last one started decides the state.
    private let guarded = Mutex((current: LoadState<Value>.idle, generation: 0))

    /// Creates a view model over `fetch`; `isEmpty` says when a fresh value has nothing to
    /// show (a page with no heroes is empty; a hero never is).
    public init(isEmpty: @escaping @Sendable (Value) -> Bool, fetch: @escaping Fetch) {
        self.isEmpty = isEmpty
        self.fetch = fetch
    }

    /// The current state; `.idle` before the first load.
    public var state: LoadState<Value> {
        guarded.withLock { $0.current }
    }

    /// Loads the value for `request`: the state becomes `.loading`, then `.loaded`, `.empty`,
    /// `.stale` or `.failed` (see ``LoadState/init(_:policy:isEmpty:)``).
    /// - Returns: the state this load ended in, even when a later load has replaced it.
    @discardableResult
    public func load(_ request: Request, policy: CachePolicy = .normal) async -> LoadState<Value> {
        let ticket = guarded.withLock { guarded in
            guarded.generation += 1
            guarded.current = .loading
            return guarded.generation
        }
        let next: LoadState<Value>
        do {
            next = LoadState(try await fetch(request, policy), policy: policy, isEmpty: isEmpty)
        } catch {
            next = .failed(error)
        }
        return guarded.withLock { guarded in
            if ticket == guarded.generation { guarded.current = next }
            return next
        }
    }
}

public import FoundationEssentials

/// Where a screen is, for every screen: renderers draw from this and nothing else.
///
/// `idle → loading → loaded(value) | empty(value) | stale(value, since:, cause:) | failed(error)`.
/// `Value` is what the screen shows: a ``HeroPage`` for the list, a ``Hero`` for the details.
public enum LoadState<Value: Sendable>: Sendable {
    /// Nothing asked yet.
    case idle
    /// The value has been asked for and has not arrived.
    case loading
    /// A fresh value with something in it.
    case loaded(Value)
    /// A fresh value with nothing to show, such as a page past the end or a search that matched
    /// nothing; it still carries what the screen says about it (a page's total and size).
    case empty(Value)
    /// A cached value, fetched at `since`, shown because a fresh one could not be had (`cause`,
    /// the server's failure), or because the cache alone was asked for (`--offline`: `cause` is
    /// `nil`). ``StaleCause`` words it.
    case stale(Value, since: Date, cause: HeroesError? = nil)
    /// Getting the value failed.
    case failed(HeroesError)

    /// The value to show, if any (`loaded`, `empty` or `stale`).
    public var value: Value? {
        switch self {
        case .loaded(let value), .empty(let value), .stale(let value, _, _): value
        case .idle, .loading, .failed: nil
        }
    }

    /// Whether the load ended with something to show (`loaded`, `empty` or `stale`): the
    /// command succeeds.
    public var hasSucceeded: Bool { value != nil }

    /// The error, when the state is `failed`.
    public var error: HeroesError? {
        if case .failed(let error) = self { error } else { nil }
    }
}

extension LoadState: Equatable where Value: Equatable {}

extension LoadState {
    /// The state a fetched value puts a screen in.
    ///
    /// A cached value is `stale` when the user should be told how old it is: the network
    /// failed and the cache answered instead, or the cache alone was asked for
    /// (``CachePolicy/offline``). A value the cache gave quietly because it was young enough
    /// counts as fresh. A fresh value is `empty` when `isEmpty` says so, else `loaded`.
    public init(_ fetched: Fetched<Value>, policy: CachePolicy, isEmpty: (Value) -> Bool) {
        switch fetched.origin {
        case .stale(let fetchedAt, let error):
            self = .stale(fetched.value, since: fetchedAt, cause: error)
        case .cache(let fetchedAt) where policy == .offline:
            self = .stale(fetched.value, since: fetchedAt)
        case .network, .revalidated, .cache:
            self = isEmpty(fetched.value) ? .empty(fetched.value) : .loaded(fetched.value)
        }
    }
}

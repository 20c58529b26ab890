public import FoundationEssentials

/// A value with where it came from, so the app can say how old cached data is.
public struct Fetched<Value: Sendable>: Sendable {
    public var value: Value
    public var origin: FetchOrigin

    public init(value: Value, origin: FetchOrigin) {
        self.value = value
        self.origin = origin
    }
}

extension Fetched: Equatable where Value: Equatable {}

/// Where a ``Fetched`` value came from.
public enum FetchOrigin: Sendable, Equatable {
    /// The server sent it just now.
    case network
    /// The server confirmed the cached copy with `304 Not Modified` just now.
    case revalidated
    /// The cache answered without asking the server; the data was fetched at `fetchedAt`.
    case cache(fetchedAt: Date)
    /// The server could not be used (`error`), so the cached copy fetched at `fetchedAt`
    /// answered instead.
    case stale(fetchedAt: Date, error: HeroesError)

    /// When the data was fetched, for values that came from the cache; `nil` for fresh ones.
    public var fetchedAt: Date? {
        switch self {
        case .network, .revalidated: nil
        case .cache(let date), .stale(let date, _): date
        }
    }

    /// The origin of a value assembled from parts: stale if any part is, else cached if any
    /// part is (with the oldest fetch time), else revalidated if any part is, else network.
    public static func combining(_ origins: [FetchOrigin]) -> FetchOrigin {
        let oldest = origins.compactMap(\.fetchedAt).min()
        for origin in origins {
            if case .stale(_, let error) = origin, let oldest { return .stale(fetchedAt: oldest, error: error) }
        }
        if let oldest { return .cache(fetchedAt: oldest) }
        return origins.contains(.revalidated) ? .revalidated : .network
    }
}

/// A ``ConditionalResponseStore`` in memory, keyed by
/// ``HTTPRequest/cacheKey(ignoringQueryItems:)``: for tests and short-lived processes.
public actor InMemoryConditionalResponseStore: ConditionalResponseStore {
    /// The query item names left out of keys.
    public let volatileQueryNames: [String]

    private var entries: [String: StoredResponse] = [:]

    /// Creates an empty store whose keys leave out `volatileQueryNames` (any case).
    public init(volatileQueryNames: [String] = HTTPRequest.defaultVolatileQueryNames) {
        self.volatileQueryNames = volatileQueryNames
    }

    /// The response stored under `request`'s key, if any.
    public func storedResponse(for request: HTTPRequest) -> StoredResponse? {
        entries[request.cacheKey(ignoringQueryItems: volatileQueryNames)]
    }

    /// Stores `response` under `request`'s key.
    public func store(_ response: StoredResponse, for request: HTTPRequest) {
        entries[request.cacheKey(ignoringQueryItems: volatileQueryNames)] = response
    }

    /// The keys in use, sorted.
    public var keys: [String] { entries.keys.sorted() }

    /// Forgets every entry.
    public func removeAll() { entries.removeAll() }
}

import Foundation

/// Where the features get heroes from: the server, through a cache.
///
/// Built with ``init(service:)`` it passes calls to a ``HeroesService`` (network only). Built
/// with ``init(service:store:now:maxAge:onWarning:)`` over a ``HeroesRawService`` it keeps
/// every fetched page and hero in a ``HeroesStore`` with its ETag and fetch time, and answers
/// by a ``CachePolicy``:
///
/// ```swift
/// let fetched = try await repository.page(.page(2), policy: .normal)
/// if let date = fetched.origin.fetchedAt { print("cached data from \(date)") }
/// ```
///
/// One-shot commands call ``page(_:policy:maxConcurrentRequests:progress:)``,
/// ``hero(id:policy:)`` or ``allHeroes(matching:policy:maxConcurrentRequests:progress:)``;
/// interactive screens call ``pageStream(_:policy:)`` (cached, then fresh) or use a
/// ``HeroesPaginator``.
public struct HeroesRepository: Sendable {
    enum Source: Sendable {
        case service(any HeroesService)
        case raw(any HeroesRawService)
    }

    let source: Source
    let store: (any HeroesStore)?
    let now: @Sendable () -> Date
    /// How long a cached entry answers without asking the server, in seconds.
    public let maxAge: TimeInterval
    let warnings: WarningReporter

    /// The default ``maxAge``: 24 hours.
    public static let defaultMaxAge: TimeInterval = 86_400
    /// The default number of calls a multi-page fetch runs at once: 8, so that the whole
    /// Marvel catalog (1,564 characters, 16 calls of 100) takes three round trips in all (the
    /// first call alone, then two rounds of 8), while staying a small load on one server.
    public static let defaultMaxConcurrentRequests = 8
    /// The default most calls one ``allHeroes(matching:policy:maxConcurrentRequests:maximumCalls:progress:)``
    /// makes: 100, so 10,000 heroes, several times the whole Marvel catalog.
    public static let defaultMaximumCalls = 100

    /// Creates a network-only repository over `service`: every policy but
    /// ``CachePolicy/offline`` asks the service; ``CachePolicy/offline`` throws
    /// ``HeroesError/notCached(what:)``.
    public init(service: any HeroesService) {
        self.source = .service(service)
        self.store = nil
        self.now = { Date() }
        self.maxAge = Self.defaultMaxAge
        self.warnings = WarningReporter(nil)
    }

    /// Creates a caching repository.
    ///
    /// - Parameters:
    ///   - service: The remote side, which hands over raw bodies and answers conditional requests.
    ///   - store: Where responses are kept; `nil` when the cache could not be opened, in which
    ///     case the repository works from the network only.
    ///   - now: The clock, for fetch times and ages.
    ///   - maxAge: How long an entry answers without asking the server (24 hours by default).
    ///   - onWarning: Called with each distinct ``CacheWarning`` (a read or write of the store
    ///     failed); the answer still comes from the network.
    public init(
        service: any HeroesRawService,
        store: (any HeroesStore)?,
        now: @escaping @Sendable () -> Date = { Date() },
        maxAge: TimeInterval = HeroesRepository.defaultMaxAge,
        onWarning: (@Sendable (CacheWarning) -> Void)? = nil
    ) {
        self.source = .raw(service)
        self.store = store
        self.now = now
        self.maxAge = maxAge
        self.warnings = WarningReporter(onWarning)
    }

    /// One page of heroes for a one-shot command, by the ``CachePolicy/normal`` policy.
    public func page(_ query: HeroesQuery) async throws(HeroesError) -> HeroPage {
        try await page(query, policy: .normal).value
    }

    /// One hero for a one-shot command, by the ``CachePolicy/normal`` policy.
    public func hero(id: Int) async throws(HeroesError) -> Hero {
        try await hero(id: id, policy: .normal).value
    }

    /// One page of heroes, with its origin.
    ///
    /// A limit above 100 (the API's largest) is split into calls of at most 100, run
    /// `maxConcurrentRequests` at a time, each stored as it arrives; the heroes come back in
    /// order as one page, whose origin combines the parts' (see ``FetchOrigin/combining(_:)``).
    ///
    /// - Parameter progress: Called after each call with the calls done and the total, from
    ///   one task at a time.
    public func page(
        _ query: HeroesQuery,
        policy: CachePolicy,
        maxConcurrentRequests: Int = HeroesRepository.defaultMaxConcurrentRequests,
        progress: (@Sendable (FetchProgress) -> Void)? = nil
    ) async throws(HeroesError) -> Fetched<HeroPage> {
        try await loadPage(query, mode: LoadMode(policy), maxConcurrentRequests: maxConcurrentRequests, progress: progress)
    }

    /// One hero in full, with its origin.
    public func hero(id: Int, policy: CachePolicy) async throws(HeroesError) -> Fetched<Hero> {
        try await loadHero(id: id, mode: LoadMode(policy))
    }
}

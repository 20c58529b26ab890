public import FoundationEssentials

/// Where the features get Marvel data from: a ``MarvelService``, through a cache.
///
/// Every answer, whatever its resource, takes one path: the entry stored for its route is read,
/// answers by a ``CachePolicy`` when it may, else the server is asked (conditionally, with the
/// entry's ETag), the body decoded and checked (``MarvelResponseDecoder``), stored with its
/// ETag and fetch time in the ``HeroesStore``, and returned ``Fetched`` with its origin:
///
/// ```swift
/// let fetched = try await repository.page(.page(2), policy: .normal)
/// if let date = fetched.origin.fetchedAt { print("cached data from \(date)") }
/// ```
///
/// Generic calls take any route and any ``MarvelModel``: ``list(_:as:policy:maxConcurrentRequests:progress:)``,
/// ``listAll(_:as:policy:maxConcurrentRequests:maximumCalls:progress:)`` and
/// ``record(id:as:policy:)``. Heroes and a hero's comics are uses of them:
/// ``page(_:policy:maxConcurrentRequests:progress:)``, ``hero(id:policy:)``,
/// ``allHeroes(matching:policy:maxConcurrentRequests:maximumCalls:progress:)``,
/// `comics(ofCharacter:page:perPage:policy:)`. Interactive screens use the streams (cached,
/// then fresh) or a ``ListPaginator``.
public struct HeroesRepository: Sendable {
    let service: any MarvelService
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
    /// The default most calls one fetch of a whole list makes: 100, so 10,000 heroes, several
    /// times the whole Marvel catalog.
    public static let defaultMaximumCalls = 100

    /// Creates a repository.
    ///
    /// - Parameters:
    ///   - service: The Marvel API, which hands over raw bodies and answers conditional requests.
    ///   - store: Where responses are kept; `nil` (no cache folder, or one that could not be
    ///     opened) makes it network only: ``CachePolicy/offline`` then throws
    ///     ``HeroesError/notCached(what:)``.
    ///   - now: The clock, for fetch times and ages.
    ///   - maxAge: How long an entry answers without asking the server (24 hours by default).
    ///   - onWarning: Called with each distinct ``CacheWarning`` (a read or write of the store
    ///     failed); the answer still comes from the network.
    public init(
        service: any MarvelService,
        store: (any HeroesStore)? = nil,
        now: @escaping @Sendable () -> Date = { Date() },
        maxAge: TimeInterval = HeroesRepository.defaultMaxAge,
        onWarning: (@Sendable (CacheWarning) -> Void)? = nil
    ) {
        self.service = service
        self.store = store
        self.now = now
        self.maxAge = maxAge
        self.warnings = WarningReporter(onWarning)
    }
}

public import AppConfig
public import FoundationEssentials
public import NetworkClient

/// The stub Marvel server's state around the pure ``MarvelAPI``: injected faults (a
/// ``FaultPlan`` played by a ``FaultInjector``) and a daily rate limit per public key.
///
/// Each request goes: faults first (latency is drawn, then maybe a fault), then the signature
/// check, then the rate limit (which counts only signed requests), then ``MarvelAPI``.
///
/// ```swift
/// let server = MarvelServer(api: MarvelAPI(catalog: .embedded), rateLimit: .marvelDefault,
///                           faults: try FaultPlan(parsing: "status=503:0.1, seed=1"))
/// let client = HTTPClient(transport: InProcessTransport(server: server))
/// ```
public actor MarvelServer {
    /// The pure API answering the requests that get through.
    public nonisolated let api: MarvelAPI
    /// The daily budget per key, if any.
    public nonisolated let rateLimit: RateLimit?
    private var injector: FaultInjector
    private var usage: [String: (day: Int64, count: Int)] = [:]
    private let clock: @Sendable () -> Date
    /// How many requests this server has been asked to answer.
    public private(set) var requestCount = 0
    /// The requests asked of it, oldest first, up to twice ``requestHistoryLimit`` of them.
    private var history: [HTTPRequest] = []

    /// How many of the latest requests ``requests`` keeps: a server that runs for days keeps a
    /// bounded history (about a megabyte), and a test reads back all it sent.
    public static let requestHistoryLimit = 1_000

    /// What this server was asked, oldest first: the last ``requestHistoryLimit`` requests, as
    /// received (the signing parameters included), for a test to check what its client sent.
    public var requests: [HTTPRequest] { Array(history.suffix(Self.requestHistoryLimit)) }

    /// Creates a server.
    ///
    /// - Parameters:
    ///   - api: the pure API (catalog, keys, attribution).
    ///   - rateLimit: a daily budget per public key; `nil` for none.
    ///   - faults: the faults to inject; ``FaultPlan/none`` by default.
    ///   - clock: the current time, for the rate limit's day and the `Date` header.
    public init(
        api: MarvelAPI,
        rateLimit: RateLimit? = nil,
        faults: FaultPlan = .none,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.api = api
        self.rateLimit = rateLimit
        self.injector = FaultInjector(plan: faults)
        self.clock = clock
    }

    /// Creates a server over `catalog` accepting `credentials` (any key when `nil`).
    public init(
        catalog: Catalog,
        credentials: MarvelCredentials? = nil,
        rateLimit: RateLimit? = nil,
        faults: FaultPlan = .none
    ) {
        self.init(
            api: MarvelAPI(catalog: catalog, configuration: MarvelAPIConfiguration(credentials: credentials)),
            rateLimit: rateLimit, faults: faults)
    }

    /// The current fault plan.
    public var faults: FaultPlan { injector.plan }

    /// Replaces the fault plan; it starts again from its first request.
    public func setFaults(_ plan: FaultPlan) {
        injector = FaultInjector(plan: plan)
    }

    /// Forgets every key's usage of the daily budget.
    public func resetUsage() {
        usage = [:]
    }

    /// Calls counted today (UTC) against `publicKey`'s budget.
    public func callsToday(for publicKey: String) -> Int {
        guard let entry = usage[publicKey], entry.day == RateLimit.day(of: clock()) else { return 0 }
        return entry.count
    }

    /// Decides the reply to `request`: the delay to wait, then the response or the
    /// connection-level fault to carry out.
    public func reply(to request: HTTPRequest) -> ServerReply {
        requestCount += 1
        history.append(request)
        if history.count >= 2 * Self.requestHistoryLimit { history.removeFirst(Self.requestHistoryLimit) }
        let now = clock()
        let (delay, fault) = injector.next()
        if let fault { return ServerReply(delay: delay, action: action(for: fault, request: request, now: now)) }
        let query = QueryParameters(url: request.url)
        if let rateLimit, api.authenticationFailure(query) == nil, let key = MarvelAPI.apiKey(in: query) {
            let today = RateLimit.day(of: now)
            var entry: (day: Int64, count: Int) = usage[key].flatMap { $0.day == today ? $0 : nil } ?? (today, 0)
            guard entry.count < rateLimit.callsPerDay else {
                var response = MarvelAPIError.rateLimited.response(now: now)
                response.headers["Retry-After"] = String(RateLimit.secondsUntilNextUTCMidnight(from: now))
                return ServerReply(delay: delay, action: .respond(response))
            }
            entry.count += 1
            usage[key] = entry
        }
        return ServerReply(delay: delay, action: .respond(api.respond(to: request, query: query, now: now)))
    }

    private func action(for fault: Fault, request: HTTPRequest, now: Date) -> ServerReply.Action {
        switch fault {
        case .status(let code):
            var response = MarvelAPIError.injectedStatus(code).response(now: now)
            if code == 429 || code == 503 { response.headers["Retry-After"] = "1" }
            return .respond(response)
        case .truncatedBody:
            let response = api.respond(to: request, now: now)
            return .truncate(response, sentBytes: response.body.count / 2)
        case .malformedJSON:
            var response = api.respond(to: request, now: now)
            let keep = response.body.count / 2
            response.statusCode = 200
            response.body = response.body.prefix(keep) + Data(#"<!-- not JSON -->"#.utf8)
            response.headers["Content-Length"] = String(response.body.count)
            response.headers["Content-Type"] = JSONText.contentType
            return .respond(response)
        case .connectionReset:
            return .resetConnection
        case .stall:
            return .stall
        }
    }
}

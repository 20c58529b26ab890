public import AppConfig
public import FoundationEssentials
public import NetworkClient
import Synchronization

/// The stub Marvel server's state around the pure ``MarvelAPI``: injected faults (a
/// ``FaultPlan`` played by a ``FaultInjector``) and a daily rate limit per public key.
///
/// Each request goes: faults first (latency is drawn, then maybe a fault), then the signature
/// check, then the rate limit (which counts only signed requests), then ``MarvelAPI``.
///
/// ```swift
/// let server = MarvelServer(api: MarvelAPI(catalog: try Catalog.snapshot()), rateLimit: .marvelDefault,
///                           faults: try FaultPlan(parsing: "status=503:0.1, seed=1"))
/// let client = HTTPClient(transport: InProcessTransport(server: server))
/// ```
public final class MarvelServer: Sendable {
    /// The pure API answering the requests that get through.
    public let api: MarvelAPI
    /// The daily budget per key, if any.
    public let rateLimit: RateLimit?
    private let clock: @Sendable () -> Date
    /// What a reply changes: held only for the bookkeeping of each request, never while the
    /// answer is computed, so that `heroes serve` answers requests in parallel (an actor here
    /// queued every catalog query behind the one before it) and an in-process call stays on its
    /// caller's thread.
    private let state: Mutex<State>

    private struct State {
        var injector: FaultInjector
        var usage: [String: (day: Int64, count: Int)] = [:]
        var requestCount = 0
        /// The latest requests asked, bounded in count and bytes.
        var history = RequestHistory()
    }

    /// How many of the latest requests ``requests`` keeps at most: a server that runs for days
    /// keeps a bounded history, and a test reads back all it sent.
    public static let requestHistoryLimit = 1_000

    /// How many bytes of URLs, header fields and bodies ``requests`` keeps at most (1 MiB; the
    /// latest request is kept whatever its size): a thousand requests of a client, a few
    /// hundred bytes each, fit; requests with large headers are kept fewer.
    public static let requestHistoryByteLimit = 1 << 20

    /// How many requests this server has been asked to answer.
    public var requestCount: Int { state.withLock { $0.requestCount } }

    /// What this server was asked, oldest first: the last ``requestHistoryLimit`` requests that
    /// fit in ``requestHistoryByteLimit`` bytes, as received (the signing parameters included),
    /// for a test to check what its client sent.
    public var requests: [HTTPRequest] { state.withLock { $0.history.requests } }

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
        self.state = Mutex(State(injector: FaultInjector(plan: faults)))
        self.clock = clock
    }

    /// Creates a server over `catalog` accepting `credentials` (any key when `nil`).
    public convenience init(
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
    public var faults: FaultPlan { state.withLock { $0.injector.plan } }

    /// Replaces the fault plan; it starts again from its first request.
    public func setFaults(_ plan: FaultPlan) {
        state.withLock { $0.injector = FaultInjector(plan: plan) }
    }

    /// Forgets every key's usage of the daily budget.
    public func resetUsage() {
        state.withLock { $0.usage = [:] }
    }

    /// How many encoded answers are kept, so that a page asked for again is not encoded again.
    public var cachedAnswerCount: Int { api.cache.count }

    /// Drops the encoded answers kept; later requests are answered the same, encoded again.
    /// A server that stops calls it, so that nothing it allocated for an answer outlives it.
    public func forgetCachedAnswers() {
        api.cache.removeAll()
    }

    /// Calls counted today (UTC) against `publicKey`'s budget.
    public func callsToday(for publicKey: String) -> Int {
        let today = RateLimit.day(of: clock())
        return state.withLock { state in
            guard let entry = state.usage[publicKey], entry.day == today else { return 0 }
            return entry.count
        }
    }

    /// How a request fares before the API answers it.
    private enum Admission {
        case answer
        case fault(Fault)
        case rateLimited
    }

    /// Decides the reply to `request`: the delay to wait, then the response or the
    /// connection-level fault to carry out.
    public func reply(to request: HTTPRequest) -> ServerReply {
        let now = clock()
        let query = QueryParameters(url: request.url)
        // Only a signed request counts against its key's budget (the signature is checked
        // before taking the lock: it is an MD5).
        let countedKey = rateLimit != nil && api.authenticationFailure(query) == nil ? MarvelAPI.apiKey(in: query) : nil
        let size = RequestHistory.size(of: request)
        let (delay, admission) = state.withLock { state -> (Duration, Admission) in
            state.requestCount += 1
            state.history.append(request, size: size)
            let (delay, fault) = state.injector.next()
            if let fault { return (delay, .fault(fault)) }
            if let rateLimit, let key = countedKey {
                let today = RateLimit.day(of: now)
                var entry: (day: Int64, count: Int) =
                    state.usage[key].flatMap { $0.day == today ? $0 : nil } ?? (today, 0)
                guard entry.count < rateLimit.callsPerDay else { return (delay, .rateLimited) }
                entry.count += 1
                state.usage[key] = entry
            }
            return (delay, .answer)
        }
        switch admission {
        case .fault(let fault):
            return ServerReply(delay: delay, action: action(for: fault, request: request, now: now))
        case .rateLimited:
            var response = MarvelAPIError.rateLimited.response(now: now)
            response.headers["Retry-After"] = String(RateLimit.secondsUntilNextUTCMidnight(from: now))
            return ServerReply(delay: delay, action: .respond(response))
        case .answer:
            return ServerReply(delay: delay, action: .respond(api.respond(to: request, query: query, now: now)))
        }
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
            response.headers["Content-Type"] = MarvelAPI.contentType
            return .respond(response)
        case .connectionReset:
            return .resetConnection
        case .stall:
            return .stall
        }
    }
}

public import FoundationEssentials

/// Sends an idempotent request again when the failure looks transient.
///
/// - Only idempotent methods (`HTTPMethod/isIdempotent`) are retried; others pass through once.
/// - Retried: transport failures that may pass (`NetworkError/isTransient`: cannot connect,
///   timed out, connection lost) and the statuses in `retryableStatuses`
///   (408, 429, 500, 502, 503, 504 by default). Never retried: cancellation, DNS failures,
///   TLS failures, bad URLs and every other error.
/// - Between attempts it waits an exponential backoff with full jitter,
///   `random() × min(maxDelay, baseDelay × 2^(retry − 1))`, unless the response carries
///   `Retry-After`: then it waits exactly that long, or, if that is more than
///   ``maxRetryAfter``, it does not wait and returns the response as it is.
/// - At most ``maxAttempts`` attempts in all (3 by default); when the last one fails its response
///   is returned or its error thrown.
/// - Cancelling the calling task ends the wait at once and throws.
///
/// Place it inside ``TimeoutMiddleware`` (so the deadline covers every attempt) and outside the
/// signing middleware (so each attempt is signed afresh).
public struct RetryMiddleware: HTTPMiddleware {
    /// The statuses retried by default: 408, 429, 500, 502, 503 and 504.
    public static let defaultRetryableStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]

    /// The most attempts made for one request, the first included.
    public let maxAttempts: Int
    /// The backoff ceiling before the first retry; it doubles for each further retry.
    public let baseDelay: Duration
    /// The cap on the backoff ceiling.
    public let maxDelay: Duration
    /// The longest `Retry-After` this middleware will wait; a longer one ends the retries.
    public let maxRetryAfter: Duration
    /// The statuses that cause a retry.
    let retryableStatuses: Set<Int>

    private let sleep: @Sendable (Duration) async throws -> Void
    private let random: @Sendable () -> Double
    private let now: @Sendable () -> Date

    /// Creates a retry middleware.
    ///
    /// - Parameters:
    ///   - maxAttempts: the most attempts in all, the first included (at least 1).
    ///   - baseDelay: the backoff ceiling before the first retry.
    ///   - maxDelay: the cap on the backoff ceiling.
    ///   - maxRetryAfter: the longest `Retry-After` honoured; a longer one returns the response.
    ///   - retryableStatuses: the statuses retried.
    ///   - sleep: waits for a duration and throws when the task is cancelled (`Task.sleep` by default).
    ///   - random: a value in `0..<1` for the jitter (clamped to `0...1`).
    ///   - now: the current date, to read a `Retry-After` given as an HTTP-date.
    public init(
        maxAttempts: Int = 3,
        baseDelay: Duration = .milliseconds(500),
        maxDelay: Duration = .seconds(10),
        maxRetryAfter: Duration = .seconds(30),
        retryableStatuses: Set<Int> = RetryMiddleware.defaultRetryableStatuses,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = max(.zero, baseDelay)
        self.maxDelay = max(.zero, maxDelay)
        self.maxRetryAfter = maxRetryAfter
        self.retryableStatuses = retryableStatuses
        self.sleep = sleep
        self.random = random
        self.now = now
    }

    /// Calls `next`, and calls it again after a wait while the outcome is retryable and
    /// attempts remain.
    public func intercept(_ request: HTTPRequest, next: HTTPNext) async throws -> HTTPResponse {
        guard request.method.isIdempotent else { return try await next(request) }
        var attempt = 1
        while true {
            try Task.checkCancellation()
            let delay: Duration
            do {
                let response = try await next(request)
                guard attempt < maxAttempts, retryableStatuses.contains(response.statusCode) else { return response }
                if let retryAfter = RetryAfter.delay(in: response.headers, now: now()) {
                    guard retryAfter <= maxRetryAfter else { return response }
                    delay = retryAfter
                } else {
                    delay = backoff(beforeRetry: attempt, random: random())
                }
            } catch {
                guard attempt < maxAttempts, !Task.isCancelled, NetworkError(error).isTransient else { throw error }
                delay = backoff(beforeRetry: attempt, random: random())
            }
            try await sleep(delay)
            attempt += 1
        }
    }

    /// The wait before retry number `retry` (1 before the second attempt) for a jitter value
    /// `random` in `0...1`: `random × min(maxDelay, baseDelay × 2^(retry − 1))`, rounded to
    /// the nanosecond.
    public func backoff(beforeRetry retry: Int, random: Double) -> Duration {
        var ceiling = baseDelay
        var doublings = max(0, retry - 1)
        while doublings > 0 && ceiling < maxDelay && ceiling > .zero {
            ceiling = ceiling * 2
            doublings -= 1
        }
        ceiling = min(ceiling, maxDelay)
        let fraction = random.isFinite ? min(1, max(0, random)) : 0
        let nanoseconds = Double(ceiling.components.seconds) * 1e9 + Double(ceiling.components.attoseconds) / 1e9
        return .nanoseconds(Int64((nanoseconds * fraction).rounded()))
    }
}

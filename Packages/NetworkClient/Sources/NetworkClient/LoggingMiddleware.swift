import FoundationEssentials
public import Logging

/// Logs each exchange through swift-log: one line at ``level`` with the method, the URL, the
/// status (or the failure), the duration in milliseconds and the body size, for example
///
///     GET https://h/v1/public/characters?limit=5&apikey=REDACTED -> 200 (142 ms, 2817 bytes)
///     GET https://h/v1/public/characters?limit=5&apikey=REDACTED -> failed after 30001 ms: The request timed out.
///
/// Secret query items and headers (those its ``Redactor`` names) show as `REDACTED`. When the logger lets
/// `.trace` through, two more `.trace` lines give the request's and the response's headers
/// and the first `bodyByteLimit` bytes of each body.
///
/// Placed outside ``RetryMiddleware`` it logs one line per exchange; inside, one per attempt.
public struct LoggingMiddleware: HTTPMiddleware {
    /// The logger written to.
    public let logger: Logger
    /// The level of the one line per exchange.
    public let level: Logger.Level
    /// What hides secrets in URLs and headers.
    public let redactor: Redactor
    /// The most body bytes shown in a `.trace` line.
    let bodyByteLimit: Int

    private let now: @Sendable () -> ContinuousClock.Instant

    /// Creates a logging middleware.
    ///
    /// - Parameters:
    ///   - logger: where lines go.
    ///   - level: the level of the line per exchange, `.debug` by default; failures use it too.
    ///   - redactor: what hides secret query items and headers (by default the generic ones,
    ///     ``Redactor/defaultSecretNames``: pass an API's own, such as its signing items).
    ///   - bodyByteLimit: the most body bytes shown at `.trace` (2048 by default; 0 shows none).
    ///   - now: the clock read before and after each exchange.
    public init(
        logger: Logger,
        level: Logger.Level = .debug,
        redactor: Redactor = Redactor(),
        bodyByteLimit: Int = 2048,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.logger = logger
        self.level = level
        self.redactor = redactor
        self.bodyByteLimit = max(0, bodyByteLimit)
        self.now = now
    }

    /// Calls `next` and logs the outcome.
    public func intercept(_ request: HTTPRequest, next: HTTPNext) async throws -> HTTPResponse {
        let exchange = redactor.redact(request)
        let tracing = logger.logLevel <= .trace
        if tracing {
            logger.trace("\(exchange) request headers: \(describe(request.headers))\(describe(body: request.body))")
        }
        let start = now()
        do {
            let response = try await next(request)
            let elapsed = milliseconds(start.duration(to: now()))
            logger.log(
                level: level, "\(exchange) -> \(response.statusCode) (\(elapsed) ms, \(response.body.count) bytes)")
            if tracing {
                logger.trace(
                    "\(exchange) response headers: \(describe(response.headers))\(describe(body: response.body))")
            }
            return response
        } catch {
            let elapsed = milliseconds(start.duration(to: now()))
            logger.log(level: level, "\(exchange) -> failed after \(elapsed) ms: \(NetworkError(error).description)")
            throw error
        }
    }

    private func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + Int64((Double(attoseconds) / 1e15).rounded())
    }

    private func describe(_ headers: HTTPHeaders) -> String {
        let fields = redactor.redact(headers).map { "\($0.name): \($0.value)" }
        return fields.isEmpty ? "(none)" : fields.joined(separator: ", ")
    }

    private func describe(body: Data?) -> String {
        guard let body, !body.isEmpty else { return "; no body" }
        guard bodyByteLimit > 0 else { return "; body \(body.count) bytes" }
        let shown = body.prefix(bodyByteLimit)
        let text = String(decoding: shown, as: UTF8.self)
        let size = shown.count < body.count ? "first \(shown.count) of \(body.count) bytes" : "\(body.count) bytes"
        return "; body (\(size)): \(text)"
    }
}

/// Gives each exchange a deadline that covers everything inside it, retries and their waits
/// included. When the deadline passes, the inner work is cancelled and
/// ``NetworkError/timedOut`` is thrown.
///
/// Place it outermost (first in the middleware array). The inner work and a timer race in a
/// task group; whichever ends first decides, and the other is cancelled. Inner work that
/// ignores cancellation delays the return until it ends (the live transports and
/// `Task.sleep` honour it).
public struct TimeoutMiddleware: HTTPMiddleware {
    /// How long an exchange may take.
    public let timeout: Duration

    private let sleep: @Sendable (Duration) async throws -> Void

    /// Creates a timeout of `timeout` per exchange. `sleep` is the timer (`Task.sleep` by
    /// default); it must throw when cancelled.
    public init(
        _ timeout: Duration,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.timeout = timeout
        self.sleep = sleep
    }

    /// Runs `next` against the deadline.
    public func intercept(_ request: HTTPRequest, next: HTTPNext) async throws -> HTTPResponse {
        let timeout = self.timeout
        let sleep = self.sleep
        // The group awaits both children before it returns, so `next` does not outlive this call.
        return try await withoutActuallyEscaping(next) { next in
            try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
                group.addTask { try await next(request) }
                group.addTask {
                    try await sleep(timeout)
                    // A timer that returns although the caller was cancelled is not a timeout.
                    try Task.checkCancellation()
                    throw NetworkError.timedOut
                }
                defer { group.cancelAll() }
                guard let first = try await group.next() else { throw NetworkError.timedOut }
                return first
            }
        }
    }
}

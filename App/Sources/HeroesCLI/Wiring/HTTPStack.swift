import AppConfig
import CommandLinePlatform
import FoundationEssentials
import Logging
import NetworkClient

/// The HTTP client `heroes` uses, outermost middleware first: an overall deadline (retries
/// included), user agent, retry, signing inside retry so every attempt is signed afresh, and
/// logging next to the transport so each attempt is logged as sent, its signature redacted. (Conditional requests are made by the
/// repository, which owns the cache.)
enum HTTPStack {
    static let userAgent = "heroes/\(Heroes.version) (Linux)"

    /// How long one call may take, its retries and their waits included, in seconds (`--timeout`).
    static let defaultTimeout: Double = 30

    /// How long one attempt of a call `timeout` seconds long may wait for a connection or for
    /// data: a third of it, so that the three attempts fit, but at least 10 s (a slow server
    /// gets its time) and never more than the whole. 10 s for the default 30 s.
    static func attemptTimeout(within timeout: Double) -> Double {
        min(timeout, max(10, timeout / 3))
    }

    /// The client, whose every call ends within `timeout` seconds (`--timeout`: more than 0, at
    /// most 600); `nil` for the embedded catalog, answered in-process, where no call waits on a
    /// network and none is tried again (what fails there fails the same way at once; a damaged
    /// catalog file is written again by the catalog itself). The deadline and the retries' waits
    /// sleep on the command's executor
    /// (``CommandExecutor/sleep(for:)``), which starts no thread for them.
    static func client(transport: any HTTPTransport, credentials: MarvelCredentials?, logsAPI: Bool, timeout: Double?)
        -> HTTPClient
    {
        var middlewares: [any HTTPMiddleware] = []
        if let timeout {
            middlewares.append(
                TimeoutMiddleware(.milliseconds(Int64((timeout * 1000).rounded(.up))), sleep: CommandExecutor.sleep))
        }
        middlewares.append(UserAgentMiddleware(userAgent))
        if timeout != nil {
            middlewares.append(
                RetryMiddleware(
                    maxAttempts: 3, baseDelay: .milliseconds(200), maxDelay: .seconds(2), maxRetryAfter: .seconds(5),
                    sleep: CommandExecutor.sleep))
        }
        if let credentials {
            middlewares.append(MarvelSigningMiddleware(credentials: credentials))
        }
        if logsAPI {
            var logger = Logger(label: "heroes.api")
            logger.logLevel = .debug
            middlewares.append(
                LoggingMiddleware(
                    logger: logger, level: .debug,
                    redactor: Redactor(
                        secretNames: Redactor.defaultSecretNames + MarvelSigningMiddleware.secretQueryNames)))
        }
        return HTTPClient(transport: transport, middlewares: middlewares)
    }
}

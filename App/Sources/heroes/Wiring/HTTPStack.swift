import AppConfig
import Foundation
import Logging
import NetworkClient

/// The HTTP client `heroes` uses, outermost middleware first: an overall deadline (retries
/// included), user agent, retry, signing inside retry so every attempt is signed afresh, and
/// logging next to the transport so each attempt is logged as sent, its signature redacted. (Conditional requests are made by the
/// repository, which owns the cache.)
enum HTTPStack {
    static let userAgent = "heroes/\(Heroes.version) (Linux)"

    static func client(transport: any HTTPTransport, credentials: MarvelCredentials?, logsAPI: Bool) -> HTTPClient {
        var middlewares: [any HTTPMiddleware] = [TimeoutMiddleware(.seconds(30)), UserAgentMiddleware(userAgent)]
        middlewares.append(RetryMiddleware(maxAttempts: 3, baseDelay: .milliseconds(200), maxDelay: .seconds(2), maxRetryAfter: .seconds(5)))
        if let credentials {
            middlewares.append(MarvelSigningMiddleware(credentials: credentials))
        }
        if logsAPI {
            var logger = Logger(label: "heroes.api")
            logger.logLevel = .debug
            middlewares.append(LoggingMiddleware(logger: logger, level: .debug))
        }
        return HTTPClient(transport: transport, middlewares: middlewares)
    }
}

import Foundation
import Logging
import Testing
import TestingUtils
@testable import NetworkClient

@Suite struct LoggingMiddlewareTests {
    /// The signing items of the request below are secret, as an app signing that way says.
    let redactor = Redactor(secretNames: Redactor.defaultSecretNames + ["apikey", "hash", "ts"])
    let signed = HTTPRequest(
        url: .test("http://h/v1/public/characters?limit=5&ts=1700000000&apikey=pub123&hash=abcdef"),
        headers: ["Authorization": "Bearer token-xyz", "Accept": "application/json"]
    )

    /// A clock that moves `step` forward on each reading.
    func steppingClock(_ step: Duration) -> @Sendable () -> ContinuousClock.Instant {
        let origin = ContinuousClock.now
        let readings = Recorder<Int>()
        return {
            let count = readings.count
            readings.append(count)
            return origin.advanced(by: step * count)
        }
    }

    @Test func logsOneRedactedLinePerExchange() async throws {
        let (logger, records) = CapturingLogHandler.logger(level: .debug)
        let logging = LoggingMiddleware(logger: logger, redactor: redactor, now: steppingClock(.milliseconds(12)))
        let response = try await logging.intercept(signed) { _ in
            HTTPResponse(statusCode: 200, body: Data("hello".utf8))
        }
        #expect(response.statusCode == 200)
        #expect(records.values.map(\.level) == [.debug])
        #expect(
            records.values.first?.message
                == "GET http://h/v1/public/characters?limit=5&ts=REDACTED&apikey=REDACTED&hash=REDACTED -> 200 (12 ms, 5 bytes)"
        )
    }

    @Test func usesTheChosenLevel() async throws {
        let (logger, records) = CapturingLogHandler.logger(level: .info)
        let logging = LoggingMiddleware(logger: logger, level: .info)
        _ = try await logging.intercept(signed) { _ in HTTPResponse(statusCode: 404) }
        #expect(records.values.map(\.level) == [.info])
        #expect(records.values.first?.message.contains("-> 404 (") == true)
    }

    @Test func belowTheLoggerLevelNothingIsWritten() async throws {
        let (logger, records) = CapturingLogHandler.logger(level: .info)
        let logging = LoggingMiddleware(logger: logger)  // .debug lines, logger at .info
        _ = try await logging.intercept(signed) { _ in HTTPResponse(statusCode: 200) }
        #expect(records.count == 0)
    }

    @Test func logsFailuresWithTheErrorAndRethrows() async throws {
        let (logger, records) = CapturingLogHandler.logger(level: .debug)
        let logging = LoggingMiddleware(logger: logger, redactor: redactor, now: steppingClock(.milliseconds(7)))
        await #expect(throws: NetworkError.timedOut) {
            try await logging.intercept(signed) { _ in throw NetworkError.timedOut }
        }
        #expect(
            records.values.map(\.message) == [
                "GET http://h/v1/public/characters?limit=5&ts=REDACTED&apikey=REDACTED&hash=REDACTED -> failed after 7 ms: The request timed out."
            ])
    }

    @Test func tracesHeadersAndBodiesUpToTheLimit() async throws {
        let (logger, records) = CapturingLogHandler.logger(level: .trace)
        let logging = LoggingMiddleware(logger: logger, bodyByteLimit: 10)
        var post = signed
        post.method = .post
        post.body = Data("short".utf8)
        let body = Data(String(repeating: "0123456789", count: 30).utf8)
        _ = try await logging.intercept(post) { _ in
            HTTPResponse(statusCode: 201, headers: ["ETag": "\"v1\""], body: body)
        }
        let messages = records.values.map(\.message)
        #expect(records.values.map(\.level) == [.trace, .debug, .trace])
        #expect(messages[0].contains("Authorization: REDACTED"))
        #expect(messages[0].contains("Accept: application/json"))
        #expect(messages[0].hasSuffix("; body (5 bytes): short"))
        #expect(messages[2].contains("ETag: \"v1\""))
        #expect(messages[2].hasSuffix("; body (first 10 of 300 bytes): 0123456789"))
    }

    @Test func atDebugNoBodyIsLogged() async throws {
        let (logger, records) = CapturingLogHandler.logger(level: .debug)
        let logging = LoggingMiddleware(logger: logger)
        _ = try await logging.intercept(signed) { _ in HTTPResponse(statusCode: 200, body: Data("secret body".utf8)) }
        #expect(records.count == 1)
        #expect(!records.values.contains { $0.message.contains("secret body") })
    }

    @Test func noSecretReachesAnyLine() async throws {
        let (logger, records) = CapturingLogHandler.logger(level: .trace)
        let logging = LoggingMiddleware(logger: logger, redactor: redactor)
        _ = try await logging.intercept(signed) { _ in
            HTTPResponse(statusCode: 200, headers: ["authorization": "echo token-xyz"])
        }
        _ = try? await logging.intercept(signed) { _ in throw NetworkError.connectionLost }
        #expect(records.count == 5)
        for secret in ["1700000000", "pub123", "abcdef", "token-xyz"] {
            #expect(!records.values.contains { $0.message.contains(secret) }, "\(secret) was logged")
        }
    }

    @Test func secretNamesAreConfigurableAndCaseInsensitive() async throws {
        let (logger, records) = CapturingLogHandler.logger(level: .trace)
        let logging = LoggingMiddleware(logger: logger, redactor: Redactor(secretNames: ["X-Api-Key", "Session"]))
        let request = HTTPRequest(url: .test("http://h/p?SESSION=s1&ts=5"), headers: ["x-api-key": "k1"])
        _ = try await logging.intercept(request) { _ in HTTPResponse(statusCode: 200) }
        let all = records.values.map(\.message).joined(separator: "\n")
        #expect(all.contains("SESSION=REDACTED&ts=5"))
        #expect(all.contains("x-api-key: REDACTED"))
        #expect(!all.contains("k1") && !all.contains("s1"))
    }
}

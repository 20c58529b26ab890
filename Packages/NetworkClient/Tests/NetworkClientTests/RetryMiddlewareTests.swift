import Foundation
import Testing
import TestingUtils
@testable import NetworkClient

@Suite struct RetryMiddlewareTests {
    let request = HTTPRequest(url: .test("http://h/v1/public/characters"))

    /// A retry middleware that records its sleeps instead of sleeping.
    func middleware(
        maxAttempts: Int = 3,
        baseDelay: Duration = .milliseconds(100),
        maxDelay: Duration = .seconds(10),
        maxRetryAfter: Duration = .seconds(30),
        random: Double = 0.5,
        now: Date = Date(timeIntervalSince1970: 1_700_000_000)
    ) -> (RetryMiddleware, Recorder<Duration>) {
        let sleeps = Recorder<Duration>()
        let retry = RetryMiddleware(
            maxAttempts: maxAttempts, baseDelay: baseDelay, maxDelay: maxDelay, maxRetryAfter: maxRetryAfter,
            sleep: { sleeps.append($0) }, random: { random }, now: { now }
        )
        return (retry, sleeps)
    }

    @Test func retriesA503UntilItSucceedsWithJitteredExponentialBackoff() async throws {
        let (retry, sleeps) = middleware(baseDelay: .milliseconds(100), random: 0.5)
        let next = ScriptedNext(statuses: [503, 503, 200])
        let response = try await retry.intercept(request, next: next.next)
        #expect(response.statusCode == 200)
        #expect(next.callCount == 3)
        // random × min(cap, base × 2^(retry−1)): 0.5 × 100 ms, then 0.5 × 200 ms.
        #expect(sleeps.values == [.milliseconds(50), .milliseconds(100)])
    }

    @Test func backoffIsCappedAndTheLastResponseIsReturned() async throws {
        let (retry, sleeps) = middleware(maxAttempts: 5, baseDelay: .seconds(1), maxDelay: .seconds(3), random: 1)
        let next = ScriptedNext(statuses: [500])
        let response = try await retry.intercept(request, next: next.next)
        #expect(response.statusCode == 500)
        #expect(next.callCount == 5)
        #expect(sleeps.values == [.seconds(1), .seconds(2), .seconds(3), .seconds(3)])
    }

    @Test func jitterScalesTheWholeCeiling() {
        let (retry, _) = middleware(baseDelay: .milliseconds(400), maxDelay: .seconds(1))
        #expect(retry.backoff(beforeRetry: 1, random: 0) == .zero)
        #expect(retry.backoff(beforeRetry: 1, random: 0.25) == .milliseconds(100))
        #expect(retry.backoff(beforeRetry: 2, random: 0.25) == .milliseconds(200))
        #expect(retry.backoff(beforeRetry: 3, random: 0.25) == .milliseconds(250))
        #expect(retry.backoff(beforeRetry: 60, random: 1) == .seconds(1))
    }

    @Test(arguments: [408, 429, 500, 502, 503, 504])
    func retriesTransientStatuses(status: Int) async throws {
        let (retry, sleeps) = middleware()
        let next = ScriptedNext(statuses: [status, 200])
        let response = try await retry.intercept(request, next: next.next)
        #expect(response.statusCode == 200)
        #expect(next.callCount == 2)
        #expect(sleeps.count == 1)
    }

    @Test(arguments: [200, 304, 400, 401, 404, 409, 501])
    func doesNotRetryOtherStatuses(status: Int) async throws {
        let (retry, sleeps) = middleware()
        let next = ScriptedNext(statuses: [status, 200])
        let response = try await retry.intercept(request, next: next.next)
        #expect(response.statusCode == status)
        #expect(next.callCount == 1)
        #expect(sleeps.count == 0)
    }

    @Test(arguments: [HTTPMethod.post, .patch])
    func doesNotRetryNonIdempotentMethods(method: HTTPMethod) async throws {
        let (retry, sleeps) = middleware()
        let next = ScriptedNext(statuses: [503, 200])
        var post = request
        post.method = method
        let response = try await retry.intercept(post, next: next.next)
        #expect(response.statusCode == 503)
        #expect(next.callCount == 1)
        #expect(sleeps.count == 0)
    }

    @Test(arguments: [HTTPMethod.get, .head, .put, .delete, .options])
    func retriesIdempotentMethods(method: HTTPMethod) async throws {
        let (retry, _) = middleware()
        let next = ScriptedNext(statuses: [503, 200])
        var idempotent = request
        idempotent.method = method
        #expect(try await retry.intercept(idempotent, next: next.next).statusCode == 200)
        #expect(next.callCount == 2)
    }

    @Test(arguments: [
        NetworkError.cannotConnect(host: "h"), .timedOut, .connectionLost,
    ])
    func retriesTransientTransportFailures(error: NetworkError) async throws {
        let (retry, sleeps) = middleware()
        let next = ScriptedNext([.failure(error), .response(HTTPResponse(statusCode: 200))])
        let response = try await retry.intercept(request, next: next.next)
        #expect(response.statusCode == 200)
        #expect(next.callCount == 2)
        #expect(sleeps.values == [.milliseconds(50)])
    }

    @Test func retriesRawURLErrorsByTheirMeaning() async throws {
        let (retry, _) = middleware()
        let next = ScriptedNext([.failure(URLError(.networkConnectionLost)), .response(HTTPResponse(statusCode: 200))])
        #expect(try await retry.intercept(request, next: next.next).statusCode == 200)
        #expect(next.callCount == 2)
    }

    @Test(arguments: [
        ScriptedNext.Outcome.failure(NetworkError.dnsFailure(host: "h")),
        .failure(NetworkError.invalidURL("x")),
        .failure(NetworkError.tls(reason: "bad certificate")),
        .failure(NetworkError.cancelled),
        .failure(CancellationError()),
        .failure(URLError(.cancelled)),
        .failure(NetworkError.decoding(path: "a", reason: "b")),
        .failure(NetworkError.other("odd")),
    ])
    func doesNotRetryOtherFailures(outcome: ScriptedNext.Outcome) async throws {
        let (retry, sleeps) = middleware()
        let next = ScriptedNext([outcome, .response(HTTPResponse(statusCode: 200))])
        await #expect(throws: (any Error).self) { try await retry.intercept(request, next: next.next) }
        #expect(next.callCount == 1)
        #expect(sleeps.count == 0)
    }

    @Test func throwsTheLastErrorWhenAttemptsRunOut() async throws {
        let (retry, sleeps) = middleware(maxAttempts: 3)
        let next = ScriptedNext([.failure(NetworkError.cannotConnect(host: "h"))])
        await #expect(throws: NetworkError.cannotConnect(host: "h")) {
            try await retry.intercept(request, next: next.next)
        }
        #expect(next.callCount == 3)
        #expect(sleeps.count == 2)
    }

    @Test func oneAttemptMeansNoRetry() async throws {
        let (retry, _) = middleware(maxAttempts: 1)
        let next = ScriptedNext(statuses: [503, 200])
        #expect(try await retry.intercept(request, next: next.next).statusCode == 503)
        #expect(next.callCount == 1)
    }

    @Test func honoursRetryAfterInSeconds() async throws {
        let (retry, sleeps) = middleware(random: 0.5)
        let next = ScriptedNext([
            .response(HTTPResponse(statusCode: 429, headers: ["Retry-After": "2"])),
            .response(HTTPResponse(statusCode: 200)),
        ])
        #expect(try await retry.intercept(request, next: next.next).statusCode == 200)
        #expect(sleeps.values == [.seconds(2)])
    }

    @Test func honoursRetryAfterAsAnHTTPDate() async throws {
        let now = Date(timeIntervalSince1970: 1_700_000_000)  // Tue, 14 Nov 2023 22:13:20 GMT
        let (retry, sleeps) = middleware(now: now)
        let next = ScriptedNext([
            .response(HTTPResponse(statusCode: 503, headers: ["Retry-After": "Tue, 14 Nov 2023 22:13:27 GMT"])),
            .response(HTTPResponse(statusCode: 200)),
        ])
        #expect(try await retry.intercept(request, next: next.next).statusCode == 200)
        #expect(sleeps.values == [.seconds(7)])
    }

    @Test func returnsTheResponseAtOnceWhenRetryAfterIsBeyondTheLimit() async throws {
        let (retry, sleeps) = middleware(maxRetryAfter: .seconds(10))
        let next = ScriptedNext([
            .response(HTTPResponse(statusCode: 429, headers: ["Retry-After": "120"])),
            .response(HTTPResponse(statusCode: 200)),
        ])
        let response = try await retry.intercept(request, next: next.next)
        #expect(response.statusCode == 429)
        #expect(response.headers["Retry-After"] == "120")
        #expect(next.callCount == 1)
        #expect(sleeps.count == 0)
    }

    @Test func unreadableRetryAfterFallsBackToBackoff() async throws {
        let (retry, sleeps) = middleware(baseDelay: .milliseconds(100), random: 0.5)
        let next = ScriptedNext([
            .response(HTTPResponse(statusCode: 503, headers: ["Retry-After": "soon"])),
            .response(HTTPResponse(statusCode: 200)),
        ])
        #expect(try await retry.intercept(request, next: next.next).statusCode == 200)
        #expect(sleeps.values == [.milliseconds(50)])
    }

    @Test func aCancelledSleepEndsTheRetries() async throws {
        let retry = RetryMiddleware(sleep: { _ in throw CancellationError() })
        let next = ScriptedNext(statuses: [503, 200])
        await #expect(throws: CancellationError.self) { try await retry.intercept(request, next: next.next) }
        #expect(next.callCount == 1)
    }

    @Test func eachAttemptGoesThroughTheInnerChainAgain() async throws {
        // The inner `next` stands for the signing middleware: each attempt is a fresh call.
        let (retry, _) = middleware()
        let counter = Recorder<Int>()
        let next: HTTPNext = { request in
            counter.append(counter.count + 1)
            return HTTPResponse(statusCode: counter.count < 3 ? 502 : 200, headers: ["X-Attempt": "\(counter.count)"])
        }
        let response = try await retry.intercept(request, next: next)
        #expect(response.headers["X-Attempt"] == "3")
    }
}

import Foundation
import Testing
import TestingUtils
@testable import NetworkClient

@Suite(.timeLimit(.minutes(1)))
struct CancellationTests {
    @Test func cancellingDuringA10SecondBackoffEndsTheRequestPromptly() async throws {
        let calls = Recorder<Int>()
        let client = HTTPClient(
            transport: InMemoryTransport { _ in
                calls.append(1)
                return HTTPResponse(statusCode: 503)
            },
            // A real sleep: every retry would wait the full 10 s.
            middlewares: [
                RetryMiddleware(maxAttempts: 3, baseDelay: .seconds(10), maxDelay: .seconds(10), random: { 1 })
            ]
        )
        let clock = ContinuousClock()
        let start = clock.now
        let task = Task { try await client.send(HTTPRequest(url: .test("http://h/"))) }
        #expect(await eventually { calls.count == 1 })
        try await Task.sleep(for: .milliseconds(50))
        task.cancel()
        await #expect(throws: NetworkError.cancelled) { try await task.value }
        #expect(calls.count == 1)
        #expect(clock.now - start < .seconds(10), "the request waited out the whole backoff")
    }

    @Test func aCancelledTaskSendsNothing() async throws {
        let calls = Recorder<Int>()
        let client = HTTPClient(
            transport: InMemoryTransport { _ in
                calls.append(1)
                return HTTPResponse(statusCode: 200)
            })
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.send(HTTPRequest(url: .test("http://h/")))
        }
        await #expect(throws: NetworkError.cancelled) { try await task.value }
        #expect(calls.count == 0)
    }

    @Test func anyErrorFromACancelledTaskIsReportedAsCancelled() async throws {
        struct Odd: Error {}
        let started = Recorder<Int>()
        let client = HTTPClient(
            transport: InMemoryTransport { _ in
                started.append(1)
                try? await Task.sleep(for: .seconds(60))
                throw Odd()
            })
        let task = Task { try await client.send(HTTPRequest(url: .test("http://h/"))) }
        #expect(await eventually { started.count == 1 })
        task.cancel()
        await #expect(throws: NetworkError.cancelled) { try await task.value }
    }
}

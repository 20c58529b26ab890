import Foundation
import Testing
import TestingUtils
@testable import NetworkClient

@Suite(.timeLimit(.minutes(1)))
struct CancellationTests {
    /// The backoff is a day long: only the cancellation can end the request while the test
    /// runs (the suite's time limit fails it otherwise), so no duration is measured.
    @Test func cancellingDuringADayLongBackoffEndsTheRequestWithCancelled() async throws {
        let calls = Recorder<Int>()
        let client = HTTPClient(
            transport: InMemoryTransport { _ in
                calls.append(1)
                return HTTPResponse(statusCode: 503)
            },
            // A real sleep: every retry would wait the full day.
            middlewares: [
                RetryMiddleware(maxAttempts: 3, baseDelay: .seconds(86_400), maxDelay: .seconds(86_400), random: { 1 })
            ]
        )
        let task = Task { try await client.send(HTTPRequest(url: .test("http://h/"))) }
        #expect(await eventually { calls.count == 1 })
        task.cancel()
        await #expect(throws: NetworkError.cancelled) { try await task.value }
        #expect(calls.count == 1)
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

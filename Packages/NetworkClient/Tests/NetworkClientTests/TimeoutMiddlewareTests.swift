import Foundation
import Testing
import TestingUtils
@testable import NetworkClient

@Suite(.timeLimit(.minutes(1)))
struct TimeoutMiddlewareTests {
    let request = HTTPRequest(url: .test("http://h/"))

    @Test func expiryThrowsTimedOutAndCancelsTheInnerWork() async throws {
        let events = Recorder<String>()
        // The timer fires at once; the inner work would take a minute unless cancelled.
        let timeout = TimeoutMiddleware(.seconds(5), sleep: { _ in events.append("timer fired") })
        let next: HTTPNext = { _ in
            do {
                try await Task.sleep(for: .seconds(60))
                events.append("inner finished")
            } catch {
                events.append("inner cancelled")
                throw error
            }
            return HTTPResponse(statusCode: 200)
        }
        await #expect(throws: NetworkError.timedOut) { try await timeout.intercept(request, next: next) }
        // The group waits for the inner task, so it has seen its cancellation by now.
        #expect(events.values.contains("inner cancelled"))
        #expect(!events.values.contains("inner finished"))
    }

    @Test func aResponseInTimeIsReturnedAndTheTimerStopped() async throws {
        let timerEnds = Recorder<String>()
        let timeout = TimeoutMiddleware(
            .seconds(60),
            sleep: { duration in
                do { try await Task.sleep(for: duration) } catch {
                    timerEnds.append("cancelled")
                    throw error
                }
            })
        let response = try await timeout.intercept(request) { _ in HTTPResponse(statusCode: 204) }
        #expect(response.statusCode == 204)
        #expect(timerEnds.values == ["cancelled"])
    }

    @Test func theTimerGetsTheConfiguredDuration() async throws {
        let durations = Recorder<Duration>()
        let timeout = TimeoutMiddleware(
            .milliseconds(1500),
            sleep: {
                durations.append($0); try await Task.sleep(for: .seconds(60))
            })
        _ = try await timeout.intercept(request) { _ in HTTPResponse(statusCode: 200) }
        #expect(durations.values == [.milliseconds(1500)])
    }

    @Test func innerErrorsPassThrough() async throws {
        let timeout = TimeoutMiddleware(.seconds(60))
        await #expect(throws: NetworkError.connectionLost) {
            try await timeout.intercept(request) { _ in throw NetworkError.connectionLost }
        }
    }

    @Test func theDeadlineCoversRetriesAndTheirBackoff() async throws {
        let calls = Recorder<Int>()
        let client = HTTPClient(
            transport: InMemoryTransport { _ in
                calls.append(1)
                return HTTPResponse(statusCode: 503)
            },
            middlewares: [
                TimeoutMiddleware(.milliseconds(100)),
                RetryMiddleware(maxAttempts: 5, baseDelay: .seconds(30), maxDelay: .seconds(30), random: { 1 }),
            ]
        )
        await #expect(throws: NetworkError.timedOut) { try await client.send(request) }
        #expect(calls.count == 1)
    }

    @Test func cancellingTheCallerIsNotATimeout() async throws {
        let started = Recorder<Int>()
        let client = HTTPClient(
            transport: InMemoryTransport { _ in
                started.append(1)
                try await Task.sleep(for: .seconds(60))
                return HTTPResponse(statusCode: 200)
            },
            middlewares: [TimeoutMiddleware(.seconds(30))]
        )
        let task = Task { try await client.send(request) }
        #expect(await eventually { started.count == 1 })
        task.cancel()
        await #expect(throws: NetworkError.cancelled) { try await task.value }
    }
}

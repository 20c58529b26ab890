import Foundation
import NetworkClient
import Testing
import TestingUtils

@testable import NetworkStubs

/// The state the stub server guards with `Synchronization.Mutex`, hammered from many tasks at
/// once: ThreadSanitizer does not see that lock on Linux, so these counts are how a lost update
/// or a torn state would show (see `concurrently(tasks:iterations:_:)`). Their five-minute limits
/// bound a hang only: the tasks share the process's two cooperative threads with the package's
/// CPU-bound tests, and in CI (2026-11-29, a clean clone) NetworkStubs' two took 110 s beside
/// the contract tests over the 2017 snapshot, past the one minute they had.
struct SharedStateStressTests {
    /// 2025-04-01T12:00:00Z, fixed: every request falls on the same UTC day.
    private static let noon = Date(timeIntervalSince1970: 1_743_508_800)

    /// Signed requests for a path the API does not have: counted against the budget, then a
    /// cheap 404, so that the replies spend most of their time in the server's bookkeeping.
    @Test(.timeLimit(.minutes(5)))
    func repliesFromManyTasksAtOnceCountEveryRequestAndAdmitExactlyTheDailyBudget() async {
        let budget = 8_000
        let server = MarvelServer(api: openAPI, rateLimit: RateLimit(callsPerDay: budget), clock: { Self.noon })
        let statuses = Recorder<Int>()
        await concurrently(tasks: 16, iterations: 1_000) { _, _ in
            statuses.append(server.reply(to: request("/v1/public/nothing")).response?.statusCode ?? 0)
        }
        #expect(server.requestCount == 16_000)
        #expect(statuses.values.filter { $0 != 429 }.count == budget)
        #expect(statuses.values.filter { $0 == 429 }.count == 16_000 - budget)
        #expect(server.callsToday(for: "anykey") == budget)
        #expect(server.requests.count == MarvelServer.requestHistoryLimit)
    }

    /// Every body is the same size, so the bytes kept must be that size times the entries kept.
    @Test(.timeLimit(.minutes(5)))
    func aResponseCacheStoredAndReadFromManyTasksAtOnceKeepsItsByteCountAndBounds() async {
        let cache = ResponseCache(maximumEntries: 16, maximumBytes: 1 << 20)
        let bodySize = 100
        let keys = (0..<64).map {
            ResponseCache.Key(
                path: "/v1/public/characters/\($0)", query: QueryParameters(url: URL(string: "http://h/")!))
        }
        let misread = Recorder<Int>()
        await concurrently(tasks: 16, iterations: 2_000) { task, iteration in
            let index = (task * 7 + iteration) % keys.count
            if iteration.isMultiple(of: 3), let found = cache.entry(for: keys[index]) {
                if found.etag != "\(index)" || found.body.count != bodySize { misread.append(index) }
            } else {
                cache.store(
                    .init(body: Data(repeating: UInt8(index), count: bodySize), etag: "\(index)"), for: keys[index])
            }
        }
        #expect(misread.values.isEmpty, "entries read back under another key")
        #expect(cache.count <= 16)
        #expect(cache.count > 0)
        #expect(cache.byteCount == cache.count * bodySize)
    }
}

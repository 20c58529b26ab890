import Foundation
import Testing
import TestingUtils

@testable import HeroesCore

/// The state HeroesCore guards with `Synchronization.Mutex`, hammered from many tasks at once:
/// ThreadSanitizer does not see that lock on Linux, so these counts are how a lost update or a
/// torn state would show (see `concurrently(tasks:iterations:_:)`). Their five-minute limits
/// bound a hang only: the tasks share the process's two cooperative threads with the package's
/// CPU-bound tests, and in CI (2026-11-29, a clean clone) NetworkStubs' two took 110 s beside
/// the contract tests over the 2017 snapshot, past the one minute they had.
struct SharedStateStressTests {
    @Test(.timeLimit(.minutes(5)))
    func aWarningReportedFromManyTasksAtOnceReachesTheHandlerExactlyOnce() async {
        let handled = Recorder<CacheWarning>()
        let reporter = WarningReporter(handled.callback)
        // Every task reports every warning, each starting at another one: the set of those
        // reported grows (and is resized) while the others look in it.
        let distinct = 20_000
        await concurrently(tasks: 16, iterations: distinct) { task, iteration in
            reporter.report(.sharedFolder(path: "/cache/\((task * 1_250 + iteration) % distinct)"))
        }
        let paths = handled.values.map { warning -> String in
            guard case .sharedFolder(let path) = warning else { return "\(warning)" }
            return path
        }
        #expect(paths.count == distinct, "each distinct warning once")
        #expect(Set(paths) == Set((0..<distinct).map { "/cache/\($0)" }))
    }

    /// Each task's loads follow one another, so the load started last of all is some task's
    /// last: the state ends as one of those, never `.loading` and never an older value.
    @Test(.timeLimit(.minutes(5)))
    func overlappingLoadsFromManyTasksEndInTheValueOfALoadStartedLast() async {
        let model = LoadingViewModel<Int, [Int]>(isEmpty: { $0.isEmpty }) { request, _ in
            Fetched(value: [request], origin: .network)
        }
        let iterations = 20_000
        await concurrently(tasks: 16, iterations: iterations) { task, iteration in
            await model.load(task * 100_000 + iteration)
        }
        let lastOfEachTask = (0..<16).map { LoadState<[Int]>.loaded([$0 * 100_000 + iterations - 1]) }
        #expect(lastOfEachTask.contains(model.state), "ended as \(model.state)")
    }
}

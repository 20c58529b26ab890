import Synchronization
import Testing

@testable import CommandLinePlatform

#if canImport(Glibc)
import Glibc
#endif

/// The command's tasks run on the thread that calls `CommandExecutor.run`, and `run` returns
/// once the command has ended.
@Suite struct CommandExecutorTests {
    /// A default actor: its methods run on the task's preferred executor.
    private actor Counter {
        var value = 0
        func increment() -> pthread_t {
            value += 1
            return pthread_self()
        }
    }

    /// Synchronous: `run` takes the calling thread until the operation ends.
    @Test func theOperationItsChildTasksAnActorAndWakingFromASleepRunOnTheCallingThread() {
        let caller = pthread_self()
        let threads = Mutex<[pthread_t]>([])
        CommandExecutor.run {
            threads.withLock { $0.append(pthread_self()) }
            await withTaskGroup(of: pthread_t.self) { group in
                for _ in 0..<4 { group.addTask { pthread_self() } }
                for await thread in group { threads.withLock { $0.append(thread) } }
            }
            let counter = Counter()
            threads.withLock { $0.append(pthread_self()) }
            let actorThread = await counter.increment()
            threads.withLock { $0.append(actorThread) }
            try? await Task.sleep(for: .milliseconds(5))
            threads.withLock { $0.append(pthread_self()) }
        }
        let seen = threads.withLock { $0 }
        #expect(seen.count == 8)
        #expect(seen.allSatisfy { pthread_equal($0, caller) != 0 })
    }

    @Test func onlyDefaultAsksForTheGlobalExecutor() {
        #expect("default".withCString { CommandExecutor.runsOnGlobalExecutor(variable: $0) })
        #expect(CommandExecutor.runsOnGlobalExecutor(variable: nil) == false)
        #expect("command".withCString { CommandExecutor.runsOnGlobalExecutor(variable: $0) } == false)
    }

    /// The switch back (`HEROES_EXECUTOR=default`): the operation runs on the runtime's threads,
    /// its sleeps are `Task.sleep`, and the call returns once it has ended.
    @Test func onTheGlobalExecutorTheOperationRunsOffTheCallingThreadAndEndsBeforeTheCallReturns() {
        let caller = pthread_self()
        let steps = Mutex<[String]>([])
        let threads = Mutex<[pthread_t]>([])
        CommandExecutor.runOnGlobalExecutor {
            threads.withLock { $0.append(pthread_self()) }
            steps.withLock { $0.append("started") }
            try? await CommandExecutor.sleep(for: .milliseconds(5))
            let aside = await CommandExecutor.aside { pthread_self() }.value
            threads.withLock { $0.append(aside) }
            steps.withLock { $0.append("ended") }
        }
        steps.withLock { $0.append("returned") }
        #expect(steps.withLock { $0 } == ["started", "ended", "returned"])
        let seen = threads.withLock { $0 }
        #expect(seen.count == 2)
        #expect(seen.allSatisfy { pthread_equal($0, caller) == 0 })
    }

    @Test func runReturnsOnlyOnceTheOperationHasEnded() {
        let steps = Mutex<[String]>([])
        CommandExecutor.run {
            steps.withLock { $0.append("started") }
            try? await Task.sleep(for: .milliseconds(20))
            await Task.yield()
            steps.withLock { $0.append("ended") }
        }
        steps.withLock { $0.append("returned") }
        #expect(steps.withLock { $0 } == ["started", "ended", "returned"])
    }

    @Test func aSleepOnTheExecutorLastsAtLeastItsDurationAndWakesOnTheCallingThread() {
        let caller = pthread_self()
        let observed = Mutex<(elapsed: Duration, woke: pthread_t)?>(nil)
        CommandExecutor.run {
            let start = ContinuousClock.now
            try? await CommandExecutor.sleep(for: .milliseconds(30))
            observed.withLock { $0 = (start.duration(to: .now), pthread_self()) }
        }
        let result = observed.withLock { $0 }
        #expect(result != nil)
        if let result {
            #expect(result.elapsed >= .milliseconds(30))
            #expect(pthread_equal(result.woke, caller) != 0)
        }
    }

    /// End to end: three sleeps through `CommandExecutor.sleep`, started in the order 400, 100,
    /// 250 ms after one instant, wake in the order of their deadlines. The deadlines come from
    /// that one instant, so no scheduling between the sleepers' starts can shift them. Each
    /// sleeper reads the clock as its job starts, in the job that arms its timer (the loop looks at
    /// the timers only between jobs); when the last one read it after the earliest deadline (a
    /// loaded machine held the thread that long), the loop may have woken a sleeper before an
    /// earlier one was armed, the order says nothing, and the three are started again (at most
    /// 10 times in all): the order is only checked on a run where every timer was armed before
    /// any was due, and a machine that never allows one in 10 fails the test, saying so.
    @Test func sleepsOnTheExecutorEndInTheOrderOfTheirDeadlines() {
        for _ in 1...10 {
            let run = Self.sleep(delays: [400, 100, 250])
            guard run.allArmedBeforeTheFirstDeadline else { continue }
            #expect(run.woken == [1, 2, 0])
            return
        }
        Issue.record("in 10 runs, the three sleepers never all started within 100 ms of one another")
    }

    /// One command that sleeps in child tasks, the one at `index` until `delays[index]`
    /// milliseconds after one instant: the indexes in the order the sleepers woke, and whether
    /// the last sleeper started before the earliest deadline.
    private static func sleep(delays: [Int]) -> (woken: [Int], allArmedBeforeTheFirstDeadline: Bool) {
        let run = Mutex<(woken: [Int], allArmedBeforeTheFirstDeadline: Bool)>(([], false))
        CommandExecutor.run {
            let base = ContinuousClock.now
            let firstDeadline = base + .milliseconds(delays.min() ?? 0)
            let (woken, lastStart) = await withTaskGroup(of: (Int, ContinuousClock.Instant).self) { group in
                for (index, delay) in delays.enumerated() {
                    group.addTask {
                        // In the job that arms the timer: no look of the loop between the two.
                        let start = ContinuousClock.now
                        try? await CommandExecutor.sleep(until: base + .milliseconds(delay))
                        return (index, start)
                    }
                }
                var woken: [Int] = []
                var lastStart = base
                for await (index, start) in group {
                    woken.append(index)
                    lastStart = max(lastStart, start)
                }
                return (woken, lastStart)
            }
            run.withLock { $0 = (woken, lastStart < firstDeadline) }
        }
        return run.withLock { $0 }
    }

    /// The executor's deadline queue, which its loop reads after a late look (its thread held by
    /// a job, or by a loaded machine): three timers found due at the same look are given back in
    /// the order of their deadlines, not in the order they were armed nor in the order the queue
    /// keeps them; the loop resumes them in that order. The deadlines are given, not measured
    /// from when each sleeper ran, so no scheduling can swap them; each sleeper is resumed only
    /// once the one before has said so, so the order seen is the queue's.
    @Test func timersFoundDueTogetherAreGivenInTheOrderOfTheirDeadlines() async {
        let base = ContinuousClock.now
        let queue = DeadlineQueue()
        let ids = queue.timers.withLock { timers in (0..<3).map { _ in timers.add() } }
        let (armed, armedContinuation) = AsyncStream<Void>.makeStream()
        let (resumed, resumedContinuation) = AsyncStream<Int>.makeStream()
        let order = await withTaskGroup(of: Void.self) { group in
            for (index, delay) in [300, 100, 200].enumerated() {
                group.addTask {
                    try? await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                        _ = queue.timers.withLock { $0.arm(ids[index], at: base + .milliseconds(delay), continuation) }
                        armedContinuation.yield()
                    }
                    resumedContinuation.yield(index)
                }
            }
            var armedCount = 0
            for await _ in armed {
                armedCount += 1
                if armedCount == 3 { break }
            }
            let due = queue.timers.withLock { $0.takeDue(at: base + .milliseconds(300)) }
            var order: [Int] = []
            var sleepers = resumed.makeAsyncIterator()
            for continuation in due {
                continuation.resume()
                if let index = await sleepers.next() { order.append(index) }
            }
            return order
        }
        #expect(order == [1, 2, 0])
    }

    /// Child tasks, which run on the executor; never an unstructured task, which would need a
    /// thread of the global pool that other tests may be holding in `run`. The sleep is a day
    /// long: only its cancellation can end it while the test runs, so no duration is measured.
    @Test func cancellingASleepOnTheExecutorEndsItWithCancellationError() {
        let outcome = Mutex<(any Error)?>(nil)
        CommandExecutor.run {
            let error = await withTaskGroup(of: (any Error)?.self) { group in
                group.addTask { await Self.outcomeOfASleep(for: .seconds(86_400)) }
                try? await CommandExecutor.sleep(for: .milliseconds(10))
                group.cancelAll()
                return await group.next() ?? nil
            }
            outcome.withLock { $0 = error }
        }
        #expect(outcome.withLock { $0 } is CancellationError)
    }

    @Test func aSleepInATaskAlreadyCancelledThrowsAtOnce() {
        let thrown = Mutex<(any Error)?>(nil)
        CommandExecutor.run {
            let outcome = await withTaskGroup(of: (any Error)?.self) { group in
                group.cancelAll()
                group.addTask { await Self.outcomeOfASleep(for: .seconds(30)) }
                return await group.next() ?? nil
            }
            thrown.withLock { $0 = outcome }
        }
        #expect(thrown.withLock { $0 } is CancellationError)
    }

    @Test func aSleepOutsideACommandsExecutorIsTaskSleep() async throws {
        let start = ContinuousClock.now
        try await CommandExecutor.sleep(for: .milliseconds(20))
        #expect(start.duration(to: .now) >= .milliseconds(20))
        let sleeper = Task { try await CommandExecutor.sleep(for: .seconds(30)) }
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }

    /// The aside task is enqueued first, yet the command's child and the command itself, of
    /// higher priority, run before it; in the order jobs came, "aside" would come first.
    @Test func workSetAsideRunsOnTheCallingThreadOnlyWhenNoJobOfTheCommandIsReady() {
        let caller = pthread_self()
        let log = Log()
        CommandExecutor.run {
            let aside = CommandExecutor.aside {
                log.add(pthread_equal(pthread_self(), caller) != 0 ? "aside" : "aside on another thread")
            }
            async let child: Void = log.add("child")
            await child
            log.add("command after its child")
            await aside.value
            log.add("command after the aside work")
        }
        #expect(log.entries == ["child", "command after its child", "aside", "command after the aside work"])
    }

    @Test func workSetAsideOutsideACommandsExecutorRunsOnTheGlobalExecutor() async {
        let value = await CommandExecutor.aside { 6 * 7 }.value
        #expect(value == 42)
    }

    /// What a sleep on the executor ends with: nil, or the error it threw.
    private static func outcomeOfASleep(for duration: Duration) async -> (any Error)? {
        do {
            try await CommandExecutor.sleep(for: duration)
            return nil
        } catch {
            return error
        }
    }
}

/// The executor's deadline queue, shared by a test's sleepers.
private final class DeadlineQueue: Sendable {
    let timers = Mutex(Timers())
}

/// What the tasks of a test did, in order.
private final class Log: Sendable {
    private let stored = Mutex<[String]>([])
    func add(_ entry: String) { stored.withLock { $0.append(entry) } }
    var entries: [String] { stored.withLock { $0 } }
}

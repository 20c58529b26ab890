import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs a command's tasks on the thread that started it, one job at a time, and its timers
/// (``sleep(for:)``) in the same loop.
///
/// It exists for speed (benchmarks/DECISIONS.md, "The command's executor"): on Linux the concurrency
/// runtime hands every job to dispatch's worker threads, several of them for a one-shot command's one call
/// and its answer. With this executor as the task's preferred executor, the command's own code, its child
/// tasks and the default actors it calls run here; only what waits on the outside (libcurl's thread, a
/// detached task) runs elsewhere, and its answer comes back here.
///
/// Jobs run by priority, in the order they came among equals: work started ``aside(_:)`` (low
/// priority) runs when the command has nothing else ready, while its request is on the network.
///
/// A job must not block this thread waiting for another job of the same executor: code that
/// waits for a task synchronously starts that task on `globalConcurrentExecutor`.
public final class CommandExecutor: TaskExecutor {
    private let jobs = Mutex<[UnownedJob]>([])
    private let timers = Mutex(Timers())
    /// One signal per job enqueued, and one when the command has ended.
    private let ready = DispatchSemaphore(value: 0)
    private let finished = Atomic<Bool>(false)
    /// The thread that drains the jobs: the one that called ``run(_:)``.
    private let thread = pthread_self()

    /// The executor the current task's command runs on, if any (set by ``run(_:)`` for the
    /// whole operation, and inherited by its child tasks).
    @TaskLocal private static var running: CommandExecutor?

    /// Takes `job` into the queue the command's thread drains (the concurrency runtime calls it).
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        ready.signal()
    }

    /// Runs `operation` in a task whose jobs run on the calling thread, and returns when it has
    /// ended. Call it from synchronous code only (the program's `main`): the thread is taken.
    /// A job still waiting then, or enqueued after (a task the operation left running, work set
    /// aside that nothing awaited), never runs: this is for the program's one command, after
    /// which the process ends.
    ///
    /// The plain path this executor replaces, as a way back: ``runOnGlobalExecutor(_:)``.
    public static func run(_ operation: sending @escaping () async -> Void) {
        let executor = CommandExecutor()
        // Medium, not the thread's: work set aside (low) must rank below the command's own jobs.
        Task(executorPreference: executor, priority: .medium) {
            await $running.withValue(executor) { await operation() }
            executor.finished.store(true, ordering: .releasing)
            executor.ready.signal()
        }
        executor.drain()
    }

    /// Starts `work` in a task of low priority: on the running command's executor, which runs it
    /// when no job of the command's own is ready (the command waits on the network, on a timer),
    /// or on the global executor when no command runs here. What for: a command that both sends a
    /// request and opens its cache opens the cache while the request is on the network, not
    /// before sending it.
    public static func aside<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> Task<Value, Never> {
        guard let executor = current else { return Task(priority: .low) { work() } }
        return Task(executorPreference: executor, priority: .low) { work() }
    }

    /// Whether `value`, an environment variable's (a program's switch back to the plain path),
    /// asks for Swift's global executor: it is `default`. `nil` (unset) and anything else do not.
    public static func runsOnGlobalExecutor(variable value: UnsafePointer<CChar>?) -> Bool {
        guard let value else { return false }
        return String(cString: value) == "default"
    }

    /// Runs `operation` in a task on Swift's global executor (dispatch's threads) and returns when
    /// it has ended, the calling thread waiting: the plain path this executor replaces, for
    /// measurements and as a way back. ``sleep(for:)`` is then `Task.sleep` and ``aside(_:)`` a
    /// low-priority task, as anywhere outside a command's executor.
    public static func runOnGlobalExecutor(_ operation: sending @escaping () async -> Void) {
        let ended = DispatchSemaphore(value: 0)
        Task(priority: .medium) {
            await operation()
            ended.signal()
        }
        ended.wait()
    }

    /// Waits for `duration`, or throws `CancellationError` as soon as the task is cancelled:
    /// `Task.sleep(for:)` for the deadline of a network call and its retries' waits.
    ///
    /// Called from a task running on a command's executor, the timer is kept by that executor,
    /// whose loop wakes for it, and no thread is started for it (`Task.sleep` schedules a delayed
    /// job on dispatch, which starts threads; Swift 6.3 lets a custom executor take delayed jobs
    /// only through an experimental SPI). Called anywhere else (a task
    /// on the global executor, while this thread may be blocked waiting for it), it is
    /// `Task.sleep`.
    public static func sleep(for duration: Duration) async throws {
        try await sleep(until: ContinuousClock.now.advanced(by: duration))
    }

    /// ``sleep(for:)`` until `deadline`, the same timer: internal, for a test to give several
    /// sleeps deadlines from one instant, which no scheduling between their starts can shift.
    static func sleep(until deadline: ContinuousClock.Instant) async throws {
        guard let executor = current else {
            try await Task.sleep(until: deadline, clock: .continuous)
            return
        }
        try await executor.sleep(until: deadline)
    }

    /// The running command's executor when called on its thread: a task of the command may be
    /// running elsewhere (on the global executor) while this thread waits for it.
    private static var current: CommandExecutor? {
        guard let executor = running, pthread_equal(executor.thread, pthread_self()) != 0 else { return nil }
        return executor
    }

    private func sleep(until deadline: ContinuousClock.Instant) async throws {
        let id = timers.withLock { $0.add() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // Runs on this executor's thread, whose loop reads the timers after this job.
                if !timers.withLock({ $0.arm(id, at: deadline, continuation) }) {
                    continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            timers.withLock { $0.cancel(id) }?.resume(throwing: CancellationError())
        }
    }

    private func drain() {
        let unowned = asUnownedTaskExecutor()
        while true {
            if let deadline = timers.withLock({ $0.earliest }) {
                let wait = ContinuousClock.now.duration(to: deadline)
                if wait <= .zero || ready.wait(timeout: .now() + .nanoseconds(Self.nanoseconds(wait))) == .timedOut {
                    // Resuming enqueues the sleepers' jobs, which the next turns run.
                    for continuation in timers.withLock({ $0.takeDue(at: .now) }) { continuation.resume() }
                    continue
                }
            } else {
                ready.wait()
            }
            // Once the command has ended, what is left (work set aside that nothing awaited: a
            // cache to open for a request that failed) is not run.
            if finished.load(ordering: .acquiring) { return }
            if let job = jobs.withLock({ Self.takeFirstOfHighestPriority(from: &$0) }) {
                // Work set aside yields this CPU first: a thread the command just started or
                // woke (libcurl's, for a request) waits on this CPU's queue while this thread
                // runs, and Linux does not move it to an idle CPU for a millisecond or so.
                if job.priority < JobPriority(TaskPriority.medium) { sched_yield() }
                job.runSynchronously(on: unowned)
            }
        }
    }

    /// Removes and returns the first of the jobs of the highest priority (a handful are ready at
    /// once), or `nil` when there is none.
    private static func takeFirstOfHighestPriority(from jobs: inout [UnownedJob]) -> UnownedJob? {
        guard var chosen = jobs.indices.first else { return nil }
        for index in jobs.indices.dropFirst() where jobs[index].priority > jobs[chosen].priority { chosen = index }
        return jobs.remove(at: chosen)
    }

    /// `duration` in whole nanoseconds, rounded up so that a timer never wakes the loop early,
    /// and at most a day (the deadlines are at most 600 s).
    private static func nanoseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        guard seconds < 86_400 else { return 86_400_000_000_000 }
        return Int(seconds) * 1_000_000_000 + Int((attoseconds + 999_999_999) / 1_000_000_000)
    }
}

/// The pending sleeps of a ``CommandExecutor``, by id (internal, not private, for its tests to
/// check the order it gives timers in without a clock).
struct Timers {
    private enum State {
        /// Made, not yet waiting (its continuation not yet given).
        case made
        /// Cancelled before it waited: it ends at once when it would wait.
        case cancelled
        case waiting(ContinuousClock.Instant, CheckedContinuation<Void, any Error>)
    }

    private var states: [Int: State] = [:]
    private var nextID = 0

    mutating func add() -> Int {
        nextID += 1
        states[nextID] = .made
        return nextID
    }

    /// Whether the timer now waits; `false` when it was cancelled first (and is forgotten).
    mutating func arm(
        _ id: Int, at deadline: ContinuousClock.Instant, _ continuation: CheckedContinuation<Void, any Error>
    )
        -> Bool
    {
        if case .cancelled = states[id] {
            states[id] = nil
            return false
        }
        states[id] = .waiting(deadline, continuation)
        return true
    }

    /// The continuation to end with `CancellationError`, when the timer was waiting; a timer
    /// not yet waiting is marked, and one already fired is left alone.
    mutating func cancel(_ id: Int) -> CheckedContinuation<Void, any Error>? {
        switch states[id] {
        case .waiting(_, let continuation):
            states[id] = nil
            return continuation
        case .made:
            states[id] = .cancelled
            return nil
        case .cancelled, nil:
            return nil
        }
    }

    /// The earliest deadline of a waiting timer.
    var earliest: ContinuousClock.Instant? {
        states.values.compactMap { if case .waiting(let deadline, _) = $0 { deadline } else { nil } }.min()
    }

    /// Removes the timers due at `now` and gives their continuations in the order of their
    /// deadlines (of their ids for equal deadlines): several are due at once when the loop looks
    /// late (its thread held by a job, or by a loaded machine), and a dictionary's order is not
    /// theirs.
    mutating func takeDue(at now: ContinuousClock.Instant) -> [CheckedContinuation<Void, any Error>] {
        var due: [(deadline: ContinuousClock.Instant, id: Int, continuation: CheckedContinuation<Void, any Error>)] = []
        for (id, state) in states {
            if case .waiting(let deadline, let continuation) = state, deadline <= now {
                states[id] = nil
                due.append((deadline, id, continuation))
            }
        }
        return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }.map(\.continuation)
    }
}

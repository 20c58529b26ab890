import Dispatch
import Synchronization

/// Runs a command's tasks on the thread that started it, one job at a time.
///
/// Why: on Linux the concurrency runtime hands every job to dispatch's worker threads, and a
/// one-shot command (`heroes list --refresh`) made it start three or four of them, and hop
/// between them, for work that is one call and its answer: about half a millisecond of a call
/// over loopback (A/B of 300 runs each, 2026-11-23: 13.60 against 13.10 ms). With this executor as
/// the task's preferred executor, the command's own code, its child tasks and the default
/// actors it calls run here; only what waits on the outside (libcurl's thread, timers, a
/// detached task) runs elsewhere, and its answer comes back here.
///
/// A job must not block this thread waiting for another job of the same executor: code that
/// waits for a task synchronously (``HeroCompletions``) starts that task on
/// `globalConcurrentExecutor`.
final class CommandExecutor: TaskExecutor {
    private let jobs = Mutex<[UnownedJob]>([])
    /// One signal per job enqueued, and one when the command has ended.
    private let ready = DispatchSemaphore(value: 0)
    private let finished = Atomic<Bool>(false)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        ready.signal()
    }

    /// Runs `operation` in a task whose jobs run on the calling thread, and returns when it has
    /// ended. Call it from synchronous code only (the program's `main`): the thread is taken.
    /// A job enqueued after that (a task the operation left running) never runs: this is for
    /// the program's one command, after which the process ends.
    static func run(_ operation: sending @escaping () async -> Void) {
        let executor = CommandExecutor()
        Task(executorPreference: executor) {
            await operation()
            executor.finished.store(true, ordering: .releasing)
            executor.ready.signal()
        }
        executor.drain()
    }

    private func drain() {
        let unowned = asUnownedTaskExecutor()
        while true {
            ready.wait()
            if let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
                job.runSynchronously(on: unowned)
            } else if finished.load(ordering: .acquiring) {
                return
            }
        }
    }
}

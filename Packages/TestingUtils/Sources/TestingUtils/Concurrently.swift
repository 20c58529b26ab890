/// Runs `body` in `tasks` child tasks at once, each calling it `iterations` times in a row, and
/// returns once every task has ended: a stress test of state that many tasks share, bounded in
/// count (`tasks × iterations` calls), whose invariants the caller checks afterwards.
///
/// ThreadSanitizer does not see `Synchronization.Mutex` on Linux (its futex is not a lock it
/// knows), so the state such a lock guards is tested this way instead: many calls at once, then
/// counts that must add up. The tasks run on the cooperative pool, one thread a core, so that
/// calls on different threads interleave.
///
/// ```swift
/// let recorder = Recorder<Int>()
/// await concurrently(tasks: 16, iterations: 1_000) { task, iteration in recorder.append(iteration) }
/// #expect(recorder.count == 16_000)
/// ```
public func concurrently(
    tasks: Int, iterations: Int, _ body: @escaping @Sendable (_ task: Int, _ iteration: Int) async -> Void
) async {
    await withTaskGroup(of: Void.self) { group in
        for task in 0..<max(0, tasks) {
            group.addTask {
                for iteration in 0..<max(0, iterations) { await body(task, iteration) }
            }
        }
    }
}

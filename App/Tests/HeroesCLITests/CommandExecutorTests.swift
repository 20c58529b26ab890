import Synchronization
import Testing

@testable import HeroesCLI

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
}

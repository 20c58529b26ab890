import Testing
import TestingUtils

@Suite struct AsyncGateTests {
    @Test func holdsCallersUntilOpenedThenLetsEveryoneThrough() async {
        let gate = AsyncGate()
        let first = Task {
            await gate.wait(); return 1
        }
        let second = Task {
            await gate.wait(); return 2
        }
        for _ in 0..<10_000 where await gate.waiting < 2 { await Task.yield() }
        #expect(await gate.waiting == 2)
        await gate.open()
        #expect(await first.value + second.value == 3)
        #expect(await gate.waiting == 0)
        await gate.wait()  // an open gate does not hold anyone
    }
}

import MarvelWire
import Synchronization
import Testing

/// `ConcurrentRuns`: a list split into runs that together hold every item once, in order; each
/// run's result in run order; the first run's error, thrown after every run has ended.
struct ConcurrentRunsTests {
    struct Failed: Error, Equatable { var run: Int }

    @Test(arguments: [0, 1, 2, 7, 4_096, 8_315])
    func theRunsOfAListHoldEachItemOnceInOrderAndDifferByAtMostOne(count: Int) {
        for runs in 1...ConcurrentRuns.maximumRuns + 1 {
            let ranges = (0..<runs).map { ConcurrentRuns.range(of: $0, in: runs, over: count) }
            #expect(ranges.flatMap { Array($0) } == Array(0..<count), "\(runs) runs")
            let sizes = ranges.map(\.count)
            #expect(sizes.max()! - sizes.min()! <= 1, "\(runs) runs: \(sizes)")
        }
    }

    @Test func aListBelowTheMinimumIsOneRunAndALongerOneAsManyAsAskedWithinTheMaximum() {
        #expect(ConcurrentRuns.count(items: ConcurrentRuns.minimumItems - 1, asked: 2) == 1)
        #expect(ConcurrentRuns.count(items: ConcurrentRuns.minimumItems, asked: 2) == 2)
        #expect(ConcurrentRuns.count(items: 100_000, asked: 0) == 1)
        #expect(ConcurrentRuns.count(items: 100_000, asked: -5) == 1)
        #expect(ConcurrentRuns.count(items: 100_000, asked: Int.max) == ConcurrentRuns.maximumRuns)
    }

    @Test(arguments: [0, 1, 2, 3, 8])
    func eachRunsResultComesInRunOrderAndEveryRunRunsOnce(runs: Int) {
        let calls = Mutex<[Int]>([])
        let results = ConcurrentRuns.results(of: runs) { run in
            calls.withLock { $0.append(run) }
            return run * 10
        }
        #expect(results == (0..<runs).map { $0 * 10 })
        #expect(calls.withLock { $0 }.sorted() == Array(0..<runs))
    }

    @Test func theFirstRunThatThrowsIsThrownAfterEveryRunHasEnded() {
        let ended = Mutex(0)
        #expect(throws: Failed(run: 1)) {
            try ConcurrentRuns.results(of: 4) { (run: Int) throws(Failed) -> Int in
                defer { ended.withLock { $0 += 1 } }
                if run == 1 || run == 3 { throw Failed(run: run) }
                return run
            }
        }
        #expect(ended.withLock { $0 } == 4)
    }
}

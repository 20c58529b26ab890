// Public: the inlinable code below calls them in the caller's module.
public import Dispatch
public import Synchronization

/// The one way a big list's work is split into runs done at once and joined in order: the
/// runs of a list's items (``range(of:in:over:)``), how many are worth it
/// (``count(items:asked:)``), and each run's result in run order (``results(of:_:)``).
///
/// Code for speed only (benchmarks/DECISIONS.md, "A big list's names read and folded in two
/// parts at once"): NetworkStubs' catalog reads a big list's names in runs, and HeroesCore's
/// `NameIndex` folds them in runs; with one run asked for, each does its work the plain way.
///
/// ```swift
/// let items = Array(0..<10_000)
/// let runs = ConcurrentRuns.count(items: items.count, asked: 2)  // 2
/// let sums = ConcurrentRuns.results(of: runs) { run in
///     items[ConcurrentRuns.range(of: run, in: runs, over: items.count)].reduce(0, +)
/// }
/// sums.reduce(0, +)  // 49995000
/// ```
public enum ConcurrentRuns {
    /// The fewest items a list is split into runs from: below it, one run is as quick.
    public static let minimumItems = 4_096

    /// The most runs a list is split into.
    public static let maximumRuns = 8

    /// How many runs a list of `items` items is split into when `asked` runs are wanted: one
    /// below ``minimumItems`` items, else `asked` within 1 ... ``maximumRuns``.
    @inlinable
    public static func count(items: Int, asked: Int) -> Int {
        items >= minimumItems ? max(1, min(asked, maximumRuns)) : 1
    }

    /// The items of run `run` of `runs` over a list of `count` items: consecutive, as many in each
    /// run as can be (within one), together every item once, in order. `runs` must be at least 1
    /// and `run` within `0..<runs`.
    @inlinable
    public static func range(of run: Int, in runs: Int, over count: Int) -> Range<Int> {
        precondition(runs >= 1 && (0..<runs).contains(run), "run \(run) of \(runs)")
        return count * run / runs..<count * (run + 1) / runs
    }

    /// `body(run)` for every run in `0..<runs`, all at once, and their results in run order. When
    /// a run throws, the error of the first run (in run order) that threw is thrown once every
    /// run has ended. One run (or none) is done on the calling thread.
    @inlinable
    public static func results<Result: Sendable, Failure: Error>(
        of runs: Int, _ body: @Sendable (Int) throws(Failure) -> Result
    ) throws(Failure) -> [Result] {
        guard runs > 1 else { return try (0..<max(0, runs)).map(body) }
        let outcomes = Mutex([Swift.Result<Result, Failure>?](repeating: nil, count: runs))
        DispatchQueue.concurrentPerform(iterations: runs) { run in
            let outcome = Swift.Result { () throws(Failure) in try body(run) }
            outcomes.withLock { $0[run] = outcome }
        }
        return try outcomes.withLock { $0 }.map { outcome throws(Failure) in try outcome!.get() }
    }
}

import Foundation
import HeroesCore
import Testing
import TestingUtils

/// The one view model every screen uses: its transitions, its use of the cache policy, and
/// overlapping loads.
struct LoadingViewModelTests {
    static let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)

    /// A list-like view model whose value is the request's number of items.
    func viewModel(
        _ fetch: @escaping @Sendable (Int, CachePolicy) async throws(HeroesError) -> Fetched<[Int]>
    ) -> LoadingViewModel<Int, [Int]> {
        LoadingViewModel(isEmpty: { $0.isEmpty }, fetch: fetch)
    }

    @Test func startsIdle() {
        #expect(viewModel { count, _ in Fetched(value: Array(0..<count), origin: .network) }.state == .idle)
    }

    @Test func aFreshValueIsLoadedAndLoadReturnsTheStateItEndedIn() async {
        let model = viewModel { count, _ in Fetched(value: Array(0..<count), origin: .network) }
        let ended = await model.load(3)
        #expect(ended == .loaded([0, 1, 2]))
        #expect(model.state == .loaded([0, 1, 2]))
    }

    @Test func aFreshValueTheEmptyTestAcceptsIsEmpty() async {
        let model = viewModel { count, _ in Fetched(value: Array(0..<count), origin: .network) }
        await model.load(0)
        #expect(model.state == .empty([]))
    }

    @Test func theFetchGetsThePolicyOfTheLoadAndTheStateFollowsIt() async {
        let model = viewModel { count, policy in
            Fetched(value: policy == .offline ? [count] : [], origin: .cache(fetchedAt: Self.fetchedAt))
        }
        await model.load(5, policy: .offline)
        #expect(
            model.state == .stale([5], since: Self.fetchedAt), "the cache alone was asked for: the user is told its age"
        )
        await model.load(5, policy: .normal)
        #expect(model.state == .empty([]), "a young cached value answers quietly")
    }

    @Test func aCachedAnswerAfterAFailureIsStaleWithTheFailure() async {
        let model = viewModel { count, _ in
            Fetched(value: [count], origin: .stale(fetchedAt: Self.fetchedAt, error: .serverError(status: 503)))
        }
        await model.load(1)
        #expect(model.state == .stale([1], since: Self.fetchedAt, cause: .serverError(status: 503)))
    }

    @Test(arguments: [HeroesError.serverError(status: 503), .notCached(what: "page 2"), .notFound(.characters, id: 4)])
    func aFailureIsKept(error: HeroesError) async {
        let model = viewModel { _, _ async throws(HeroesError) -> Fetched<[Int]> in throw error }
        await model.load(1)
        #expect(model.state == .failed(error))
    }

    @Test func isLoadingWhileTheFetchIsInFlight() async {
        let gate = AsyncGate()
        let model = viewModel { count, _ in
            await gate.wait()
            return Fetched(value: [count], origin: .network)
        }
        let task = Task { await model.load(1) }
        await waitUntilLoading(model)
        #expect(model.state == .loading)
        await gate.open()
        #expect(await task.value == .loaded([1]))
        #expect(model.state == .loaded([1]))
    }

    @Test func theLastLoadStartedDecidesTheStateWhenLoadsOverlap() async {
        let gate = AsyncGate()
        let model = viewModel { count, _ in
            if count == 1 { await gate.wait() }  // the first load is slow
            return Fetched(value: [count], origin: .network)
        }
        let slow = Task { await model.load(1) }
        await waitUntilLoading(model)
        await model.load(2)
        await gate.open()
        #expect(await slow.value == .loaded([1]), "the slow load still returns what it got")
        #expect(model.state == .loaded([2]))
    }

    @Test func reloadingReplacesAFailure() async {
        let attempts = Attempts()
        let model = viewModel { count, _ async throws(HeroesError) -> Fetched<[Int]> in
            if await attempts.next() == 1 { throw .serverError(status: 500) }
            return Fetched(value: [count], origin: .network)
        }
        await model.load(1)
        #expect(model.state == .failed(.serverError(status: 500)))
        await model.load(1)
        #expect(model.state == .loaded([1]))
    }

    private func waitUntilLoading<Request, Value>(_ model: LoadingViewModel<Request, Value>) async {
        for _ in 0..<10_000 {
            if case .loading = model.state { return }
            await Task.yield()
        }
    }
}

/// Counts calls from any task.
private actor Attempts {
    private var count = 0
    func next() -> Int {
        count += 1
        return count
    }
}

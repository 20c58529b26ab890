import Foundation
import HeroesCore
import HeroesCoreTesting
import HeroesFeature
import Testing
import TestingUtils

struct HeroesListViewModelTests {
    let heroes = (1...45).map { Hero(id: $0, name: "Hero \($0)") }

    func viewModel(failure: HeroesError? = nil) -> HeroesListViewModel {
        HeroesListViewModel(repository: HeroesRepository(service: InMemoryMarvelService(heroes: heroes, failure: failure, attribution: Fixtures.attribution)))
    }

    @Test func startsIdle() {
        #expect(viewModel().state == .idle)
    }

    @Test func loadsAPage() async throws {
        let model = viewModel()
        let state = await model.load(.page(2))
        #expect(state == model.state)
        guard case .loaded(let page) = model.state else {
            Issue.record("expected loaded, got \(model.state)")
            return
        }
        #expect(page.pageNumber == 2)
        #expect(page.pageCount == 3)
        #expect(page.heroes.map(\.id) == Array(21...40))
        #expect(page.hasNextPage)
    }

    @Test func theLastPageIsLoadedWithoutANextPage() async {
        let model = viewModel()
        await model.load(.page(3))
        #expect(model.state.heroes.map(\.id) == Array(41...45))
        #expect(model.state.page?.hasNextPage == false)
    }

    @Test func aPagePastTheEndIsEmpty() async {
        let model = viewModel()
        await model.load(.page(99))
        guard case .empty(let page) = model.state else {
            Issue.record("expected empty, got \(model.state)")
            return
        }
        #expect(page.total == 45)
        #expect(page.pageNumber == 99)
        #expect(HeroesListMessages.empty(page) == "No heroes on page 99: there are 3 pages of 20.")
    }

    @Test func noResultsIsEmpty() async {
        let model = HeroesListViewModel(repository: HeroesRepository(service: InMemoryMarvelService(heroes: [], attribution: Fixtures.attribution)))
        await model.load(.page(1))
        #expect(model.state == .empty(HeroPage(offset: 0, limit: 20, total: 0, heroes: [], attribution: Fixtures.attribution)))
        #expect(model.state.page.map(HeroesListMessages.empty) == "No heroes found.")
    }

    @Test(arguments: [
        HeroesError.serverError(status: 503),
        HeroesError.network(.cannotConnect(host: "127.0.0.1"), server: "http://127.0.0.1:9"),
        HeroesError.notCached(what: "page 2"),
    ])
    func failuresAreKept(error: HeroesError) async {
        let model = viewModel(failure: error)
        await model.load(.page(1))
        #expect(model.state == .failed(error))
        #expect(model.state.error == error)
        #expect(!model.state.hasSucceeded)
    }

    @Test func aCachedAnswerIsStale() async {
        let fetched = Date(timeIntervalSince1970: 1_700_000_000)
        let model = HeroesListViewModel { query async throws(HeroesError) -> HeroesListAnswer in
            .cached(Fixtures.page, fetchedAt: fetched)
        }
        await model.load(.page(2))
        #expect(model.state == .stale(Fixtures.page, since: fetched))
        #expect(model.state.hasSucceeded)
    }

    @Test func isLoadingWhileTheRequestIsInFlight() async throws {
        let gate = AsyncGate()
        let model = HeroesListViewModel { query async throws(HeroesError) -> HeroesListAnswer in
            await gate.wait()
            return .fresh(Fixtures.page)
        }
        let task = Task { await model.load(.page(2)) }
        var spins = 0
        while model.state != .loading && spins < 10_000 {
            await Task.yield()
            spins += 1
        }
        #expect(model.state == .loading)
        await gate.open()
        let final = await task.value
        #expect(final == .loaded(Fixtures.page))
        #expect(model.state == .loaded(Fixtures.page))
    }

    @Test func theLastLoadStartedWins() async {
        let gate = AsyncGate()
        let model = HeroesListViewModel { query async throws(HeroesError) -> HeroesListAnswer in
            if query.offset == 0 { await gate.wait() } // the first load is slow
            return .fresh(HeroPage(offset: query.offset, limit: query.limit, total: 100, heroes: [Hero(id: query.offset, name: "x")], attribution: ""))
        }
        let slow = Task { await model.load(.page(1)) }
        var spins = 0
        while model.state != .loading && spins < 10_000 {
            await Task.yield()
            spins += 1
        }
        await model.load(.page(2))
        #expect(model.state.page?.pageNumber == 2)
        await gate.open()
        _ = await slow.value
        #expect(model.state.page?.pageNumber == 2)
    }

    @Test func reloadingReplacesAFailure() async {
        let attempts = Counter()
        let model = HeroesListViewModel { query async throws(HeroesError) -> HeroesListAnswer in
            if await attempts.next() == 1 { throw .serverError(status: 500) }
            return .fresh(Fixtures.page)
        }
        await model.load(.page(2))
        #expect(model.state == .failed(.serverError(status: 500)))
        await model.load(.page(2))
        #expect(model.state == .loaded(Fixtures.page))
    }
}

actor Counter {
    private var value = 0
    func next() -> Int {
        value += 1
        return value
    }
}

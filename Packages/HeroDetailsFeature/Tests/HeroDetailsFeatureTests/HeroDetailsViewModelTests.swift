import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesCoreTesting
import Testing
import TestingUtils

struct HeroDetailsViewModelTests {
    func viewModel(failure: HeroesError? = nil) -> HeroDetailsViewModel {
        let service = InMemoryMarvelService(heroes: [Fixtures.spiderMan, Fixtures.minimal, Fixtures.wide], failure: failure, attribution: Fixtures.attribution)
        return HeroDetailsViewModel(repository: HeroesRepository(service: service))
    }

    @Test func startsIdle() {
        #expect(viewModel().state == .idle)
    }

    @Test func loadsAHero() async {
        let model = viewModel()
        let state = await model.load(id: 1_009_610)
        #expect(state == .loaded(Fixtures.spiderMan))
        #expect(model.state == .loaded(Fixtures.spiderMan))
        #expect(model.state.hero?.name == "Spider-Man (Peter Parker)")
    }

    @Test func anUnknownIdFailsWithNotFound() async {
        let model = viewModel()
        await model.load(id: 1)
        #expect(model.state == .failed(.notFound(id: 1)))
        #expect(HeroDetailsMessages.failure(.notFound(id: 1)) == "heroes: no hero with id 1. Try `heroes list` to see the ids.")
    }

    @Test func aServerFailureIsKept() async {
        let model = viewModel(failure: .serverError(status: 503))
        await model.load(id: 1_009_610)
        #expect(model.state.error == .serverError(status: 503))
        #expect(!model.state.hasSucceeded)
    }

    @Test func aCachedAnswerIsStale() async {
        let fetched = Fixtures.now.addingTimeInterval(-2 * 86_400)
        let model = HeroDetailsViewModel { id async throws(HeroesError) -> HeroDetailsAnswer in
            .cached(Fixtures.spiderMan, fetchedAt: fetched)
        }
        await model.load(id: 1_009_610)
        #expect(model.state == .stale(Fixtures.spiderMan, since: fetched))
        #expect(model.state.hasSucceeded)
    }

    @Test func isLoadingWhileTheRequestIsInFlight() async {
        let gate = AsyncGate()
        let model = HeroDetailsViewModel { id async throws(HeroesError) -> HeroDetailsAnswer in
            await gate.wait()
            return .fresh(Fixtures.minimal)
        }
        let task = Task { await model.load(id: Fixtures.minimal.id) }
        var spins = 0
        while model.state != .loading && spins < 10_000 {
            await Task.yield()
            spins += 1
        }
        #expect(model.state == .loading)
        await gate.open()
        #expect(await task.value == .loaded(Fixtures.minimal))
        #expect(model.state == .loaded(Fixtures.minimal))
    }

    @Test func theLastLoadStartedWins() async {
        let gate = AsyncGate()
        let model = HeroDetailsViewModel { id async throws(HeroesError) -> HeroDetailsAnswer in
            if id == Fixtures.spiderMan.id { await gate.wait() }
            return .fresh(id == Fixtures.spiderMan.id ? Fixtures.spiderMan : Fixtures.minimal)
        }
        let slow = Task { await model.load(id: Fixtures.spiderMan.id) }
        var spins = 0
        while model.state != .loading && spins < 10_000 {
            await Task.yield()
            spins += 1
        }
        await model.load(id: Fixtures.minimal.id)
        await gate.open()
        _ = await slow.value
        #expect(model.state == .loaded(Fixtures.minimal))
    }
}

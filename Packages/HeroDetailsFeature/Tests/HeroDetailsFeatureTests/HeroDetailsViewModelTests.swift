import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation
import Testing

/// The details' view model: HeroesCore's one view model (tested there), for which a hero is
/// never empty.
struct HeroDetailsViewModelTests {
    /// A view model over the fixtures, by id; an unknown id is not found.
    func viewModel() -> DetailViewModel<Int, HeroDetails> {
        DetailViewModel<Int, HeroDetails>.record { id, _ async throws(HeroesError) -> Fetched<HeroDetails> in
            guard let hero = [Fixtures.spiderMan, Fixtures.minimal, Fixtures.wide].first(where: { $0.id == id }) else {
                throw .notFound(.characters, id: id)
            }
            return Fetched(value: hero.details, origin: .network)
        }
    }

    @Test func aHeroIsLoadedEvenWithNothingButAName() async {
        let model = viewModel()
        await model.load(Fixtures.minimal.id)
        #expect(model.state == .loaded(Fixtures.minimal.details))
    }

    @Test func anUnknownIdFailsWithNotFound() async {
        let model = viewModel()
        await model.load(1)
        #expect(model.state == .failed(.notFound(.characters, id: 1)))
    }
}

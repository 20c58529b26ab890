import Foundation
import HeroesCore
import HeroesFeature
import HeroesPresentation
import Testing

/// The list's view model: HeroesCore's one view model (tested there), with a page of no heroes
/// counted as empty.
struct HeroesListViewModelTests {
    let heroes = (1...45).map { Hero(id: $0, name: "Hero \($0)") }

    /// A view model over `heroes`, paged as the server pages them.
    func viewModel(heroes: [Hero]) -> HeroesListViewModel {
        HeroesListViewModel { query, _ in
            let slice = Array(heroes.dropFirst(query.offset).prefix(query.limit))
            let page = HeroPage(
                offset: query.offset, limit: query.limit, total: heroes.count, heroes: slice,
                attribution: Fixtures.attribution)
            return Fetched(value: page, origin: .network)
        }
    }

    @Test func aPageWithHeroesIsLoaded() async {
        let model = viewModel(heroes: heroes)
        await model.load(.page(3))
        #expect(model.state.value?.heroes.map(\.id) == Array(41...45))
        guard case .loaded(let page) = model.state else {
            Issue.record("expected loaded, got \(model.state)")
            return
        }
        #expect(page.pageNumber == 3 && !page.hasNextPage)
    }

    @Test func aPagePastTheEndIsEmpty() async {
        let model = viewModel(heroes: heroes)
        await model.load(.page(99))
        guard case .empty(let page) = model.state else {
            Issue.record("expected empty, got \(model.state)")
            return
        }
        #expect(ListSpec<Hero>.heroes.emptyMessage(page) == "No heroes on page 99: there are 3 pages of 20.")
    }

    @Test func noResultsIsEmpty() async {
        let model = viewModel(heroes: [])
        await model.load(.page(1))
        #expect(
            model.state
                == .empty(HeroPage(offset: 0, limit: 20, total: 0, heroes: [], attribution: Fixtures.attribution)))
        #expect(model.state.value.map(ListSpec<Hero>.heroes.emptyMessage) == "No heroes found.")
    }
}

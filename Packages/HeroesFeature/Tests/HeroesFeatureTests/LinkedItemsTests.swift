import DesignTokens
import HeroesCore
import HeroesCoreTesting
import HeroesFeature
import HeroesPresentation
import MarvelWire
import NetworkStubs
import Testing

/// The hero list draws a table, TSV and CSV from each hero's linked lists' counts alone (what
/// `ListFormat.linkedItems` promises): a page loaded with those lists' items skipped draws the
/// very same, and only its JSON, which writes the heroes whole, differs.
struct LinkedItemsTests {
    /// `Fixtures.heroes`, each of its four lists holding two items.
    static let heroes = Fixtures.heroes.map { hero in
        var hero = hero
        for path in [\Hero.comics, \.series, \.stories, \.events] {
            hero[keyPath: path].items = [
                HeroResource(name: "First of \(hero.id)", id: 1, type: nil),
                HeroResource(name: "Second of \(hero.id)", id: 2, type: nil),
            ]
        }
        return hero
    }

    static func load(_ linkedItems: LinkedItems) async -> LoadState<Page<Hero>> {
        let catalog = Catalog(characters: heroes.map(CharacterDTO.init(hero:)))
        let repository = HeroesRepository(
            service: RemoteMarvelService.anyKey(over: InProcessTransport(catalog: catalog)))
        var request = ListRequest(MarvelRoute(.characters), limit: 100)
        request.linkedItems = linkedItems
        let viewModel = ListViewModel<ListRequest, Hero> { request, policy async throws(HeroesError) in
            try await repository.list(request, as: Hero.self, policy: policy)
        }
        return await viewModel.load(request, policy: .normal)
    }

    @Test func theHeroListDrawsTheSameWithoutLinkedItemsButInJSON() async throws {
        let whole = await Self.load(.read)
        let counted = await Self.load(.skipped)
        #expect(try #require(whole.value).items.count == Self.heroes.count)
        let formats: [ListFormat] = [
            .table(style: .plain, width: 200), .table(style: TerminalStyle(usesColor: true), width: 80), .tsv, .csv,
        ]
        for format in formats {
            #expect(format.linkedItems == .skipped)
            #expect(ListSpec.heroes.render(counted, as: format) == ListSpec.heroes.render(whole, as: format))
        }
        #expect(ListFormat.json().linkedItems == .read)
        #expect(ListSpec.heroes.render(counted, as: .json()) != ListSpec.heroes.render(whole, as: .json()))
    }
}

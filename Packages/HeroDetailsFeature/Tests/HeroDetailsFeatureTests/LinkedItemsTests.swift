import DesignTokens
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation
import MarvelWire
import Testing

/// Every list spec of this package draws a table, TSV and CSV from its items' linked lists'
/// counts alone (what `ListFormat.linkedItems` promises): a page loaded with the items of those
/// lists skipped draws the very same, and only its JSON, which writes the records whole, differs.
struct LinkedItemsTests {
    /// The drawings of `state` by `spec` that skip the linked items (a plain and a coloured table,
    /// TSV, CSV), in that order.
    static func drawings<Item>(_ spec: ListSpec<Item>, _ state: LoadState<Page<Item>>) -> [String] {
        [
            ListFormat.table(style: .plain, width: 200), .table(style: TerminalStyle(usesColor: true), width: 80),
            .tsv, .csv,
        ].map { format in
            #expect(format.linkedItems == .skipped)
            return spec.render(state, as: format)
        }
    }

    /// Loads page 1 of `route` (100 a page) with the linked items read and skipped, and checks
    /// that `spec` draws both alike but in JSON.
    static func check<Item: MarvelModel>(_ spec: ListSpec<Item>, _ route: MarvelRoute) async throws {
        var request = ListRequest(route, limit: 100)
        let whole = await samplePage(request, as: Item.self)
        request.linkedItems = .skipped
        let counted = await samplePage(request, as: Item.self)
        let page = try #require(whole.value)
        #expect(!page.items.isEmpty)
        #expect(drawings(spec, counted) == drawings(spec, whole))
        #expect(ListFormat.json().linkedItems == .read)
        #expect(spec.render(counted, as: .json()) != spec.render(whole, as: .json()))
    }

    @Test func theComicsListDrawsTheSameWithoutLinkedItems() async throws {
        try await Self.check(ListSpec<Comic>.comics(pageCommand: nil), MarvelRoute(.comics))
    }

    @Test func theCreatorsListDrawsTheSameWithoutLinkedItems() async throws {
        try await Self.check(ListSpec<Creator>.creators(pageCommand: nil), MarvelRoute(.creators))
    }

    @Test func theEventsListDrawsTheSameWithoutLinkedItems() async throws {
        try await Self.check(ListSpec<Event>.events(pageCommand: nil), MarvelRoute(.events))
    }

    @Test func theSeriesListDrawsTheSameWithoutLinkedItems() async throws {
        try await Self.check(ListSpec<Series>.series(pageCommand: nil), MarvelRoute(.series))
    }

    @Test func theStoriesListDrawsTheSameWithoutLinkedItems() async throws {
        try await Self.check(ListSpec<Story>.stories(pageCommand: nil), MarvelRoute(.stories))
    }

    @Test func aHerosComicsDrawTheSameWithoutLinkedItems() async throws {
        try await Self.check(
            ListSpec<Comic>.comics(ofHero: 1_009_610), MarvelRoute(.characters, id: 1_009_610, related: .comics))
    }
}

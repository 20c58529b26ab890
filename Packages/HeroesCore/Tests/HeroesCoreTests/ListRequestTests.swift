import Foundation
import MarvelWire
import Testing
@testable import HeroesCore

/// Windows of any list: the call each one makes and how messages name it.
@Suite struct ListRequestTests {
    @Test func aCallIsTheListsRouteWithLimitAndOffsetLast() {
        let request = ListRequest(
            MarvelRoute(.comics, query: [.format: .choice("comic")]), offset: 40, limit: 20)
        #expect(
            request.pagedRoute.query.items.map { "\($0.name)=\($0.value ?? "")" } == [
                "format=comic", "limit=20", "offset=40",
            ])
        #expect(
            HeroesQuery(offset: 40, limit: 20, nameStartsWith: "Spi").route.url(baseURL: URL(string: "http://h")!)
                .absoluteString
                == "http://h/v1/public/characters?nameStartsWith=Spi&limit=20&offset=40")
    }

    @Test(arguments: [
        (HeroesQuery.page(3).request, "page 3 of the hero list"),
        (HeroesQuery(offset: 0, limit: 50, name: "Hulk").request, "page 1 of heroes named \"Hulk\" (50 per page)"),
        (HeroesQuery(nameStartsWith: "spi").request, "page 1 of heroes starting with \"spi\""),
        (
            ListRequest(MarvelRoute(.characters, id: 1009610, related: .comics), offset: 20),
            "page 2 of the comics of hero 1009610"
        ),
        (ListRequest(MarvelRoute(.comics, id: 5, related: .creators)), "page 1 of the creators of comic 5"),
        (ListRequest(MarvelRoute(.series), offset: 0, limit: 0), "page 1 of the series list (0 per page)"),
    ])
    func aWindowIsNamedByItsPageAndItsList(request: ListRequest, summary: String) {
        #expect(request.summary == summary)
    }

    @Test func aHeroesQueryHandsItsLinkedItemsToItsRequestAndEachCallOfIt() {
        #expect(HeroesQuery().request.linkedItems == .read)
        var query = HeroesQuery(offset: 0, limit: 250)
        query.linkedItems = .skipped
        #expect(query.request.linkedItems == .skipped)
        #expect(query.request.split().map(\.linkedItems) == [.skipped, .skipped, .skipped])
    }
}

import Foundation
import HeroesCore
import NetworkClient
import NetworkStubs
import MarvelWire

/// What the binary should print, computed independently of it: the in-process server answers,
/// HeroesCore decodes, and the expected TSV row is built from the domain values.
enum Expected {
    static func page(_ page: Int, perPage: Int = 20) async throws -> HeroPage {
        try await answer(HeroesQuery.page(page, perPage: perPage).route, limit: perPage)
    }

    /// Page `page` of the comics hero `id` appears in, newest first, as the embedded catalog serves them.
    static func comics(ofHero id: Int, page: Int, perPage: Int = 20) async throws -> Page<Comic> {
        let query: MarvelQuery = [
            .orderBy: .order([MarvelOrder(.onsaleDate, descending: true), MarvelOrder(.title)]),
            .limit: .integer(perPage), .offset: .integer((page - 1) * perPage),
        ]
        return try await answer(MarvelRoute(.characters, id: id, related: .comics, query: query), limit: perPage)
    }

    /// The embedded catalog's answer to `route`, decoded and mapped by HeroesCore.
    private static func answer<Item: MarvelModel>(_ route: MarvelRoute, limit: Int) async throws -> Page<Item> {
        let client = HTTPClient(transport: InProcessTransport(catalog: Heroes.catalog))
        let request = route.request(baseURL: URL(string: "http://embedded.invalid")!)
            .appendingQueryItems([
                URLQueryItem(name: "apikey", value: "k"), URLQueryItem(name: "ts", value: "1"),
                URLQueryItem(name: "hash", value: "h"),
            ])
        let response = try await client.sendChecked(request)
        return Page(
            dto: try JSONDecoder().decode(DataWrapperDTO<Item.DTO>.self, from: response.body), fallbackLimit: limit)
    }

    static func tsvRow(_ comic: Comic) -> String {
        [String(comic.id), comic.title, comic.onSaleDay ?? "", comic.format].joined(separator: "\t")
    }

    static func tsvRow(_ hero: Hero) -> String {
        [
            String(hero.id), hero.name, String(hero.comics.available), String(hero.series.available),
            String(hero.stories.available), String(hero.events.available), hero.modifiedDay ?? "",
        ].joined(separator: "\t")
    }
}

import Foundation
import HeroesCore
import NetworkClient
import NetworkStubs
import MarvelWire

/// What the binary should print, computed independently of it: the in-process server answers,
/// HeroesCore decodes, and the expected TSV row is built from the domain values.
enum Expected {
    static func page(_ page: Int, perPage: Int = 20) async throws -> HeroPage {
        let client = HTTPClient(transport: InProcessTransport(catalog: .embedded))
        let request = HeroesQuery.page(page, perPage: perPage).route
            .request(baseURL: URL(string: "http://embedded.invalid")!)
            .appendingQueryItems([URLQueryItem(name: "apikey", value: "k"), URLQueryItem(name: "ts", value: "1"), URLQueryItem(name: "hash", value: "h")])
        let response = try await client.sendChecked(request)
        return HeroPage(dto: try JSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: response.body), fallbackLimit: perPage)
    }

    static func tsvRow(_ hero: Hero) -> String {
        [
            String(hero.id), hero.name, String(hero.comics.available), String(hero.series.available),
            String(hero.stories.available), String(hero.events.available), hero.modifiedDay ?? "",
        ].joined(separator: "\t")
    }
}

import Foundation
import MarvelWire
@testable import NetworkStubs

extension Catalog {
    /// A catalog of two types only, made with ``Catalog/init(characters:comics:info:)`` from the
    /// 2017 snapshot the binary carries (``MaterializedSnapshot``): every character, and the
    /// snapshot's records of the comics their summaries list. It holds no creator, event, series
    /// or story, so those lists are answered from the summaries (`SummaryResults`), and it is
    /// big enough to page through (1,485 characters, 6,302 comics). Made once per test run.
    static let charactersAndComics: Catalog = {
        do {
            let snapshot = try Catalog(database: MaterializedSnapshot.catalog())
            let characters = snapshot.records(CharacterDTO.self, of: .characters)
            let listed = Set(characters.flatMap { $0.comics?.itemIDs ?? [] })
            return Catalog(characters: characters, comics: listed.sorted().compactMap(snapshot.comic(id:)))
        } catch {
            preconditionFailure("The catalog of characters and comics could not be made: \(error)")
        }
    }()
}

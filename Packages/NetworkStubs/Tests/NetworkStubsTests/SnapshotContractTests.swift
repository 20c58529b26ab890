import Foundation
import MarvelWire
import Testing
@testable import NetworkStubs

/// `Catalog.charactersAndComics` against the 2017 snapshot's JSON Lines in `../shared`, read
/// apart from the binary's database: the comics it carries and their fields as the server writes them.
@Suite("Comics of a catalog of characters and comics: the 2017 snapshot's facts, as the server writes them")
struct SnapshotContractTests {
    private func list(_ value: Any?) -> ResourceListDTO? {
        guard let value = value as? [String: Any] else { return nil }
        let items = (value["items"] as? [[String: Any]] ?? []).map {
            ResourceSummaryDTO(
                resourceURI: $0["resourceURI"] as? String, name: $0["name"] as? String, type: $0["type"] as? String,
                role: $0["role"] as? String)
        }
        return ResourceListDTO(
            available: value["available"] as? Int, returned: value["returned"] as? Int,
            collectionURI: value["collectionURI"] as? String, items: items)
    }

    @Test("every comic, served by id, has the snapshot record's fields that ComicDTO reads, exactly")
    func everyComicMatchesTheSnapshot() throws {
        let catalog = Catalog.charactersAndComics
        let snapshot = try SharedData.records(
            "marvel-catalog/2017-05/comics.jsonl.gz", ids: Set(catalog.comics.map(\.id)))
        #expect(snapshot.count == catalog.comics.count)
        for comic in catalog.comics {
            let raw = try #require(snapshot[comic.id])
            let served = try #require(try comics(get("/v1/public/comics/\(comic.id)")).data.results.first)
            #expect(served == comic)
            let series = raw["series"] as? [String: Any]
            let thumbnail = raw["thumbnail"] as? [String: Any]
            let expected = ComicDTO(
                id: comic.id, digitalId: raw["digitalId"] as? Int, title: raw["title"] as? String,
                issueNumber: (raw["issueNumber"] as? NSNumber)?.doubleValue,
                variantDescription: raw["variantDescription"] as? String,
                description: raw["description"] as? String, modified: raw["modified"] as? String,
                format: raw["format"] as? String, pageCount: raw["pageCount"] as? Int,
                resourceURI: raw["resourceURI"] as? String,
                urls: (raw["urls"] as? [[String: Any]])?.map {
                    URLDTO(type: $0["type"] as? String, url: $0["url"] as? String)
                },
                series: series.map {
                    ResourceSummaryDTO(resourceURI: $0["resourceURI"] as? String, name: $0["name"] as? String)
                },
                dates: (raw["dates"] as? [[String: Any]])?.map {
                    ComicDateDTO(type: $0["type"] as? String, date: $0["date"] as? String)
                },
                thumbnail: thumbnail.map {
                    ImageDTO(path: $0["path"] as? String, extension: $0["extension"] as? String)
                },
                creators: list(raw["creators"]), characters: list(raw["characters"]), stories: list(raw["stories"]),
                events: list(raw["events"])
            )
            #expect(served == expected, "comic \(comic.id)")
        }
    }

    @Test("the comics are those the characters list that the snapshot has, each once")
    func whichComics() throws {
        let catalog = Catalog.charactersAndComics
        let listed = Set(catalog.characters.flatMap { $0.comics?.itemIDs ?? [] })
        let held = Set(catalog.comics.map(\.id))
        #expect(held.isSubset(of: listed))
        #expect(held.count == catalog.comics.count)
        #expect(held.count == 6302)
        #expect(listed.count == 6388)
        let inSnapshot = try SharedData.records("marvel-catalog/2017-05/comics.jsonl.gz", ids: listed)
        #expect(Set(inSnapshot.keys) == held)
    }

}

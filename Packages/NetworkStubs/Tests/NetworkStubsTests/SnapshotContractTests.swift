import Foundation
import MarvelWire
import Testing
@testable import NetworkStubs

@Suite("Embedded comics: the 2017 snapshot's facts, as the server writes them")
struct SnapshotContractTests {
    /// A gateway URI of the snapshot (`http://gateway…`) in the 2025 form the catalog serves.
    private func https(_ uri: Any?) -> String? {
        (uri as? String).map {
            $0.replacingOccurrences(of: "http://gateway.marvel.com/", with: "https://gateway.marvel.com/")
        }
    }

    private func list(_ value: Any?) -> ResourceListDTO? {
        guard let value = value as? [String: Any] else { return nil }
        let items = (value["items"] as? [[String: Any]] ?? []).map {
            ResourceSummaryDTO(
                resourceURI: https($0["resourceURI"]), name: $0["name"] as? String, type: $0["type"] as? String,
                role: $0["role"] as? String)
        }
        return ResourceListDTO(
            available: value["available"] as? Int, returned: value["returned"] as? Int,
            collectionURI: https(value["collectionURI"]), items: items)
    }

    @Test("every embedded comic, served by id, has the snapshot record's kept fields exactly")
    func everyComicMatchesTheSnapshot() throws {
        let catalog = Catalog.embedded
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
                format: raw["format"] as? String, pageCount: raw["pageCount"] as? Int,
                resourceURI: https(raw["resourceURI"]),
                urls: (raw["urls"] as? [[String: Any]])?.map {
                    URLDTO(type: $0["type"] as? String, url: $0["url"] as? String)
                },
                series: series.map {
                    ResourceSummaryDTO(resourceURI: https($0["resourceURI"]), name: $0["name"] as? String)
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

    @Test("the comics are those the embedded characters list that the snapshot has, each once")
    func whichComics() throws {
        let catalog = Catalog.embedded
        let listed = Set(catalog.characters.flatMap { $0.comics?.itemIDs ?? [] })
        let held = Set(catalog.comics.map(\.id))
        #expect(held.isSubset(of: listed))
        #expect(held.count == catalog.comics.count)
        #expect(held.count == 1599)
        #expect(listed.count == 1891)
        let inSnapshot = try SharedData.records("marvel-catalog/2017-05/comics.jsonl.gz", ids: listed)
        #expect(Set(inSnapshot.keys) == held)
    }

    @Test("the compact literal stays under 2.5 MB, and the characters' under 1 MB")
    func literalSizes() {
        #expect(EmbeddedComicsData.json.utf8.count < 2_500_000)
        #expect(EmbeddedCatalogData.json.utf8.count < 1_000_000)
    }
}

import Foundation
import MarvelWire
import Testing
@testable import NetworkStubs

@Suite("Embedded catalog")
struct EmbeddedCatalogTests {
    let catalog = Catalog.embedded

    @Test("holds at least 200 characters, each id once")
    func size() {
        #expect(catalog.count >= 200)
        #expect(Set(catalog.characters.map(\.id)).count == catalog.count)
    }

    @Test("the literal stays under 1 MB")
    func literalSize() {
        #expect(EmbeddedCatalogData.json.utf8.count < 1_000_000)
    }

    @Test("Spider-Man carries the 2014 capture's facts")
    func spiderMan() throws {
        let spiderMan = try #require(catalog.character(id: 1009610))
        #expect(spiderMan.name == "Spider-Man")
        #expect(spiderMan.modified == "2013-10-24T13:52:13-0400")
        #expect(spiderMan.comics?.available == 2576)
        #expect(spiderMan.series?.available == 530)
        #expect(spiderMan.stories?.available == 4164)
        #expect(spiderMan.events?.available == 29)
        #expect(spiderMan.comics?.returned == 20)
        #expect(spiderMan.comics?.items?.count == 20)
        #expect(
            spiderMan.stories?.items?.first
                == ResourceSummaryDTO(
                    resourceURI: "https://gateway.marvel.com/v1/public/stories/483", name: "Interior #483",
                    type: "interiorStory"))
        #expect(spiderMan.events?.itemIDs.first == 116)
        #expect(spiderMan.thumbnail?.extension == "jpg")
        #expect(
            spiderMan.description
                == "Spider-Man appears in 2,576 comics, 530 series, 4,164 stories and 29 events in this catalog.")
    }

    @Test("the single-character captures are in: Iron Man, Captain America, 3-D Man")
    func singleCaptures() throws {
        let ironMan = try #require(catalog.character(id: 1009368))
        #expect(ironMan.name == "Iron Man")
        #expect(ironMan.comics?.available == 2664)
        let captain = try #require(catalog.character(id: 1009220))
        #expect(captain.name == "Captain America")
        #expect(captain.modified == "2020-04-04T19:01:59-0400")  // the 2021 capture wins over the 2020 list
        #expect(catalog.character(id: 1011334)?.name == "3-D Man")
        // The 2025 capture wins for characters it holds (its `+0000` date form).
        #expect(catalog.character(id: 1011334)?.modified == "2014-04-29T14:18:17+0000")
    }

    @Test("names are trimmed: the 2014 capture's \" Hank Pym\" is \"Hank Pym\"")
    func trimmedNames() {
        #expect(catalog.character(id: 1009521)?.name == "Hank Pym")
        #expect(catalog.characters.allSatisfy { $0.name == $0.name?.trimmingCharacters(in: .whitespaces) })
    }

    @Test("sorted by name the API's way, case-insensitively")
    func sortedByName() {
        let names = catalog.characters.map { $0.name!.lowercased() }
        #expect(
            zip(names, names.dropFirst()).allSatisfy { !$1.unicodeScalars.lexicographicallyPrecedes($0.unicodeScalars) }
        )
        #expect(catalog.characters.first?.name == "3-D Man")
    }

    @Test("descriptions are the project's sentences or empty, never Marvel's text")
    func descriptions() {
        let written = catalog.characters.compactMap(\.description).filter { !$0.isEmpty }
        #expect(!written.isEmpty)
        #expect(
            written.allSatisfy { $0.hasSuffix(" events in this catalog.") || $0.hasSuffix(" event in this catalog.") })
        #expect(catalog.characters.contains { $0.description == "" })
    }

    @Test("urls carry no utm_ parameters and URIs use the 2025 https form")
    func urls() {
        for character in catalog.characters {
            #expect(character.urls!.allSatisfy { !$0.url!.contains("utm_") && !$0.url!.contains("amp;") })
            #expect(character.resourceURI == "https://gateway.marvel.com/v1/public/characters/\(character.id)")
            #expect(
                character.comics!.items!.allSatisfy {
                    ResourceSummaryDTO.trailingID($0.resourceURI!) != nil && $0.resourceURI!.hasPrefix("https://")
                })
            #expect(character.comics!.returned == character.comics!.items!.count)
        }
    }

    @Test("the comics: 1,599 records, sorted by id, with the URIs of the 2025 form rebuilt from their ids")
    func comicRecords() {
        #expect(catalog.comics.count == 1599)
        #expect(catalog.comics.map(\.id) == catalog.comics.map(\.id).sorted())
        for comic in catalog.comics {
            #expect(comic.resourceURI == "https://gateway.marvel.com/v1/public/comics/\(comic.id)")
            #expect(comic.onsaleDate != nil && comic.title != nil && comic.format != nil)
            for (name, list) in [
                ("creators", comic.creators), ("characters", comic.characters), ("stories", comic.stories),
                ("events", comic.events),
            ] {
                #expect(list?.collectionURI == comic.resourceURI! + "/" + name)
                #expect(list?.returned == list?.items?.count)
                #expect(list?.itemIDs.count == list?.items?.count)
            }
        }
    }

    @Test("every modified date parses")
    func dates() {
        #expect(catalog.modifiedTimes.allSatisfy { $0.isFinite })
    }
}

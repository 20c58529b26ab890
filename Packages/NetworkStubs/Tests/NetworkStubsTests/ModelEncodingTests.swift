import Foundation
import MarvelWire
import Testing
@testable import NetworkStubs

@Suite("Model encoding")
struct ModelEncodingTests {
    @Test("a null description stays null; a story item keeps its type")
    func nullDescription() throws {
        let character = CharacterDTO(
            id: 1, name: "A", description: nil, modified: "2014-04-29T14:18:17-0400", resourceURI: "u", urls: [],
            thumbnail: nil,
            comics: .emptyList,
            stories: ResourceListDTO(
                available: 1, returned: 1, collectionURI: "c",
                items: [ResourceSummaryDTO(resourceURI: "https://x/stories/9", name: "S", type: "cover")]),
            events: .emptyList, series: .emptyList
        )
        let written = String(decoding: [character].jsonBytes(), as: UTF8.self)
        #expect(
            written
                == #"[{"id":1,"name":"A","description":null,"modified":"2014-04-29T14:18:17-0400","thumbnail":null,"resourceURI":"u","comics":{"available":0,"returned":0,"collectionURI":"","items":[]},"series":{"available":0,"returned":0,"collectionURI":"","items":[]},"stories":{"available":1,"returned":1,"collectionURI":"c","items":[{"resourceURI":"https://x/stories/9","name":"S","type":"cover"}]},"events":{"available":0,"returned":0,"collectionURI":"","items":[]},"urls":[]}]"#
        )
        #expect(try JSONDecoder().decode([CharacterDTO].self, from: Data(written.utf8)) == [character])
        // The DTO's own Encodable (which leaves a nil out) reads back as the same record.
        let encoded = try JSONEncoder().encode(character)
        #expect(try JSONDecoder().decode(CharacterDTO.self, from: encoded) == character)
        #expect(character.catalogRecord() == character)
    }

    @Test(
        "a catalog completes a character: missing strings are \"\", missing lists empty, a null description stays null")
    func catalogRecord() {
        let sparse = CharacterDTO(
            id: 1, name: "A", description: nil, modified: nil, resourceURI: nil, urls: nil, thumbnail: nil,
            comics: ResourceListDTO(
                available: nil, returned: nil, collectionURI: nil,
                items: [ResourceSummaryDTO(resourceURI: nil, name: nil)]),
            stories: nil, events: nil, series: nil
        )
        let written = String(decoding: [sparse.catalogRecord()].jsonBytes(), as: UTF8.self)
        #expect(
            written
                == #"[{"id":1,"name":"A","description":null,"modified":"","thumbnail":null,"resourceURI":"","comics":{"available":1,"returned":1,"collectionURI":"","items":[{"resourceURI":"","name":""}]},"series":{"available":0,"returned":0,"collectionURI":"","items":[]},"stories":{"available":0,"returned":0,"collectionURI":"","items":[]},"events":{"available":0,"returned":0,"collectionURI":"","items":[]},"urls":[]}]"#
        )
    }

    @Test("item ids come from the resourceURI's last component")
    func itemIDs() {
        #expect(ResourceSummaryDTO.trailingID("http://gateway.marvel.com/v1/public/comics/21366") == 21366)
        #expect(ResourceSummaryDTO.trailingID("http://gateway.marvel.com/v1/public/comics/") == nil)
        #expect(ResourceSummaryDTO.trailingID("") == nil)
    }
}

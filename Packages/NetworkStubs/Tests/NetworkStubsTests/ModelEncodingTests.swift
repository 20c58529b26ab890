import Foundation
import Testing
@testable import NetworkStubs

@Suite("Model encoding")
struct ModelEncodingTests {
    @Test("a null description stays null; a story item keeps its type")
    func nullDescription() throws {
        let character = CatalogCharacter(
            id: 1, name: "A", description: nil, modified: "2014-04-29T14:18:17-0400", resourceURI: "u", thumbnail: nil,
            comics: .empty, series: .empty,
            stories: CatalogResourceList(available: 1, collectionURI: "c", items: [CatalogResourceItem(resourceURI: "https://x/stories/9", name: "S", type: "cover")]),
            events: .empty
        )
        let written = String(decoding: [character].jsonBytes(), as: UTF8.self)
        #expect(written == #"[{"id":1,"name":"A","description":null,"modified":"2014-04-29T14:18:17-0400","thumbnail":null,"resourceURI":"u","comics":{"available":0,"returned":0,"collectionURI":"","items":[]},"series":{"available":0,"returned":0,"collectionURI":"","items":[]},"stories":{"available":1,"returned":1,"collectionURI":"c","items":[{"resourceURI":"https://x/stories/9","name":"S","type":"cover"}]},"events":{"available":0,"returned":0,"collectionURI":"","items":[]},"urls":[]}]"#)
        #expect(try JSONDecoder().decode([CatalogCharacter].self, from: Data(written.utf8)) == [character])
        // The Encodable conformance writes the same values (in whatever key order Foundation picks).
        let encoded = try JSONEncoder().encode(character)
        #expect(String(decoding: encoded, as: UTF8.self).contains(#""description":null"#))
        #expect(try JSONDecoder().decode(CatalogCharacter.self, from: encoded) == character)
    }

    @Test("item ids come from the resourceURI's last component")
    func itemIDs() {
        #expect(CatalogResourceItem(resourceURI: "http://gateway.marvel.com/v1/public/comics/21366", name: "").id == 21366)
        #expect(CatalogResourceItem(resourceURI: "http://gateway.marvel.com/v1/public/comics/", name: "").id == nil)
        #expect(CatalogResourceItem(resourceURI: "", name: "").id == nil)
    }

    @Test("JSON strings are escaped by hand exactly")
    func escaping() {
        #expect(JSONText.string("a\"b\\c/d\n\u{1}\u{1F}é") == #""a\"b\\c/d\n\u0001\u001fé""#)
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("a"); writer.beginArray(); writer.int(1); writer.string("x"); writer.null(); writer.endArray()
        writer.key("b"); writer.beginObject(); writer.endObject()
        writer.endObject()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"a":[1,"x",null],"b":{}}"#)
    }
}

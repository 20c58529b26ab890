import AppConfig
import Foundation
import NetworkClient
import Testing
@testable import NetworkStubs
import MarvelWire

@Suite("GET /v1/public/characters")
struct CharacterListTests {
    @Test("the default page: the real envelope, 20 characters from the first by name")
    func defaultPage() throws {
        let response = get("/v1/public/characters")
        #expect(response.statusCode == 200)
        #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
        #expect(response.headers["Date"] == "Tue, 01 Apr 2025 12:00:00 GMT")
        let envelope = try characters(response)
        #expect(envelope.code == 200)
        #expect(envelope.status == "Ok")
        #expect(envelope.copyright == "© 2025 MARVEL")
        #expect(envelope.attributionText == "Data provided by Marvel. © 2025 MARVEL")
        #expect(envelope.attributionHTML == "<a href=\"http://marvel.com\">Data provided by Marvel. © 2025 MARVEL</a>")
        #expect(envelope.data.offset == 0)
        #expect(envelope.data.limit == 20)
        #expect(envelope.data.total == Catalog.charactersAndComics.count)
        #expect(envelope.data.count == 20)
        #expect(envelope.data.results == Array(Catalog.charactersAndComics.characters.prefix(20)))
        #expect(envelope.data.results.first?.name == "3-D Man")
    }

    @Test("the body's keys come in the real API's order")
    func keyOrder() {
        let body = text(get("/v1/public/characters?limit=1"))
        #expect(
            body.hasPrefix(
                #"{"code":200,"status":"Ok","copyright":"© 2025 MARVEL","attributionText":"Data provided by Marvel. © 2025 MARVEL","attributionHTML":"<a href=\"http://marvel.com\">Data provided by Marvel. © 2025 MARVEL</a>","etag":""#
            ))
        #expect(
            body.contains(
                #","data":{"offset":0,"limit":1,"total":\#(Catalog.charactersAndComics.count),"count":1,"results":[{"id":1011334,"name":"3-D Man","description":"","modified":"2014-04-29T14:18:17-0400","thumbnail":{"#
            ))
        #expect(
            body.contains(
                #""resourceURI":"http://gateway.marvel.com/v1/public/characters/1011334","comics":{"available":11,"returned":11,"collectionURI":"#
            ))
        #expect(!body.contains(#"\/"#))
    }

    @Test("etag: md5 of the data, in the body and the ETag header, stable, different per page")
    func etag() throws {
        let first = get("/v1/public/characters?limit=5")
        let again = get("/v1/public/characters?limit=5")
        let other = get("/v1/public/characters?limit=5&offset=5")
        let envelope = try characters(first)
        #expect(first.headers["ETag"] == envelope.etag)
        let body = text(first)
        let data = body[body.range(of: #","data":"#)!.upperBound...].dropLast()
        #expect(envelope.etag == MD5.hex(String(data)))
        #expect(again.headers["ETag"] == envelope.etag)
        #expect(other.headers["ETag"] != envelope.etag)
    }

    @Test("limit 1…100 and offset page through the catalog")
    func paging() throws {
        let total = Catalog.charactersAndComics.count
        let hundred = try characters(get("/v1/public/characters?limit=100"))
        #expect(hundred.data.count == 100)
        #expect(hundred.data.limit == 100)
        let tail = try characters(get("/v1/public/characters?limit=10&offset=\(total - 3)"))
        #expect(tail.data.count == 3)
        #expect(tail.data.offset == total - 3)
        #expect(tail.data.total == total)
        #expect(tail.data.results.last == Catalog.charactersAndComics.characters.last)
        let beyond = try characters(get("/v1/public/characters?offset=\(total + 100)"))
        #expect(beyond.data.count == 0)
        #expect(beyond.data.results.isEmpty)
        let second = try characters(get("/v1/public/characters?limit=20&offset=20"))
        #expect(second.data.results == Array(Catalog.charactersAndComics.characters[20..<40]))
    }

    @Test("limit above 100 is the real 409")
    func limitTooLarge() {
        for limit in ["101", "1000"] {
            let response = get("/v1/public/characters?limit=\(limit)")
            #expect(response.statusCode == 409)
            #expect(text(response) == #"{"code":409,"status":"You may not request more than 100 items."}"#)
        }
    }

    @Test("limit below 1 or not an integer is the real 409", arguments: ["0", "-1", "abc", "1.5", "20x"])
    func limitInvalid(limit: String) {
        let response = get("/v1/public/characters?limit=\(limit)")
        #expect(response.statusCode == 409)
        #expect(text(response) == #"{"code":409,"status":"You must pass an integer limit greater than 0."}"#)
    }

    @Test("an offset below 0 or not an integer is a 409", arguments: ["-1", "x"])
    func offsetInvalid(offset: String) {
        let response = get("/v1/public/characters?offset=\(offset)")
        #expect(response.statusCode == 409)
        #expect(text(response) == #"{"code":409,"status":"You must pass an integer offset of 0 or more."}"#)
    }

    @Test("an unknown parameter is the real 409, as in capture 11")
    func unrecognized() {
        let response = get("/v1/public/characters?first_name=stan&last_name=lee")
        #expect(response.statusCode == 409)
        #expect(text(response) == #"{"code":409,"status":"We don't recognize the parameter first_name"}"#)
    }

    @Test("an empty parameter is a 409", arguments: ["name=", "nameStartsWith", "limit=", "comics=%20", "orderBy="])
    func emptyParameter(query: String) {
        let name = String(query.split(separator: "=").first!)
        let response = get("/v1/public/characters?\(query)")
        #expect(response.statusCode == 409)
        #expect(text(response) == #"{"code":409,"status":"You must pass a value for the parameter \#(name)"}"#)
    }

    @Test("name matches the whole name, in any case")
    func name() throws {
        for query in ["Spider-Man", "spider-man", "SPIDER-MAN"] {
            let envelope = try characters(get("/v1/public/characters?name=\(query)"))
            #expect(envelope.data.total == 1)
            #expect(envelope.data.results.map(\.id) == [1009610])
        }
        #expect(try characters(get("/v1/public/characters?name=Spider")).data.total == 0)
    }

    @Test("a + or %20 in the query is a space")
    func spaces() throws {
        #expect(try characters(get("/v1/public/characters?name=Captain+America")).data.results.map(\.id) == [1009220])
        #expect(try characters(get("/v1/public/characters?name=captain%20america")).data.results.map(\.id) == [1009220])
    }

    @Test("nameStartsWith matches the start of the name, in any case")
    func nameStartsWith() throws {
        let envelope = try characters(get("/v1/public/characters?nameStartsWith=CAPTAIN&limit=100"))
        let expected = Catalog.charactersAndComics.characters.filter { $0.name!.lowercased().hasPrefix("captain") }
        #expect(expected.count > 3)
        #expect(envelope.data.total == expected.count)
        #expect(envelope.data.results == expected)
        #expect(
            try characters(get("/v1/public/characters?nameStartsWith=spider")).data.results.contains {
                $0.id == 1009610
            })
        #expect(try characters(get("/v1/public/characters?nameStartsWith=zzzz")).data.total == 0)
    }

    @Test("modifiedSince takes the API's date forms and keeps later characters")
    func modifiedSince() throws {
        let since = MarvelDate.seconds("2014-04-29T14:18:17-0400")!
        let expected = Catalog.charactersAndComics.characters.filter { MarvelDate.seconds($0.modified!)! >= since }
        #expect(expected.count > 0 && expected.count < Catalog.charactersAndComics.count)
        for form in [
            "2014-04-29T14:18:17-0400", "2014-04-29T18:18:17Z", "2014-04-29T18:18:17%2B00:00",
            "2014-04-29T18:18:17%2B0000",
        ] {
            let envelope = try characters(get("/v1/public/characters?modifiedSince=\(form)&limit=100"))
            #expect(envelope.data.total == expected.count, "form \(form)")
        }
        let dayOnly = try characters(get("/v1/public/characters?modifiedSince=2014-04-29&limit=100"))
        #expect(dayOnly.data.total >= expected.count)
        #expect(try characters(get("/v1/public/characters?modifiedSince=2030-01-01")).data.total == 0)
    }

    @Test("a modifiedSince that is not a date is a 409")
    func modifiedSinceInvalid() {
        let response = get("/v1/public/characters?modifiedSince=yesterday")
        #expect(response.statusCode == 409)
        #expect(text(response) == #"{"code":409,"status":"You must pass a valid date to the modifiedSince filter."}"#)
    }

    @Test(
        "series, events and stories filter by the ids in the characters' lists; comics by the characters linked to the comic either way"
    )
    func idFilters() throws {
        let spiderMan = Catalog.charactersAndComics.character(id: 1009610)!
        for kind in MarvelResource.characters.relatedResources {
            let itemID = try #require(spiderMan.list(kind)?.itemIDs.last)
            let comic = Catalog.charactersAndComics.comic(id: itemID)
            let expected = Catalog.charactersAndComics.characters.filter { character in
                character.list(kind)!.itemIDs.contains(itemID)
                    || (kind == .comics && comic?.characters?.itemIDs.contains(character.id) == true)
            }
            let envelope = try characters(get("/v1/public/characters?\(kind.rawValue)=\(itemID)&limit=100"))
            #expect(envelope.data.results == expected, "\(kind)")
            #expect(envelope.data.results.contains { $0.id == 1009610 })
        }
        // A comic that lists characters whose own 20 items do not name it still finds them.
        let comic = try #require(linkedComics(of: 1009610).first { !spiderMan.comics!.itemIDs.contains($0.id) })
        let listing = try characters(get("/v1/public/characters?comics=\(comic.id)&limit=100"))
        #expect(listing.data.results.contains { $0.id == 1009610 })
        // A comma list matches any of the ids; two filters must both match.
        let a = spiderMan.comics!.itemIDs[0]
        let ironMan = Catalog.charactersAndComics.character(id: 1009368)!
        let b = ironMan.comics!.itemIDs.first { !spiderMan.comics!.itemIDs.contains($0) }!
        let either = try characters(get("/v1/public/characters?comics=\(a),\(b)&limit=100"))
        #expect(either.data.results.contains { $0.id == 1009610 } && either.data.results.contains { $0.id == 1009368 })
        let both = try characters(get("/v1/public/characters?comics=\(a)&events=999999&limit=100"))
        #expect(both.data.total == 0)
    }

    @Test(
        "a list filter with something not an integer is a 409",
        arguments: ["comics=1,abc", "series=x", "events=1,,2", "stories=-3"])
    func idFilterInvalid(query: String) {
        let name = String(query.split(separator: "=").first!)
        let response = get("/v1/public/characters?\(query)")
        #expect(response.statusCode == 409)
        #expect(
            text(response)
                == #"{"code":409,"status":"You must pass a comma-separated list of integer ids to the \#(name) filter."}"#
        )
    }

    @Test("more than 10 ids in a list filter is a 409")
    func tooManyValues() {
        let ten = (1...10).map(String.init).joined(separator: ",")
        #expect(get("/v1/public/characters?comics=\(ten)").statusCode == 200)
        let response = get("/v1/public/characters?comics=\(ten),11")
        #expect(response.statusCode == 409)
        #expect(
            text(response) == #"{"code":409,"status":"You may not pass more than 10 values to the comics filter."}"#)
    }

    @Test("orderBy name, -name, modified, -modified and lists of them")
    func orderBy() throws {
        let all = Catalog.charactersAndComics.characters
        let byNameDescending = try characters(get("/v1/public/characters?orderBy=-name&limit=100"))
        #expect(byNameDescending.data.results == Array(all.reversed().prefix(100)))
        #expect(try characters(get("/v1/public/characters?orderBy=name")).data.results == Array(all.prefix(20)))

        func times(_ query: String) throws -> [Double] {
            try characters(get("/v1/public/characters?\(query)&limit=100")).data.results.map {
                MarvelDate.seconds($0.modified!)!
            }
        }
        // The page where the 823 characters of the snapshot dated 1969-12-31 (the epoch) end.
        let ascending = try times("orderBy=modified&offset=800")
        #expect(ascending == ascending.sorted())
        #expect(ascending.first! < ascending.last!)
        let descending = try times("orderBy=-modified")
        #expect(descending == descending.sorted(by: >))
        #expect(descending.first! == Catalog.charactersAndComics.modifiedTimes.max()!)
        #expect(descending.first! > descending.last!)

        // modified first, then name within the same date.
        let combined = try characters(get("/v1/public/characters?orderBy=modified,-name&limit=100")).data.results
        let sameDate = combined.filter { $0.modified == combined[0].modified }
        #expect(sameDate.count > 1)
        #expect(sameDate.map { $0.name!.lowercased() } == sameDate.map { $0.name!.lowercased() }.sorted(by: >))
    }

    @Test("an unknown orderBy is a 409", arguments: ["foo", "name,", "-title", "name,modifed"])
    func orderByInvalid(value: String) {
        let response = get("/v1/public/characters?orderBy=\(value)")
        let bad = value.split(separator: ",", omittingEmptySubsequences: false).first {
            !["name", "-name", "modified", "-modified"].contains($0)
        }!
        #expect(response.statusCode == 409)
        #expect(text(response) == #"{"code":409,"status":"We don't recognize the ordering parameter \#(bad)"}"#)
    }

    @Test(
        "an orderBy field given twice, either way, is a 409 naming it, however many keys follow",
        arguments: [
            ("name,name", "name"), ("name,-name", "name"), ("-modified,name,modified", "modified"),
            (Array(repeating: "name", count: 50).joined(separator: ","), "name"),
        ])
    func orderByRepeated(value: String, repeated: String) {
        let response = get("/v1/public/characters?orderBy=\(value)")
        #expect(response.statusCode == 409)
        #expect(text(response) == #"{"code":409,"status":"You may not order by \#(repeated) more than once."}"#)
    }
}

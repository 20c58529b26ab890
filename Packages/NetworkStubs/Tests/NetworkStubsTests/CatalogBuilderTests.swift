import Foundation
import MarvelWire
import SQLiteDatabase
import Testing

@testable import NetworkStubs

/// The store every catalog is written into: records kept byte for byte, columns read leniently,
/// links rebuilt from both sides and through stories.
@Suite struct CatalogBuilderTests {
    static let gateway = "http://gateway.marvel.com/v1/public/"

    static func summary(_ resource: String, _ ids: [Int]) -> String {
        let items = ids.map { #"{"resourceURI":"\#(gateway)\#(resource)/\#($0)","name":"n\#($0)"}"# }
        return #"{"available":\#(ids.count),"items":[\#(items.joined(separator: ","))]}"#
    }

    static let character =
        #"{"id":1,"name":"Ünïcode Man","modified":"2014-01-01T10:00:00-0500","resourceURI":"\#(gateway)characters/1","comics":\#(summary("comics", [])),"stories":\#(summary("stories", [500]))}"#
    static let comic =
        #"{"id":10,"title":"The Pulse (2004) #6","issueNumber":6,"variantDescription":"","isbn":9780785110,"format":"Comic","digitalId":3855,"modified":"-0001-11-30T00:00:00-0500","series":{"resourceURI":"\#(gateway)series/7","name":"The Pulse (2004 - 2006)"},"dates":[{"type":"onsaleDate","date":"2004-11-10T00:00:00-0500"}],"characters":\#(summary("characters", [])),"creators":\#(summary("creators", [20]))}"#
    static let orphanComic =
        #"{"id":11,"title":"Lost (1999) #1","series":{"resourceURI":"\#(gateway)series/8","name":"Lost (1999 - 2000)"}}"#
    static let series =
        #"{"id":7,"title":"The Pulse","startYear":2003,"type":"ongoing","comics":\#(summary("comics", [10]))}"#
    static let story =
        #"{"id":500,"title":"story","characters":\#(summary("characters", [1])),"comics":\#(summary("comics", [10])),"creators":\#(summary("creators", [20]))}"#

    static func catalog() throws -> CatalogDatabase {
        try CatalogDatabase.inMemory(info: .snapshot2017) { builder in
            try builder.add(.characters, json: Array(character.utf8))
            try builder.add(.comics, json: Array(comic.utf8))
            try builder.add(.comics, json: Array(orphanComic.utf8))
            try builder.add(.series, json: Array(series.utf8))
            try builder.add(.stories, json: Array(story.utf8))
        }
    }

    @Test func aRecordComesBackWithExactlyTheBytesItWasAddedWith() throws {
        let catalog = try Self.catalog()
        #expect(try catalog.json(of: .characters, id: 1) == Array(Self.character.utf8))
        #expect(try catalog.json(of: .comics, id: 10) == Array(Self.comic.utf8))
        #expect(try catalog.json(of: .comics, id: 12) == nil)
    }

    @Test func storedJSONReplacesEachGatewayPrefixWithOneByteAndExpandsBackExactly() {
        let text =
            #"{"a":"http://gateway.marvel.com/v1/public/x/1","b":"https://gateway.marvel.com/v1/public/y","c":"http://gateway.marvel.com/v1/publi"}"#
        let (compact, name) = StoredJSON.compact(Array(text.utf8), of: .stories, id: 1)
        #expect(name == nil)
        #expect(compact.filter { $0 == 1 }.count == 1)
        #expect(compact.filter { $0 == 2 }.count == 1)
        #expect(compact.count == text.utf8.count - 35 - 36)
        var expanded: [UInt8] = []
        StoredJSON.expand(compact, name: name, of: .stories, id: 1, into: &expanded)
        #expect(expanded == Array(text.utf8))
    }

    @Test func storedJSONKeepsTheTopLevelNameApartAndExpandsBackExactly() {
        // A nested `title` first, the top-level one after an object and a string that holds
        // `"title":` and escapes; spaces around the colon.
        let text =
            #"{"id":7,"series":{"title":"inner"},"note":"\"title\":\"x\"","title" : "Spider-Man \"\u00e9\" \\ {[","type":"title"}"#
        let (compact, name) = StoredJSON.compact(Array(text.utf8), of: .stories, id: 7)
        #expect(name == Array(#""Spider-Man \"\u00e9\" \\ {[""#.utf8))
        #expect(compact.filter { $0 == StoredJSON.nameByte }.count == 1)
        #expect(compact.count == text.utf8.count - name!.count + 1)
        var expanded: [UInt8] = []
        StoredJSON.expand(compact, name: name, of: .stories, id: 7, into: &expanded)
        #expect(expanded == Array(text.utf8))
        // No string to keep apart: a `null` name, a name only nested, a key that is a value.
        for other in [
            #"{"id":1,"title":null}"#, #"{"id":1,"a":{"title":"x"}}"#, #"{"id":1,"a":"title","b":["title"]}"#,
        ] {
            let stored = StoredJSON.compact(Array(other.utf8), of: .comics, id: 1)
            #expect(stored.name == nil, "\(other)")
            #expect(stored.json == Array(other.utf8), "\(other)")
        }
        // Each resource's own field.
        #expect(
            StoredJSON.compact(Array(#"{"title":"t","fullName":"Stan Lee"}"#.utf8), of: .creators, id: 1).name
                == Array(#""Stan Lee""#.utf8))
        #expect(
            StoredJSON.compact(Array(#"{"title":"t","name":"Hulk"}"#.utf8), of: .characters, id: 1).name
                == Array(#""Hulk""#.utf8))
    }

    @Test func storedJSONReplacesTheRecordsOwnAddressWithOneByteOnlyWhereNoDigitFollowsAndExpandsBackExactly() {
        let (http, https) = ("http://gateway.marvel.com/v1/public/", "https://gateway.marvel.com/v1/public/")
        let text =
            #"{"id":52,"resourceURI":"\#(http)stories/52","comics":{"collectionURI":"\#(https)stories/52/comics","items":[{"resourceURI":"\#(http)stories/521"},{"resourceURI":"\#(http)comics/52"}]}}"#
        let (compact, name) = StoredJSON.compact(Array(text.utf8), of: .stories, id: 52)
        #expect(name == nil)
        // The own address after each prefix: one byte each; `stories/521` and `comics/52` are others'.
        #expect(compact.filter { $0 == 3 }.count == 1)
        #expect(compact.filter { $0 == 4 }.count == 1)
        #expect(compact.filter { $0 == 1 }.count == 2)
        #expect(compact.count == text.utf8.count - 2 * (35 + "stories/52".count) - 1 - 2 * 35)
        var expanded: [UInt8] = []
        StoredJSON.expand(compact, name: name, of: .stories, id: 52, into: &expanded)
        #expect(expanded == Array(text.utf8))
    }

    @Test func aCharacterAndAComicAreLinkedWhenOneStoryListsBoth() throws {
        let catalog = try Self.catalog()
        #expect(try catalog.linkedIDs(from: .characters, id: 1, to: .comics) == [10])
        #expect(try catalog.linkedIDs(from: .comics, id: 10, to: .characters) == [1])
    }

    @Test func aLinkListedByOneSideOnlyIsStoredBothWays() throws {
        let catalog = try Self.catalog()
        #expect(try catalog.linkedIDs(from: .creators, id: 20, to: .comics) == [10])
        #expect(try catalog.linkedIDs(from: .comics, id: 10, to: .series) == [7])
        #expect(try catalog.linkedIDs(from: .series, id: 7, to: .comics) == [10])
        #expect(try catalog.linkedIDs(from: .stories, id: 500, to: .characters) == [1])
    }

    @Test func columnsAreReadLenientlyAndThePlaceholderDateIsNull() throws {
        let catalog = try Self.catalog()
        let row = try catalog.reader.read { db in
            try db.firstRow(
                "SELECT isbn, modified, onsaleDate, startYear, digitalID, formatKey, isVariant FROM comics WHERE id = 10"
            ) { row in
                (
                    isbn: row.string(at: 0), modifiedIsNull: row.isNull(at: 1), onsaleDate: row.double(at: 2),
                    startYear: row.int(at: 3), digitalID: row.int(at: 4), formatKey: row.string(at: 5),
                    isVariant: row.isNull(at: 6) ? nil : row.int(at: 6)
                )
            }
        }
        let comic = try #require(row)
        #expect(comic.isbn == "9780785110")
        #expect(comic.modifiedIsNull)
        #expect(comic.onsaleDate == MarvelDate.seconds("2004-11-10T00:00:00-0500"))
        #expect(comic.startYear == 2003, "the series record's start year wins over its name's")
        #expect(comic.digitalID == 3855)
        #expect(comic.formatKey == "comic")
        #expect(comic.isVariant == 0)
        let orphan = try catalog.reader.read { db in
            try db.firstRow("SELECT startYear FROM comics WHERE id = 11") { $0.isNull(at: 0) ? nil : $0.int(at: 0) }
        }
        #expect(orphan == 1999, "without a series record, the year in the series' name")
    }

    @Test func namesAreStoredLowerCasedForEveryScript() throws {
        let catalog = try Self.catalog()
        let key = try catalog.reader.read { db in
            try db.firstRow("SELECT nameKey FROM characters WHERE id = 1") { $0.string(at: 0) } ?? nil
        }
        #expect(key == "ünïcode man")
    }

    @Test func theFirstRecordOfAnIDIsKept() throws {
        var builder = CatalogBuilder(info: .snapshot2017)
        #expect(try builder.add(.characters, json: Array(#"{"id":3,"name":"first"}"#.utf8)))
        #expect(try !builder.add(.characters, json: Array(#"{"id":3,"name":"second"}"#.utf8)))
        #expect(builder.count(of: .characters) == 1)
    }

    @Test func aRecordWithoutAnIntegerIDIsRefused() {
        var builder = CatalogBuilder(info: .snapshot2017)
        #expect(throws: (any Error).self) { try builder.add(.characters, json: Array(#"{"id":"x"}"#.utf8)) }
        #expect(throws: (any Error).self) { try builder.add(.characters, json: Array("[1]".utf8)) }
    }

    @Test func theMetaTableNamesTheSchemaAttributionAndNewestDate() throws {
        let catalog = try Self.catalog()
        #expect(try catalog.meta(.schemaVersion) == String(CatalogSchema.version))
        #expect(try catalog.meta(.copyright) == "© 2017 MARVEL")
        #expect(try catalog.meta(.snapshotDate)?.hasPrefix("2014-01-01") == true)
    }

    @Test func theFactsReadFromADTOAreThoseReadFromTheJSONItWrites() throws {
        let snapshot = try Catalog(database: MaterializedSnapshot.catalog())
        for character in snapshot.records(CharacterDTO.self, of: .characters) + Catalog.synthetic(count: 50).characters
        {
            let record = character.catalogRecord()
            let json = Data(Catalog.bytes(of: record))
            #expect(
                RecordFacts(character: record) == (try RecordFacts(.characters, json: json)), "character \(record.id)")
        }
        // Every character, and every eighth comic (4,775 of 38,197): the comics' shapes repeat,
        // and all of them take a minute and a half of a debug build's CPU.
        for comic in snapshot.comics.enumerated().filter({ $0.offset % 8 == 0 }).map(\.element) {
            let json = Data(Catalog.bytes(of: comic))
            #expect(RecordFacts(comic: comic) == (try RecordFacts(.comics, json: json)), "comic \(comic.id)")
        }
    }
}

import Foundation
import MarvelWire
import Testing
import TestingUtils

@testable import NetworkStubs

/// Every record's name, read from its `name` column, for `heroes show NAME`, completion and searches.
@Suite struct CatalogNamesTests {
    @Test func eachResourceIsNamedByItsOwnFieldInIdOrder() throws {
        let catalog = try CatalogBuilderTests.catalog()
        #expect(try catalog.names(of: .characters).map(\.name) == ["Ünïcode Man"])
        #expect(
            try catalog.names(of: .comics).map { "\($0.id) \($0.name)" } == [
                "10 The Pulse (2004) #6", "11 Lost (1999) #1",
            ])
        #expect(try catalog.names(of: .series).map(\.name) == ["The Pulse"])
        #expect(try catalog.names(of: .creators).isEmpty)
    }

    @Test func aNameIsUnescapedWhereverItIsInTheRecordAndARecordWithNoNameIsLeftOut() throws {
        let padding = String(repeating: "x", count: 600)
        let late = #"{"id":2,"padding":"\#(padding)","comics":{"items":[{"name":"Nested"}]},"name":"Late"}"#
        let escaped = #"{"id":3,"name":"Jean \"Phoenix\" Grey \u00e9"}"#
        let noName = #"{"id":4,"name":null}"#
        let catalog = try CatalogDatabase.inMemory(info: .unattributed) { builder in
            for json in [late, escaped, noName] { try builder.add(.characters, json: Array(json.utf8)) }
        }
        let names = try catalog.names(of: .characters)
        #expect(names.map(\.id) == [2, 3], "a record with no name is left out")
        #expect(names.map(\.name) == ["Late", "Jean \"Phoenix\" Grey é"])
        // Each record's JSON is still the API's, byte for byte.
        #expect(try catalog.json(of: .characters, id: 2) == Array(late.utf8))
        #expect(try catalog.json(of: .characters, id: 3) == Array(escaped.utf8))
        #expect(try catalog.json(of: .characters, id: 4) == Array(noName.utf8))
        func value(_ quoted: String) -> String? {
            Array(quoted.utf8).withUnsafeBytes { CatalogDatabase.string(fromJSONString: $0) }
        }
        #expect(value(#""cut"#) == nil)
        #expect(value(#"""#) == nil)
        #expect(value("7") == nil)
        #expect(value(#""a"b""#) == nil)
        #expect(value(#""Plain""#) == "Plain")
        #expect(value(#""\u00e9 \\""#) == "é \\")
        #expect(Array(#""\#u{FF}""#.utf8).withUnsafeBytes { CatalogDatabase.string(fromJSONString: $0) } != nil)
        #expect([UInt8]([0x22, 0xFF, 0x22]).withUnsafeBytes { CatalogDatabase.string(fromJSONString: $0) } == nil)
    }

    /// A big list read in parts at once, each part on a connection of its own, gives the names
    /// one read gives, in the same order: ids with gaps, records without a name, escaped and
    /// accented names; more parts than the file's connections are as many as its connections.
    @Test(arguments: [2, 3, 4, 9])
    func aBigListReadInPartsGivesTheNamesOfOneReadInTheSameOrder(parts: Int) throws {
        let folder = try TemporaryFolder(prefix: "heroes-names-parts")
        let path = folder.url.appendingPathComponent("catalog.sqlite").path
        var builder = CatalogBuilder(info: .unattributed)
        let records = ConcurrentRuns.minimumItems * 2 + 123
        for n in 0..<records {
            // A JSON string with an escaped accent and escaped quotes, or null.
            let name = n % 11 == 0 ? "null" : #""Hero \#(n) \u00e9 \"\#(n % 3)\"""#
            try builder.add(.characters, json: Array(#"{"id":\#(n * 7 + n % 5),"name":\#(name)}"#.utf8))
        }
        try CatalogDatabase.write(builder, toNewFileAt: path)
        let database = try CatalogDatabase.open(readOnlyAt: path)
        let one = try database.names(of: .characters)
        #expect(one.count == records - (records + 10) / 11)
        #expect(one.first?.name == "Hero 1 é \"1\"")
        let parted = try database.names(of: .characters, parts: parts)
        #expect(parted.map(\.id) == one.map(\.id))
        #expect(parted.map(\.name) == one.map(\.name))
    }

    /// What completion reads: the names that start with the text typed, in any case, through
    /// the name's index (the same records as filtering every name), at most `limit`, in the
    /// order of their lower-cased names; and the ids whose digits start with the digits typed.
    @Test func namesStartingWithATextAreTheNamesFilteredInNameOrderAndIdsByTheirDigits() throws {
        let titles = [
            "spider-man (2016) #2", "Spider-Man (2016) #1", "Spider-Woman (2015) #3", "Hulk (2008) #1", "SPIDEY",
        ]
        let catalog = try CatalogDatabase.inMemory(info: .unattributed) { builder in
            for (offset, title) in titles.enumerated() {
                try builder.add(.comics, json: Array(#"{"id":\#(120 + offset * 7),"title":"\#(title)"}"#.utf8))
            }
            try builder.add(.stories, json: Array(#"{"id":5,"title":"Spider story"}"#.utf8))
        }
        let every = try catalog.names(of: .comics)
        for prefix in ["spider", "SPIDER-M", "Spid", "hulk", "x", ""] {
            let read = try catalog.names(of: .comics, startingWith: prefix, limit: 10)
            let filtered = every.filter { $0.name.lowercased().hasPrefix(prefix.lowercased()) }
            #expect(Set(read.map(\.id)) == Set(filtered.map(\.id)), "\(prefix)")
            #expect(read.map { $0.name.lowercased() } == read.map { $0.name.lowercased() }.sorted(), "\(prefix)")
        }
        #expect(
            try catalog.names(of: .comics, startingWith: "spider", limit: 2).map(\.name) == [
                "Spider-Man (2016) #1", "spider-man (2016) #2",
            ])
        #expect(try catalog.names(of: .stories, startingWith: "SPIDER", limit: 5).map(\.id) == [5], "read whole")
        #expect(try catalog.ids(of: .comics, startingWith: "1", limit: 10) == [120, 127, 134, 141, 148])
        #expect(try catalog.ids(of: .comics, startingWith: "13", limit: 10) == [134])
        #expect(try catalog.ids(of: .comics, startingWith: "1", limit: 2) == [120, 127])
        #expect(try catalog.ids(of: .comics, startingWith: "1%", limit: 10).isEmpty, "digits only")
    }

    /// What `heroes path` walks: a hero's comics, only those the catalog has a record of (a
    /// summary may name a comic it has not, whose record a path could not show).
    @Test func linksJoinOnlyRecordsTheCatalogHasInIdOrder() throws {
        let hero =
            #"{"id":1,"name":"One","comics":{"available":3,"items":["#
            + #"{"resourceURI":"http://gateway.marvel.com/v1/public/comics/20","name":"B"},"#
            + #"{"resourceURI":"http://gateway.marvel.com/v1/public/comics/10","name":"A"},"#
            + #"{"resourceURI":"http://gateway.marvel.com/v1/public/comics/99","name":"Not on record"}]}}"#
        let catalog = try CatalogDatabase.inMemory(info: .unattributed) { builder in
            try builder.add(.characters, json: Array(hero.utf8))
            for id in [10, 20] { try builder.add(.comics, json: Array(#"{"id":\#(id),"title":"C\#(id)"}"#.utf8)) }
        }
        let links = try catalog.links(from: .characters, to: .comics)
        #expect(links.map { "\($0.id)-\($0.relatedID)" } == ["1-10", "1-20"])
        let back = try catalog.links(from: .comics, to: .characters)
        #expect(back.map { "\($0.id)-\($0.relatedID)" } == ["10-1", "20-1"])
    }

    @Test func theExistingSnapshotIsNilUntilWrittenAndNothingIsMade() throws {
        let folder = try TemporaryFolder()
        let data = folder.url.appendingPathComponent("data")
        #expect(Catalog.existingSnapshot(dataDirectory: data.path) == nil)
        #expect(!FileManager.default.fileExists(atPath: data.path), "no folder is made")
        let sample = try SamplePayload()
        let path = sample.folder.url.appendingPathComponent("heroes").path
        _ = try CatalogDatabase.snapshot(sample.payload, in: path)
        #expect(SnapshotFiles.existing(sample.payload, in: path) == path + "/" + sample.payload.fileName)
        #expect(SnapshotFiles.existing(sample.payload, in: folder.path) == nil)
    }
}

import Foundation
import MarvelWire
import Testing
import TestingUtils

@testable import NetworkStubs

/// Every record's name read from the start of its JSON, for `heroes show NAME` and completion.
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

    @Test func aNameIsUnescapedAndOnePastThePrefixIsReadFromTheWholeRecord() throws {
        let padding = String(repeating: "x", count: CatalogDatabase.namePrefixBytes)
        let late = #"{"id":2,"padding":"\#(padding)","name":"Late"}"#
        let escaped = #"{"id":3,"name":"Jean \"Phoenix\" Grey \u00e9"}"#
        let noName = #"{"id":4,"name":null}"#
        let catalog = try CatalogDatabase.inMemory(info: .unattributed) { builder in
            for json in [late, escaped, noName] { try builder.add(.characters, json: Array(json.utf8)) }
        }
        let names = try catalog.names(of: .characters)
        #expect(names.map(\.id) == [2, 3], "a record with no name is left out")
        #expect(names.map(\.name) == ["Late", "Jean \"Phoenix\" Grey é"])
        #expect(CatalogDatabase.stringValue(after: Array("\"name\":".utf8), in: Data(#"{"name":"cut"#.utf8)) == nil)
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

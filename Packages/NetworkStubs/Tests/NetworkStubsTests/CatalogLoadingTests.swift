import Foundation
#if canImport(Glibc)
import Glibc
#endif
import MarvelWire
import Testing
@testable import NetworkStubs
import NetworkStubsTesting

@Suite("Catalog loading")
struct CatalogLoadingTests {
    private func temporaryFile(_ contents: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString).json")
        try Data(contents.utf8).write(to: url)
        return url
    }

    private let two = #"""
        [{"id":2,"name":"beta","description":null,"modified":"2014-04-29T14:18:17-0400","resourceURI":"u2"},
         {"id":1,"name":"Alpha","description":"","modified":"2020-01-01T00:00:00+0000","resourceURI":"u1",
          "comics":{"available":3,"collectionURI":"c","items":[{"resourceURI":"https://gateway.marvel.com/v1/public/comics/77","name":"C #1"}]}}]
        """#

    @Test("a bare array of results loads and is sorted by name")
    func bareArray() throws {
        let url = try temporaryFile(two)
        defer { try? FileManager.default.removeItem(at: url) }
        let catalog = try Catalog.load(contentsOf: url)
        #expect(catalog.characters.map(\.name) == ["Alpha", "beta"])
        #expect(catalog.character(id: 2)?.description == nil)
        #expect(catalog.character(id: 1)?.comics?.itemIDs.first == 77)
        #expect(catalog.character(id: 1)?.comics?.returned == 1)
        #expect(
            catalog.character(id: 2)?.comics == ResourceListDTO(available: 0, returned: 0, collectionURI: "", items: [])
        )
        #expect(catalog.character(id: 2)?.modified == "2014-04-29T14:18:17-0400")
        #expect(catalog.character(id: 2)?.urls == [])
    }

    @Test("a full envelope loads")
    func envelope() throws {
        let url = try temporaryFile(
            #"{"code":200,"status":"Ok","data":{"offset":0,"limit":20,"total":2,"count":2,"results":"# + two + "}}")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try Catalog.load(contentsOf: url).count == 2)
    }

    @Test("the 2017 sample's characters load from a file as well (the API's format round-trips)")
    func sampleRoundTrip() throws {
        let data = try JSONEncoder().encode(Catalog.sample2017.characters)
        let catalog = try Catalog(jsonData: data)
        #expect(catalog.characters == Catalog.sample2017.characters)
    }

    @Test("a missing file is fileNotFound with its path")
    func missing() {
        let url = URL(fileURLWithPath: "/nonexistent/heroes/catalog.json")
        #expect(throws: CatalogError.fileNotFound(path: "/nonexistent/heroes/catalog.json")) {
            try Catalog.load(contentsOf: url)
        }
        #expect(CatalogError.fileNotFound(path: "/x.json").description == "No catalog file at /x.json.")
    }

    @Test("text that is not JSON is invalidJSON")
    func notJSON() throws {
        let url = try temporaryFile("this is not json")
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try Catalog.load(contentsOf: url)
            Issue.record("expected an error")
        } catch {
            guard case .invalidJSON(let path, _) = error else { Issue.record("got \(error)"); return }
            #expect(path == url.path)
        }
    }

    @Test("a catalog file is read as UTF-8 (a byte order mark first is skipped); UTF-16 is invalidJSON naming the byte")
    func utf8Only() throws {
        let text = #"[{"id":1,"name":"A"}]"#
        #expect(try Catalog(jsonData: Data(text.utf8)).characters.map(\.name) == ["A"])
        #expect(try Catalog(jsonData: Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)).characters.map(\.name) == ["A"])
        let utf16 = Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
        #expect(throws: CatalogError.invalidJSON(path: nil, reason: "unexpected byte 0xff at byte 0")) {
            try Catalog(jsonData: utf16)
        }
    }

    @Test("JSON of another shape is unexpectedShape, saying where")
    func wrongShape() throws {
        do {
            _ = try Catalog(jsonData: Data(#"{"results":[]}"#.utf8))
            Issue.record("expected an error")
        } catch {
            guard case .unexpectedShape(nil, let reason) = error else { Issue.record("got \(error)"); return }
            #expect(reason.contains("data"))
        }
        do {
            _ = try Catalog(jsonData: Data(#"[{"id":"x","name":"A"}]"#.utf8))
            Issue.record("expected an error")
        } catch {
            guard case .unexpectedShape(nil, let reason) = error else { Issue.record("got \(error)"); return }
            #expect(reason.contains("[0].id"))
        }
    }

    @Test("an empty list is empty")
    func empty() {
        #expect(throws: CatalogError.empty(path: nil)) { try Catalog(jsonData: Data("[]".utf8)) }
    }

    @Test("a folder, a device and a FIFO are notRegularFile, refused before they are opened")
    func notRegularFile() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString).fifo")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(at: fifo) }
        // Opening the FIFO would wait for a writer for ever; reading /dev/zero would never end.
        for path in [FileManager.default.temporaryDirectory.path, "/dev/zero", fifo.path] {
            #expect(throws: CatalogError.notRegularFile(path: path)) {
                try Catalog.load(contentsOf: URL(fileURLWithPath: path))
            }
        }
        #expect(
            CatalogError.notRegularFile(path: "/dev/zero").description
                == "The catalog path /dev/zero is not a regular file (a folder, device or pipe); give a JSON file.")
    }

    @Test("a file one byte over maximumFileSize is tooLarge (a sparse file: no disk used)")
    func tooLarge() throws {
        let url = try temporaryFile("[]")
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try FileHandle(forWritingTo: url)
        try file.truncate(atOffset: UInt64(Catalog.maximumFileSize + 1))
        try file.close()
        #expect(throws: CatalogError.tooLarge(path: url.path, limit: Catalog.maximumFileSize)) {
            try Catalog.load(contentsOf: url)
        }
        #expect(
            CatalogError.tooLarge(path: "/big.json", limit: 64 << 20).description
                == "The catalog file /big.json is larger than 64 MiB, the most a catalog may be; give a smaller file.")
    }

    @Test("a character without a name is unexpectedShape, saying which")
    func nameless() {
        #expect(throws: CatalogError.unexpectedShape(path: nil, reason: "\"name\" is missing at [1]")) {
            try Catalog(jsonData: Data(#"[{"id":1,"name":"A"},{"id":2}]"#.utf8))
        }
    }

    @Test("a file catalog carries no comics: none by id, none in the list")
    func noComics() throws {
        let catalog = try Catalog(jsonData: Data(two.utf8))
        #expect(catalog.comics.isEmpty)
        #expect(catalog.comic(id: 77) == nil)
    }

    @Test("duplicate ids keep the first")
    func duplicates() throws {
        let catalog = try Catalog(jsonData: Data(#"[{"id":1,"name":"First"},{"id":1,"name":"Second"}]"#.utf8))
        #expect(catalog.characters.map(\.name) == ["First"])
    }
}

@Suite("Synthetic catalog")
struct SyntheticCatalogTests {
    @Test("100,000 characters, named and numbered in order, ids unique")
    func large() async {
        // Made on a thread of its own: in a debug build it takes long enough to starve the
        // concurrency pool the server tests' requests run on.
        let catalog = await withCheckedContinuation { done in
            Thread { done.resume(returning: Catalog.synthetic(count: 100_000, seed: 1)) }.start()
        }
        #expect(catalog.count == 100_000)
        #expect(catalog.characters[42].name == "Synthetic Hero 00042")
        #expect(catalog.characters[42].id == Catalog.firstSyntheticID + 42)
        #expect(catalog.characters.last?.name == "Synthetic Hero 99999")
        #expect(Set(catalog.characters.map(\.id)).count == 100_000)
    }

    @Test("the same seed gives the same catalog, another seed another")
    func deterministic() {
        let a = Catalog.synthetic(count: 500, seed: 7)
        let b = Catalog.synthetic(count: 500, seed: 7)
        let c = Catalog.synthetic(count: 500, seed: 8)
        #expect(a.characters == b.characters)
        #expect(a.characters != c.characters)
        #expect(a.characters.map(\.name) == c.characters.map(\.name))
    }

    @Test("plausible lists and dates")
    func plausible() throws {
        let catalog = Catalog.synthetic(count: 2_000, seed: 3)
        for character in catalog.characters {
            for kind in MarvelResource.characters.relatedResources {
                let list = try #require(character.list(kind))
                let items = try #require(list.items)
                #expect(list.returned == items.count)
                #expect(items.count <= min(20, try #require(list.available)))
                #expect(list.collectionURI == character.resourceURI! + "/" + kind.rawValue)
                #expect(list.itemIDs.count == items.count)
                #expect(list.itemIDs.allSatisfy { (1_000..<91_000).contains($0) })
                #expect(
                    items.allSatisfy {
                        $0.resourceURI == "https://gateway.marvel.com/v1/public/\(kind.rawValue)/"
                            + String(ResourceSummaryDTO.trailingID($0.resourceURI!)!)
                    })
            }
            #expect(character.stories!.items!.allSatisfy { $0.type == "cover" || $0.type == "interiorStory" })
        }
        #expect(catalog.modifiedTimes.allSatisfy { $0 >= 1_262_304_000 && $0 < 1_735_689_600 })
        #expect(catalog.characters.contains { $0.comics?.items?.isEmpty == false })
        #expect(catalog.comics.isEmpty)
        #expect(catalog.characters.contains { $0.description != "" })
    }

    @Test("a synthetic catalog serves pages through the API")
    func serves() throws {
        let api = MarvelAPI(catalog: .synthetic(count: 1_000, seed: 1))
        let page = try characters(get("/v1/public/characters?offset=990&limit=20", api: api))
        #expect(page.data.total == 1_000)
        #expect(page.data.count == 10)
        #expect(page.data.results.first?.name == "Synthetic Hero 00990")
    }
}

import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesCoreTesting
import HeroesPresentation
import MarvelWire
import NetworkStubs
import NetworkStubsTesting
import SnapshotTesting
import Testing

/// The creators list of `heroes creators list` (`ListSpec.creators(pageCommand:)`), loaded as
/// the app would from NetworkStubs' in-process Marvel over the 2017 sample (14 creators), by last
/// name, 5 a page.
struct CreatorsListTests {
    let spec = ListSpec<Creator>.creators(pageCommand: { "heroes creators list --per-page 5 --page \($0)" })

    /// Page `page` of the sample's creators, 5 a page, by last name, through the list view model.
    func load(page: Int) async -> LoadState<Page<Creator>> {
        await samplePage(
            MarvelRoute(
                .creators, query: [.orderBy: .order([MarvelOrder(.lastName), MarvelOrder(.firstName)])]), page: page,
            perPage: 5, as: Creator.self)
    }

    @Test("the first page as a table, with and without colour, under the page and total, with the next-page command")
    func table() async throws {
        let state = await load(page: 1)
        #expect(state.value?.items.count == 5)
        for color in [false, true] {
            let text = spec.render(state, as: .table(style: TerminalStyle(usesColor: color), width: 80))
            assertSnapshot(of: visibleEscapes(text), as: .lines, named: color ? "color" : "plain")
        }
    }

    @Test("at 40 columns the name shrinks first, then the events, stories and series columns go")
    func narrowTable() async throws {
        let state = await load(page: 1)
        let text = spec.render(state, as: .table(style: TerminalStyle(usesColor: false), width: 40))
        assertSnapshot(of: text, as: .lines, named: "narrow")
        #expect(!text.contains("EVENTS") && text.contains("COMICS"))
    }

    @Test("the first page as TSV, CSV and JSON, the JSON with no owner's key")
    func pipedFormats() async throws {
        let state = await load(page: 1)
        assertSnapshot(of: spec.render(state, as: .tsv), as: .lines, named: "tsv")
        assertSnapshot(of: spec.render(state, as: .csv), as: .lines, named: "csv")
        let json = spec.render(state, as: .json())
        assertSnapshot(of: json, as: .lines, named: "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["attribution", "creators", "page", "perPage", "total", "totalPages"])
        assertSnapshot(
            of: spec.render(state, as: .json(fields: ["id", "name", "suffix"])), as: .lines, named: "json-fields")
    }

    @Test("--json's field names are the creator's keys, in order")
    func jsonFieldNames() {
        #expect(
            spec.jsonFieldNames == [
                "id", "name", "firstName", "middleName", "lastName", "suffix", "modified", "thumbnail", "comics",
                "series", "stories", "events",
            ])
    }

    @Test("a stale page writes its data and a notice naming the page, the creators list and the age")
    func stale() async throws {
        let page = try #require(await load(page: 2).value)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let output = spec.output(for: .stale(page, since: now.addingTimeInterval(-3 * 3_600)), as: .tsv, now: now)
        #expect(output.standardOutput.split(separator: "\n").count == 5)
        #expect(output.standardError == "heroes: offline: showing page 2 of the creators list as cached 3 hours ago\n")
        #expect(output.succeeded)
    }

    @Test("no creators found says so on stderr and nothing on stdout")
    func noCreators() {
        let page = Page<Creator>(offset: 0, limit: 5, total: 0, items: [], attribution: "Data provided by Marvel.")
        let output = spec.output(for: .empty(page), as: .tsv)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "No creators found.\n")
    }
}

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

/// The events list of `heroes events list` (`ListSpec.events(pageCommand:)`), loaded as the app
/// would from NetworkStubs' in-process Marvel over the 2017 sample (3 events), by start date, 2 a
/// page.
struct EventsListTests {
    let spec = ListSpec<Event>.events(pageCommand: { "heroes events list --per-page 2 --page \($0)" })

    /// Page `page` of the sample's events, 2 a page, by start date, through the list view model.
    func load(page: Int) async -> LoadState<Page<Event>> {
        await samplePage(
            MarvelRoute(.events, query: [.orderBy: .order([MarvelOrder(.startDate)])]), page: page, perPage: 2,
            as: Event.self)
    }

    @Test("the first page as a table, with and without colour, under the page and total, with the next-page command")
    func table() async throws {
        let state = await load(page: 1)
        #expect(state.value?.items.map(\.title) == ["Infinity War", "Civil War"])
        for color in [false, true] {
            let text = spec.render(state, as: .table(style: TerminalStyle(usesColor: color), width: 80))
            assertSnapshot(of: visibleEscapes(text), as: .lines, named: color ? "color" : "plain")
        }
    }

    @Test("at 40 columns the title shrinks first, then the characters and series columns go")
    func narrowTable() async throws {
        let state = await load(page: 1)
        let text = spec.render(state, as: .table(style: TerminalStyle(usesColor: false), width: 40))
        assertSnapshot(of: text, as: .lines, named: "narrow")
        #expect(!text.contains("CHARACTERS") && text.contains("START"))
    }

    @Test("the last page as TSV, CSV and JSON, the JSON with no owner's key")
    func pipedFormats() async throws {
        let state = await load(page: 2)
        #expect(state.value?.items.map(\.title) == ["Secret Invasion"])
        assertSnapshot(of: spec.render(state, as: .tsv), as: .lines, named: "tsv")
        assertSnapshot(of: spec.render(state, as: .csv), as: .lines, named: "csv")
        let json = spec.render(state, as: .json())
        assertSnapshot(of: json, as: .lines, named: "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["attribution", "events", "page", "perPage", "total", "totalPages"])
        assertSnapshot(
            of: spec.render(state, as: .json(fields: ["id", "title", "previous", "next"])), as: .lines,
            named: "json-fields")
    }

    @Test("--json's field names are the event's keys, in order")
    func jsonFieldNames() {
        #expect(
            spec.jsonFieldNames == [
                "id", "title", "description", "start", "end", "thumbnail", "previous", "next", "creators", "comics",
                "series", "characters",
            ])
    }

    @Test("a stale page writes its data and a notice naming the page, the events list and the age")
    func stale() async throws {
        let page = try #require(await load(page: 2).value)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let output = spec.output(for: .stale(page, since: now.addingTimeInterval(-3 * 3_600)), as: .tsv, now: now)
        #expect(output.standardOutput.split(separator: "\n").count == 1)
        #expect(output.standardError == "heroes: offline: showing page 2 of the events list as cached 3 hours ago\n")
        #expect(output.succeeded)
    }

    @Test("no events found says so on stderr and nothing on stdout")
    func noEvents() {
        let page = Page<Event>(offset: 0, limit: 5, total: 0, items: [], attribution: "Data provided by Marvel.")
        let output = spec.output(for: .empty(page), as: .tsv)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "No events found.\n")
    }
}

import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesCoreTesting
import HeroesPresentation
import NetworkStubs
import NetworkStubsTesting
import SnapshotTesting
import Testing

/// An event's details (`DetailSpec.event`), loaded as the app would from NetworkStubs' in-process
/// Marvel over the 2017 sample: event 238, Civil War.
struct EventDetailsTests {
    static let event = 238
    let spec = DetailSpec<Event>.event

    /// Event `id` through the detail view model, `GET /events/{id}`.
    func load(_ id: Int) async -> LoadState<Event> {
        await sampleRecord(id, as: Event.self)
    }

    @Test("the event for a terminal at 80 columns, with and without colour")
    func terminal() async {
        let state = await load(Self.event)
        #expect(state.value?.title == "Civil War")
        #expect(state.value?.previous == "Planet Hulk" && state.value?.next == "Initiative")
        for color in [false, true] {
            let text = spec.render(state, as: .terminal(style: TerminalStyle(usesColor: color), width: 80))
            assertSnapshot(of: visibleEscapes(text), as: .lines, named: color ? "color" : "plain")
        }
    }

    @Test("the event as TSV, CSV and JSON, and JSON with only the fields asked for")
    func pipedFormats() async {
        let state = await load(Self.event)
        assertSnapshot(of: spec.render(state, as: .tsv), as: .lines, named: "tsv")
        assertSnapshot(of: spec.render(state, as: .csv), as: .lines, named: "csv")
        assertSnapshot(of: spec.render(state, as: .json()), as: .lines, named: "json")
        assertSnapshot(
            of: spec.render(state, as: .json(fields: ["id", "title", "start", "end", "attribution"])), as: .lines,
            named: "json-fields")
    }

    @Test("--json's field names are the list's keys and attribution")
    func jsonFieldNames() {
        #expect(spec.jsonFieldNames == ListSpec<Event>.events(pageCommand: nil).jsonFieldNames + ["attribution"])
    }

    @Test("an event with no neighbours, dates or image says so")
    func unknowns() {
        let text = spec.render(.loaded(Event(id: 1, title: "")), as: .terminal(style: .plain, width: 80))
        assertSnapshot(of: text, as: .lines, named: "unknowns")
        let json = spec.render(.loaded(Event(id: 1, title: "")), as: .json(layout: .compact))
        #expect(json.contains("\"start\":null") && json.contains("\"previous\":null"))
    }

    @Test("an unknown event is one line on stderr naming the event and its id, and nothing on stdout")
    func notFound() async {
        let output = spec.output(for: await load(5), as: .tsv)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "heroes: no event with id 5.\n")
        #expect(!output.succeeded)
    }

    @Test("a cached event's notice names the event and its age")
    func staleNotice() async throws {
        let event = try #require(await load(Self.event).value)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let output = spec.output(
            for: .stale(event, since: now.addingTimeInterval(-2 * 86_400 - 60)), as: .tsv, now: now)
        #expect(output.standardError == "heroes: offline: showing event 238 as cached 2 days ago\n")
        #expect(output.standardOutput.hasPrefix("id\t238\ntitle\tCivil War\n"))
        #expect(output.succeeded)
    }

    @Test("idle, loading and failed draw nothing in every format")
    func statesWithoutAnEventDrawNothing() {
        for state in [LoadState<Event>.idle, .loading, .failed(.notFound(.events, id: 1))] {
            for format in [DetailFormat.terminal(style: .colored, width: 80), .tsv, .csv, .json()] {
                #expect(spec.render(state, as: format) == "")
            }
        }
    }
}

/// A server's event never drives the terminal: ESC sequences (CSI, OSC 52, a reset), C1 controls
/// and bidi controls in its title, description, neighbours and creators are neutralised in the
/// raw output of every format but JSON, which keeps the text exact in its escapes.
struct EventDetailsHostileTextTests {
    static let hostileTitle = "Evil\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[2J War\u{9B}2J\u{202E}raw\u{2066}\u{85}"
    static let hostile = Event(
        id: 7, title: hostileTitle, description: "Line one\u{1B}[1m\nline\u{202E} two\u{1B}]0;pwned\u{1B}\\",
        creators: [ComicCreator(name: "Writer\u{1B}c", role: "writer\u{202D}")], previous: "Before\u{9D}0;x\u{9C}",
        next: "After\u{1B}]8;;http://x\u{07}\u{2067}")
    let spec = DetailSpec<Event>.event

    @Test(
        "the terminal, TSV and CSV formats write the hostile event with no escape, C1 or bidi control",
        arguments: [
            DetailFormat.terminal(style: .colored, width: 80), .terminal(style: .plain, width: 80), .tsv, .csv,
        ])
    func neutralised(format: DetailFormat) {
        let text = spec.render(.loaded(Self.hostile), as: format)
        #expect(isNeutralAsWritten(text), "\(visibleEscapes(text))")
        #expect(!text.contains("\u{1B}]") && !text.contains("\u{1B}[2J") && !text.contains("\u{1B}c"))
        #expect(text.contains("Evil") && text.contains("Before") && text.contains("After") && text.contains("Writer"))
    }

    @Test(
        "without colour the terminal, TSV and CSV formats hold no ESC at all",
        arguments: [DetailFormat.terminal(style: .plain, width: 80), .tsv, .csv])
    func noEscapeWithoutColour(format: DetailFormat) {
        let text = spec.render(.loaded(Self.hostile), as: format)
        #expect(!text.unicodeScalars.contains("\u{1B}"), "\(visibleEscapes(text))")
    }

    @Test("JSON keeps the hostile title and description exact, escaped, with no raw ESC or BEL")
    func jsonKeepsTheTextExact() throws {
        let text = spec.render(.loaded(Self.hostile), as: .json(layout: .compact))
        #expect(!text.unicodeScalars.contains("\u{1B}") && !text.unicodeScalars.contains("\u{07}"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["title"] as? String == Self.hostileTitle)
        #expect(object["description"] as? String == Self.hostile.description)
    }
}

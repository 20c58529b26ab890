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

/// A creator's details (`DetailSpec.creator`), loaded as the app would from NetworkStubs'
/// in-process Marvel over the 2017 sample: creator 626, Dan Slott.
struct CreatorDetailsTests {
    static let creator = 626
    let spec = DetailSpec<Creator>.creator

    /// Creator `id` through the detail view model, `GET /creators/{id}`.
    func load(_ id: Int) async -> LoadState<Creator> {
        await sampleRecord(id, as: Creator.self)
    }

    @Test("the creator for a terminal at 80 columns, with and without colour")
    func terminal() async {
        let state = await load(Self.creator)
        #expect(state.value?.fullName == "Dan Slott")
        for color in [false, true] {
            let text = spec.render(state, as: .terminal(style: TerminalStyle(usesColor: color), width: 80))
            assertSnapshot(of: visibleEscapes(text), as: .lines, named: color ? "color" : "plain")
        }
    }

    @Test("the creator as TSV, CSV and JSON, and JSON with only the fields asked for")
    func pipedFormats() async {
        let state = await load(Self.creator)
        assertSnapshot(of: spec.render(state, as: .tsv), as: .lines, named: "tsv")
        assertSnapshot(of: spec.render(state, as: .csv), as: .lines, named: "csv")
        assertSnapshot(of: spec.render(state, as: .json()), as: .lines, named: "json")
        assertSnapshot(
            of: spec.render(state, as: .json(fields: ["id", "name", "middleName", "attribution"])), as: .lines,
            named: "json-fields")
    }

    @Test("--json's field names are the list's keys and attribution")
    func jsonFieldNames() {
        #expect(spec.jsonFieldNames == ListSpec<Creator>.creators(pageCommand: nil).jsonFieldNames + ["attribution"])
    }

    @Test("an unknown creator is one line on stderr naming the creator and its id, and nothing on stdout")
    func notFound() async {
        let output = spec.output(for: await load(5), as: .tsv)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "heroes: no creator with id 5.\n")
        #expect(!output.succeeded)
    }

    @Test("a cached creator's notice names the creator and its age")
    func staleNotice() async throws {
        let creator = try #require(await load(Self.creator).value)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let output = spec.output(
            for: .stale(creator, since: now.addingTimeInterval(-2 * 86_400 - 60)), as: .tsv, now: now)
        #expect(output.standardError == "heroes: offline: showing creator 626 as cached 2 days ago\n")
        #expect(output.standardOutput.hasPrefix("id\t626\nname\tDan Slott\n"))
        #expect(output.succeeded)
    }

    @Test("idle, loading and failed draw nothing in every format")
    func statesWithoutACreatorDrawNothing() {
        for state in [LoadState<Creator>.idle, .loading, .failed(.notFound(.creators, id: 1))] {
            for format in [DetailFormat.terminal(style: .colored, width: 80), .tsv, .csv, .json()] {
                #expect(spec.render(state, as: format) == "")
            }
        }
    }
}

/// Whether `text`, exactly as written, leaves no control from the data: every ESC opens one of
/// the style's own colour sequences (`ESC [ digits and semicolons m`), and no other C0 control
/// (tab and line breaks aside), no C1 control and no bidi control is left. Nothing is stripped
/// before the check.
func isNeutralAsWritten(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
        let scalar = scalars[index]
        if scalar == "\u{1B}" {
            guard index + 1 < scalars.count, scalars[index + 1] == "[" else { return false }
            var end = index + 2
            while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" { end += 1 }
            guard end < scalars.count, scalars[end] == "m" else { return false }
            index = end + 1
            continue
        }
        let value = scalar.value
        let isC0 = value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r"
        let isC1 = (0x7F...0x9F).contains(value)
        let isBidi =
            (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E
            || value == 0x200F || value == 0x061C
        if isC0 || isC1 || isBidi { return false }
        index += 1
    }
    return true
}

/// A server's creator never drives the terminal: ESC sequences (CSI, OSC 52, a reset), C1
/// controls and bidi controls in the name and the names of their comics and series are
/// neutralised in the raw output of every format but JSON, which keeps the text exact in its
/// escapes.
struct CreatorDetailsHostileTextTests {
    static let hostileName = "Evil\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[2J Writer\u{9B}2J\u{202E}rotaerc\u{2066}\u{85}"
    static let hostile = Creator(
        id: 7, fullName: hostileName, firstName: "First\u{1B}c", lastName: "Last\u{9D}0;x\u{9C}",
        comics: HeroResourceList(available: 2, items: [HeroResource(name: "Comic\u{1B}[31m\u{202D} #1")]),
        series: HeroResourceList(available: 1, items: [HeroResource(name: "Series\u{1B}]8;;http://x\u{07}\u{2067}")]))
    let spec = DetailSpec<Creator>.creator

    @Test(
        "the terminal, TSV and CSV formats write the hostile creator with no escape, C1 or bidi control",
        arguments: [
            DetailFormat.terminal(style: .colored, width: 80), .terminal(style: .plain, width: 80), .tsv, .csv,
        ])
    func neutralised(format: DetailFormat) {
        let text = spec.render(.loaded(Self.hostile), as: format)
        #expect(isNeutralAsWritten(text), "\(visibleEscapes(text))")
        #expect(!text.contains("\u{1B}]") && !text.contains("\u{1B}[2J") && !text.contains("\u{1B}c"))
        #expect(text.contains("Evil") && text.contains("Writer") && text.contains("Comic") && text.contains("Series"))
    }

    @Test(
        "without colour the terminal, TSV and CSV formats hold no ESC at all",
        arguments: [DetailFormat.terminal(style: .plain, width: 80), .tsv, .csv])
    func noEscapeWithoutColour(format: DetailFormat) {
        let text = spec.render(.loaded(Self.hostile), as: format)
        #expect(!text.unicodeScalars.contains("\u{1B}"), "\(visibleEscapes(text))")
    }

    @Test("JSON keeps the hostile name exact, escaped, with no raw ESC or BEL")
    func jsonKeepsTheTextExact() throws {
        let text = spec.render(.loaded(Self.hostile), as: .json(layout: .compact))
        #expect(!text.unicodeScalars.contains("\u{1B}") && !text.unicodeScalars.contains("\u{07}"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["name"] as? String == Self.hostileName)
    }
}

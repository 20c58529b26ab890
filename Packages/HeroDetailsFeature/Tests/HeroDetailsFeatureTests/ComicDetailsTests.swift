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

/// A comic's details, the second spec on the generic detail screen (`DetailSpec.comic`), loaded
/// as the app would from NetworkStubs' in-process Marvel over the 2017 sample: comic 22506,
/// Avengers: The Initiative (2007) #19.
struct ComicDetailsTests {
    static let comic = 22_506
    let spec = DetailSpec<Comic>.comic

    /// Comic `id` through the detail view model, `GET /comics/{id}`.
    func load(_ id: Int) async -> LoadState<Comic> {
        await sampleRecord(id, as: Comic.self)
    }

    @Test("the comic for a terminal at 80 columns, with and without colour")
    func terminal() async {
        let state = await load(Self.comic)
        #expect(state.value?.title == "Avengers: The Initiative (2007) #19")
        for color in [false, true] {
            let text = spec.render(state, as: .terminal(style: TerminalStyle(usesColor: color), width: 80))
            assertSnapshot(of: visibleEscapes(text), as: .lines, named: color ? "color" : "plain")
        }
    }

    @Test("the comic as TSV, CSV and JSON, and JSON with only the fields asked for")
    func pipedFormats() async {
        let state = await load(Self.comic)
        assertSnapshot(of: spec.render(state, as: .tsv), as: .lines, named: "tsv")
        assertSnapshot(of: spec.render(state, as: .csv), as: .lines, named: "csv")
        assertSnapshot(of: spec.render(state, as: .json()), as: .lines, named: "json")
        assertSnapshot(
            of: spec.render(state, as: .json(fields: ["id", "title", "attribution"])), as: .lines, named: "json-fields")
    }

    @Test("an unknown comic is one line on stderr naming the comic and its id, and nothing on stdout")
    func notFound() async {
        let output = spec.output(for: await load(5), as: .tsv)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "heroes: no comic with id 5.\n")
        #expect(!output.succeeded)
    }

    @Test("a cached comic's notice names the comic and its age")
    func staleNotice() async throws {
        let comic = try #require(await load(Self.comic).value)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let output = spec.output(
            for: .stale(comic, since: now.addingTimeInterval(-2 * 86_400 - 60)), as: .tsv, now: now)
        #expect(output.standardError == "heroes: offline: showing comic 22506 as cached 2 days ago\n")
        #expect(output.succeeded)
    }

    @Test("idle, loading and failed draw nothing in every format")
    func statesWithoutAComicDrawNothing() {
        for state in [LoadState<Comic>.idle, .loading, .failed(.notFound(.comics, id: 1))] {
            for format in [DetailFormat.terminal(style: .colored, width: 80), .tsv, .csv, .json()] {
                #expect(spec.render(state, as: format) == "")
            }
        }
    }
}

/// A server's comic never drives the terminal: escape sequences, C1 controls and bidi controls
/// in its title, description and creators are neutralised in every format but JSON, which keeps
/// the text exact in its escapes.
struct ComicDetailsHostileTextTests {
    static let hostileText = "Evil\u{1B}]8;;http://x\u{07}\u{1B}[31m Comic\u{9B}2J\u{202E}cimoc\u{2066} #1\u{85}"
    static let hostile = Comic(
        id: 7, title: hostileText, format: "Comic\u{1B}[2J", description: "Line one\u{1B}[1m\nline\u{202E} two",
        series: "Series\u{9D}0;x\u{9C}", creators: [ComicCreator(name: "Writer\u{1B}c", role: "writer\u{202D}")])
    let spec = DetailSpec<Comic>.comic
    static let controls: [Unicode.Scalar] = [
        "\u{1B}", "\u{07}", "\u{9B}", "\u{9D}", "\u{9C}", "\u{85}", "\u{202E}", "\u{202D}", "\u{2066}",
    ]

    func hasNoControl(_ text: String) -> Bool {
        !text.unicodeScalars.contains { Self.controls.contains($0) }
    }

    /// `text` without the style's own colour sequences (`ESC [ digits and semicolons m`).
    func withoutColour(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)[...]
        var kept = String.UnicodeScalarView()
        while let first = scalars.first {
            if first == "\u{1B}", scalars.dropFirst().first == "[" {
                let rest = scalars.dropFirst(2).drop { ("0"..."9").contains($0) || $0 == ";" }
                if rest.first == "m" {
                    scalars = rest.dropFirst()
                    continue
                }
            }
            kept.append(first)
            scalars = scalars.dropFirst()
        }
        return String(kept)
    }

    @Test(
        "the terminal, TSV and CSV formats write the hostile comic with no escape, C1 or bidi control",
        arguments: [
            DetailFormat.terminal(style: .colored, width: 80), .terminal(style: .plain, width: 80), .tsv, .csv,
        ])
    func neutralised(format: DetailFormat) {
        let text = spec.render(.loaded(Self.hostile), as: format)
        #expect(hasNoControl(withoutColour(text)), "\(visibleEscapes(text))")
        #expect(text.contains("Evil"))
    }

    @Test("JSON keeps the hostile title exact, escaped, with no raw escape byte")
    func jsonKeepsTheTextExact() throws {
        let text = spec.render(.loaded(Self.hostile), as: .json(layout: .compact))
        #expect(!text.unicodeScalars.contains("\u{1B}"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["title"] as? String == Self.hostileText)
    }
}

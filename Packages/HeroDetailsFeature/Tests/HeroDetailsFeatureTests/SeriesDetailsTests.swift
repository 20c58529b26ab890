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
import TestingUtils

/// A series' details on the generic detail screen (`DetailSpec.series`), loaded as the app would
/// from NetworkStubs' in-process Marvel over the 2017 sample: series 22547, Avengers (2016 -
/// Present), still running, and series 1945, Avengers: The Initiative (2007 - 2010), finished.
struct SeriesDetailsTests {
    static let running = 22_547
    static let finished = 1_945
    let spec = DetailSpec<Series>.series

    /// Series `id` through the detail view model, `GET /series/{id}`.
    func load(_ id: Int) async -> LoadState<Series> {
        await sampleRecord(id, as: Series.self)
    }

    @Test("the series for a terminal at 80 columns, with and without colour")
    func terminal() async {
        let state = await load(Self.running)
        #expect(state.value?.title == "Avengers (2016 - Present)")
        for color in [false, true] {
            let text = spec.render(state, as: .terminal(style: TerminalStyle(usesColor: color), width: 80))
            assertSnapshot(of: visibleEscapes(text), as: .lines, named: color ? "color" : "plain")
        }
    }

    @Test("the series as TSV, CSV and JSON, and JSON with only the fields asked for")
    func pipedFormats() async {
        let state = await load(Self.running)
        assertSnapshot(of: spec.render(state, as: .tsv), as: .lines, named: "tsv")
        assertSnapshot(of: spec.render(state, as: .csv), as: .lines, named: "csv")
        assertSnapshot(of: spec.render(state, as: .json()), as: .lines, named: "json")
        assertSnapshot(
            of: spec.render(state, as: .json(fields: ["id", "title", "endYear", "attribution"])), as: .lines,
            named: "json-fields")
    }

    @Test("a finished series shows its first and last years; a running one its first and a dash, and no end year")
    func years() async throws {
        let finished = spec.render(await load(Self.finished), as: .terminal(style: .plain, width: 80))
        #expect(finished.contains("Years       2007–2010\n"))
        let tsv = spec.render(await load(Self.finished), as: .tsv)
        #expect(tsv.contains("startYear\t2007\nendYear\t2010\n"))
        let running = spec.render(await load(Self.running), as: .tsv)
        #expect(running.contains("startYear\t2016\nendYear\t\n"))
        let json = spec.render(await load(Self.running), as: .json(layout: .compact))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["endYear"] is NSNull)
    }

    @Test("--json's field names are the list's keys, then description, thumbnail and attribution")
    func jsonFieldNames() {
        #expect(
            spec.jsonFieldNames == ListSpec<Series>.series(pageCommand: nil).jsonFieldNames + [
                "description", "thumbnail", "attribution",
            ])
    }

    @Test("an unknown series is one line on stderr naming the series and its id, and nothing on stdout")
    func notFound() async {
        let output = spec.output(for: await load(5), as: .tsv)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "heroes: no series with id 5.\n")
        #expect(!output.succeeded)
    }

    @Test("a cached series' notice names the series and its age")
    func staleNotice() async throws {
        let series = try #require(await load(Self.running).value)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let output = spec.output(
            for: .stale(series, since: now.addingTimeInterval(-2 * 86_400 - 60)), as: .tsv, now: now)
        #expect(output.standardError == "heroes: offline: showing series 22547 as cached 2 days ago\n")
        #expect(output.standardOutput.hasPrefix("id\t22547\ntitle\tAvengers (2016 - Present)\n"))
        #expect(output.succeeded)
    }

    @Test("idle, loading and failed draw nothing in every format")
    func statesWithoutASeriesDrawNothing() {
        for state in [LoadState<Series>.idle, .loading, .failed(.notFound(.series, id: 1))] {
            for format in [DetailFormat.terminal(style: .colored, width: 80), .tsv, .csv, .json()] {
                #expect(spec.render(state, as: format) == "")
            }
        }
    }
}

/// A server's series never drives the terminal: escape sequences (an OSC 52 clipboard write, an
/// OSC 8 link, a screen clear), C1 controls and bidi controls in its title, description, type,
/// rating and creators are neutralised in the raw output of every format but JSON, which keeps
/// the text exact in its escapes.
struct SeriesDetailsHostileTextTests {
    static let hostileTitle = "Evil\u{1B}]8;;http://x\u{07}\u{1B}[31m Series\u{9B}2J\u{202E}seires\u{2066} (2016)\u{85}"
    static let hostile = Series(
        id: 7, title: hostileTitle,
        description: "Line one\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[1m\nline\u{202E} two\u{1B}[2J\u{1B}[H",
        startYear: 2016, rating: "Rated\u{9D}0;x\u{9C} T+", type: "ongoing\u{1B}[2J",
        thumbnail: HeroImage(
            path: "http://i.annihil.us/u/prod/marvel/i/mg/3/50/x\u{1B}]0;pwned\u{07}", fileExtension: "jpg"),
        creators: [ComicCreator(name: "Writer\u{1B}c\u{2067}", role: "writer\u{202D}")], comicCount: 3)
    let spec = DetailSpec<Series>.series

    @Test(
        "the plain terminal, TSV and CSV formats write the hostile series with no escape, C1 or bidi control at all",
        arguments: [DetailFormat.terminal(style: .plain, width: 80), .tsv, .csv])
    func neutralised(format: DetailFormat) {
        let text = spec.render(.loaded(Self.hostile), as: format)
        #expect(isNeutralRaw(text, as: format), "\(text.debugDescription)")
        #expect(text.contains("Evil") && text.contains("Writer"))
    }

    @Test("the coloured terminal format writes no escape but its own colours: no OSC, no clear, no C1, no bidi")
    func neutralisedInColour() {
        let text = spec.render(.loaded(Self.hostile), as: .terminal(style: .colored, width: 80))
        #expect(
            TerminalText.isNeutral(TerminalOutput.withoutStyles(text), lineBreaks: .keep), "\(text.debugDescription)")
        for hostile in [
            "\u{1B}]", "\u{1B}[2J", "\u{1B}[H", "\u{1B}c", "\u{07}", "\u{9B}", "\u{9D}", "\u{85}", "\u{202E}",
        ] {
            #expect(!text.contains(hostile), "\(hostile.debugDescription) in \(text.debugDescription)")
        }
        #expect(text.contains("Evil") && text.contains("Writer"))
    }

    @Test("JSON keeps the hostile title exact, escaped, with no raw escape byte")
    func jsonKeepsTheTextExact() throws {
        let text = spec.render(.loaded(Self.hostile), as: .json(layout: .compact))
        #expect(!text.unicodeScalars.contains("\u{1B}"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["title"] as? String == Self.hostileTitle)
    }
}

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

/// A story's details on the generic detail screen (`DetailSpec.story`), loaded as the app would
/// from NetworkStubs' in-process Marvel over the 2017 sample: story 49889, the interior story of
/// Avengers: The Initiative (2007) #19.
struct StoryDetailsTests {
    static let story = 49_889
    let spec = DetailSpec<Story>.story

    /// Story `id` through the detail view model, `GET /stories/{id}`.
    func load(_ id: Int) async -> LoadState<Story> {
        await sampleRecord(id, as: Story.self)
    }

    @Test("the story for a terminal at 80 columns, with and without colour")
    func terminal() async {
        let state = await load(Self.story)
        #expect(state.value?.originalIssue == "Avengers: The Initiative (2007) #19")
        for color in [false, true] {
            let text = spec.render(state, as: .terminal(style: TerminalStyle(usesColor: color), width: 80))
            assertSnapshot(of: visibleEscapes(text), as: .lines, named: color ? "color" : "plain")
        }
    }

    @Test("the story as TSV, CSV and JSON, and JSON with only the fields asked for")
    func pipedFormats() async {
        let state = await load(Self.story)
        assertSnapshot(of: spec.render(state, as: .tsv), as: .lines, named: "tsv")
        assertSnapshot(of: spec.render(state, as: .csv), as: .lines, named: "csv")
        assertSnapshot(of: spec.render(state, as: .json()), as: .lines, named: "json")
        assertSnapshot(
            of: spec.render(state, as: .json(fields: ["id", "title", "originalIssue", "attribution"])), as: .lines,
            named: "json-fields")
    }

    @Test("--json's field names are the list's keys, then description and attribution")
    func jsonFieldNames() {
        #expect(
            spec.jsonFieldNames == ListSpec<Story>.stories(pageCommand: nil).jsonFieldNames + [
                "description", "attribution",
            ])
    }

    @Test("a story with no title shows its placeholder on a terminal and null in JSON")
    func untitled() throws {
        let story = Story(id: 7, title: "")
        let text = spec.render(.loaded(story), as: .terminal(style: .plain, width: 80))
        #expect(text.hasPrefix("(no title)\n"))
        let json = spec.render(.loaded(story), as: .json(layout: .compact))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["title"] is NSNull && object["originalIssue"] is NSNull)
    }

    @Test("an unknown story is one line on stderr naming the story and its id, and nothing on stdout")
    func notFound() async {
        let output = spec.output(for: await load(5), as: .tsv)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "heroes: no story with id 5.\n")
        #expect(!output.succeeded)
    }

    @Test("a cached story's notice names the story and its age")
    func staleNotice() async throws {
        let story = try #require(await load(Self.story).value)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let output = spec.output(
            for: .stale(story, since: now.addingTimeInterval(-2 * 86_400 - 60)), as: .tsv, now: now)
        #expect(output.standardError == "heroes: offline: showing story 49889 as cached 2 days ago\n")
        #expect(output.standardOutput.hasPrefix("id\t49889\n"))
        #expect(output.succeeded)
    }

    @Test("idle, loading and failed draw nothing in every format")
    func statesWithoutAStoryDrawNothing() {
        for state in [LoadState<Story>.idle, .loading, .failed(.notFound(.stories, id: 1))] {
            for format in [DetailFormat.terminal(style: .colored, width: 80), .tsv, .csv, .json()] {
                #expect(spec.render(state, as: format) == "")
            }
        }
    }
}

/// A server's story never drives the terminal: escape sequences (an OSC 52 clipboard write, an
/// OSC 8 link, a screen clear), C1 controls and bidi controls in its title, description, type,
/// original issue, creators and characters are neutralised in the raw output of every format but
/// JSON, which keeps the text exact in its escapes.
struct StoryDetailsHostileTextTests {
    static let hostileTitle = "Evil\u{1B}]8;;http://x\u{07}\u{1B}[31m Story\u{9B}2J\u{202E}yrots\u{2066} #1\u{85}"
    static let hostile = Story(
        id: 7, title: hostileTitle,
        description: "Line one\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[1m\nline\u{202E} two\u{1B}[2J\u{1B}[H",
        type: "story\u{1B}[2J", originalIssue: "Issue\u{9D}0;x\u{9C} #1",
        creators: [ComicCreator(name: "Writer\u{1B}c\u{2067}", role: "writer\u{202D}")],
        characters: HeroResourceList(available: 2, items: [HeroResource(name: "Hero\u{1B}[5m\u{2066}")]),
        comicCount: 1)
    let spec = DetailSpec<Story>.story

    @Test(
        "the plain terminal, TSV and CSV formats write the hostile story with no escape, C1 or bidi control at all",
        arguments: [DetailFormat.terminal(style: .plain, width: 80), .tsv, .csv])
    func neutralised(format: DetailFormat) {
        let text = spec.render(.loaded(Self.hostile), as: format)
        #expect(isNeutralRaw(text, as: format), "\(text.debugDescription)")
        #expect(text.contains("Evil") && text.contains("Writer") && text.contains("Hero"))
    }

    @Test("the coloured terminal format writes no escape but its own colours: no OSC, no clear, no C1, no bidi")
    func neutralisedInColour() {
        let text = spec.render(.loaded(Self.hostile), as: .terminal(style: .colored, width: 80))
        #expect(
            TerminalText.isNeutral(TerminalOutput.withoutStyles(text), lineBreaks: .keep), "\(text.debugDescription)")
        for hostile in [
            "\u{1B}]", "\u{1B}[2J", "\u{1B}[H", "\u{1B}c", "\u{1B}[5m", "\u{07}", "\u{9B}", "\u{9D}", "\u{85}",
            "\u{202E}",
        ] {
            #expect(!text.contains(hostile), "\(hostile.debugDescription) in \(text.debugDescription)")
        }
        #expect(text.contains("Evil") && text.contains("Writer") && text.contains("Hero"))
    }

    @Test("JSON keeps the hostile title exact, escaped, with no raw escape byte")
    func jsonKeepsTheTextExact() throws {
        let text = spec.render(.loaded(Self.hostile), as: .json(layout: .compact))
        #expect(!text.unicodeScalars.contains("\u{1B}"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["title"] as? String == Self.hostileTitle)
    }
}

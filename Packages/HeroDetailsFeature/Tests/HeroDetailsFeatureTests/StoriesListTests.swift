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

/// The stories list of `heroes stories list` (`ListSpec.stories(pageCommand:)`), loaded as the app
/// would from NetworkStubs' in-process Marvel over the 2017 sample (40 stories), by id, 5 a page.
struct StoriesListTests {
    let spec = ListSpec<Story>.stories(pageCommand: { "heroes stories list --per-page 5 --page \($0)" })

    /// Page `page` of the sample's stories, 5 a page, by id, through the list view model.
    func load(page: Int) async -> LoadState<Page<Story>> {
        await samplePage(
            MarvelRoute(.stories, query: [.orderBy: .order([MarvelOrder(.id)])]), page: page, perPage: 5, as: Story.self
        )
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

    @Test("a page of long titles at 80 columns drops the original issue first and gives the title the room")
    func longTitles() async throws {
        let state = await load(page: 4)
        let text = spec.render(state, as: .table(style: TerminalStyle(usesColor: false), width: 80))
        assertSnapshot(of: text, as: .lines, named: "plain")
        #expect(!text.contains("ORIGINAL ISSUE") && text.contains("TYPE") && text.contains("COMICS"))
        #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 80 })
    }

    @Test("a narrow table shrinks the title, then drops the original issue, then the comics count, then the type")
    func narrowTable() async throws {
        let state = await load(page: 1)
        let plain = TerminalStyle(usesColor: false)
        #expect(spec.render(state, as: .table(style: plain, width: 80)).contains("ORIGINAL ISSUE"))
        let at60 = spec.render(state, as: .table(style: plain, width: 60))
        #expect(!at60.contains("ORIGINAL ISSUE") && at60.contains("COMICS") && at60.contains("TYPE"))
        let at30 = spec.render(state, as: .table(style: plain, width: 30))
        #expect(!at30.contains("ORIGINAL ISSUE") && !at30.contains("COMICS") && at30.contains("TYPE"))
        let at20 = spec.render(state, as: .table(style: plain, width: 20))
        #expect(!at20.contains("TYPE") && at20.contains("TITLE"))
    }

    @Test("the first page as TSV, CSV and JSON, the JSON with no owner's key")
    func pipedFormats() async throws {
        let state = await load(page: 1)
        assertSnapshot(of: spec.render(state, as: .tsv), as: .lines, named: "tsv")
        assertSnapshot(of: spec.render(state, as: .csv), as: .lines, named: "csv")
        let json = spec.render(state, as: .json())
        assertSnapshot(of: json, as: .lines, named: "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["attribution", "stories", "page", "perPage", "total", "totalPages"])
    }

    @Test("--json's field names are the story's keys, and only those asked for are written")
    func jsonFields() async throws {
        #expect(spec.jsonFieldNames == ["id", "title", "type", "originalIssue", "comics", "characters", "creators"])
        let json = spec.render(await load(page: 1), as: .json(fields: ["id", "originalIssue"]))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let items = try #require(object["stories"] as? [[String: Any]])
        #expect(items.allSatisfy { Set($0.keys) == ["id", "originalIssue"] })
    }

    @Test("a story with no title, type or original issue shows the missing glyph in the table, empty fields, and nulls")
    func unknownValues() throws {
        let page = Page<Story>(
            offset: 0, limit: 5, total: 1, items: [Story(id: 7, title: "", comicCount: 0)],
            attribution: "Data provided by Marvel.")
        #expect(spec.render(.loaded(page), as: .tsv) == "7\t\t\t\t0\n")
        let json = spec.render(.loaded(page), as: .json(layout: .compact))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let story = try #require((object["stories"] as? [[String: Any]])?.first)
        #expect(story["title"] is NSNull && story["type"] is NSNull && story["originalIssue"] is NSNull)
    }

    @Test(
        "a hostile story's title, type and original issue reach the table, TSV and CSV with no escape, C1 or bidi control",
        arguments: [ListFormat.table(style: .plain, width: 80), .tsv, .csv])
    func hostileText(format: ListFormat) {
        let hostile = Story(
            id: 7, title: "Evil\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[2J Story\u{9B}2J\u{202E}yrots\u{85}",
            type: "cover\u{1B}c", originalIssue: "Issue\u{1B}]8;;http://x\u{07}\u{2066} #1\u{9D}0;x\u{9C}",
            comicCount: 1)
        let page = Page(offset: 0, limit: 5, total: 1, items: [hostile], attribution: "Data provided by Marvel.")
        let text = spec.render(.loaded(page), as: format)
        #expect(isNeutralRaw(text, as: format), "\(text.debugDescription)")
        #expect(text.contains("Evil") && text.contains("Issue"))
    }

    @Test("no stories found says so on stderr and nothing on stdout")
    func noStories() {
        let page = Page<Story>(offset: 0, limit: 5, total: 0, items: [], attribution: "Data provided by Marvel.")
        let output = spec.output(for: .empty(page), as: .tsv)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "No stories found.\n")
    }

    @Test("a cached page's notice names the stories list")
    func staleNotice() async throws {
        let page = try #require(await load(page: 2).value)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let output = spec.output(for: .stale(page, since: now.addingTimeInterval(-2 * 86_400 - 60)), as: .tsv, now: now)
        #expect(output.standardError == "heroes: offline: showing page 2 of the stories list as cached 2 days ago\n")
        #expect(output.standardOutput.split(separator: "\n").count == 5)
    }
}

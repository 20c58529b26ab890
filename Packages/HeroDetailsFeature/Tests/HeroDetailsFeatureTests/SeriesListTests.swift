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

/// The series list of `heroes series list` (`ListSpec.series(pageCommand:)`), loaded as the app
/// would from NetworkStubs' in-process Marvel over the 2017 sample (11 series), by title, 5 a page.
struct SeriesListTests {
    let spec = ListSpec<Series>.series(pageCommand: { "heroes series list --per-page 5 --page \($0)" })

    /// Page `page` of the sample's series, 5 a page, by title, through the list view model.
    func load(page: Int) async -> LoadState<Page<Series>> {
        await samplePage(
            MarvelRoute(.series, query: [.orderBy: .order([MarvelOrder(.title)])]), page: page, perPage: 5,
            as: Series.self)
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

    @Test("a narrow table shrinks the title, then drops the type, then the years, and keeps the comics count")
    func narrowTable() async throws {
        let state = await load(page: 1)
        let plain = TerminalStyle(usesColor: false)
        let at45 = spec.render(state, as: .table(style: plain, width: 45))
        #expect(at45.contains("YEARS") && !at45.contains("TYPE") && at45.contains("COMICS"))
        let at36 = spec.render(state, as: .table(style: plain, width: 36))
        #expect(!at36.contains("YEARS") && !at36.contains("TYPE") && at36.contains("COMICS"))
    }

    @Test("a finished series' years are its first and last, a running one's its first and a dash")
    func years() async throws {
        let state = await load(page: 1)
        let tsv = spec.render(state, as: .tsv)
        #expect(tsv.contains("1945\tAvengers: The Initiative (2007 - 2010)\t2007–2010\t\t42\n"))
        #expect(tsv.contains("22547\tAvengers (2016 - Present)\t2016–\tongoing\t18\n"))
    }

    @Test("the first page as TSV, CSV and JSON, the JSON with no owner's key and null for unknown values")
    func pipedFormats() async throws {
        let state = await load(page: 1)
        assertSnapshot(of: spec.render(state, as: .tsv), as: .lines, named: "tsv")
        assertSnapshot(of: spec.render(state, as: .csv), as: .lines, named: "csv")
        let json = spec.render(state, as: .json())
        assertSnapshot(of: json, as: .lines, named: "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["attribution", "series", "page", "perPage", "total", "totalPages"])
        let items = try #require(object["series"] as? [[String: Any]])
        let running = try #require(items.first { $0["id"] as? Int == 22_547 })
        #expect(running["endYear"] is NSNull)
        #expect(running["startYear"] as? Int == 2016)
    }

    @Test("--json's field names are the series' keys, and only those asked for are written")
    func jsonFields() async throws {
        #expect(
            spec.jsonFieldNames == [
                "id", "title", "startYear", "endYear", "type", "rating", "comics", "characters", "creators",
            ])
        let json = spec.render(await load(page: 1), as: .json(fields: ["id", "endYear"]))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let items = try #require(object["series"] as? [[String: Any]])
        #expect(items.allSatisfy { Set($0.keys) == ["id", "endYear"] })
    }

    @Test(
        "a hostile series' title and type reach the table, TSV and CSV with no escape, C1 or bidi control",
        arguments: [ListFormat.table(style: .plain, width: 80), .tsv, .csv])
    func hostileText(format: ListFormat) {
        let hostile = Series(
            id: 7, title: "Evil\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[2J Series\u{9B}2J\u{202E}seires (2016)\u{85}",
            startYear: 2016, type: "ongoing\u{1B}]8;;http://x\u{07}\u{2066}", comicCount: 3)
        let page = Page(offset: 0, limit: 5, total: 1, items: [hostile], attribution: "Data provided by Marvel.")
        let text = spec.render(.loaded(page), as: format)
        #expect(isNeutralRaw(text, as: format), "\(text.debugDescription)")
        #expect(text.contains("Evil") && text.contains("ongoing"))
    }

    @Test("no series found says so on stderr and nothing on stdout")
    func noSeries() {
        let page = Page<Series>(offset: 0, limit: 5, total: 0, items: [], attribution: "Data provided by Marvel.")
        let output = spec.output(for: .empty(page), as: .tsv)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "No series found.\n")
    }

    @Test("a cached page's notice names the series list")
    func staleNotice() async throws {
        let page = try #require(await load(page: 2).value)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let output = spec.output(for: .stale(page, since: now.addingTimeInterval(-2 * 86_400 - 60)), as: .tsv, now: now)
        #expect(output.standardError == "heroes: offline: showing page 2 of the series list as cached 2 days ago\n")
        #expect(output.standardOutput.split(separator: "\n").count == 5)
        #expect(output.succeeded)
    }
}

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

/// The comics of a series, the third list on the generic list screen (`ListSpec.comics(ofSeries:)`),
/// loaded as the app would from NetworkStubs' in-process Marvel over the 2017 sample: series
/// 1945, Avengers: The Initiative (2007 - 2010), has 8 of its comics there, 5 a page.
struct SeriesComicsTests {
    static let series = 1_945
    let spec = ListSpec<Comic>.comics(ofSeries: Self.series)

    /// Page `page` of the series' comics, 5 a page, newest first, through the list view model.
    func load(page: Int) async -> LoadState<Page<Comic>> {
        await samplePage(
            ListRequest.comics(
                ofSeries: Self.series, page: page, perPage: 5, orderBy: HeroComicsRequest.newestFirst), as: Comic.self)
    }

    @Test("the first page as a table, with and without colour, headed by the series and with no next-page hint")
    func table() async throws {
        let state = await load(page: 1)
        #expect(state.value?.total == 8)
        for color in [false, true] {
            let text = spec.render(state, as: .table(style: TerminalStyle(usesColor: color), width: 80))
            assertSnapshot(
                of: visibleEscapes(text), as: .lines, named: color ? "color" : "plain")
        }
    }

    @Test("the first page as TSV, CSV and JSON")
    func pipedFormats() async {
        let state = await load(page: 1)
        assertSnapshot(of: spec.render(state, as: .tsv), as: .lines, named: "tsv")
        assertSnapshot(of: spec.render(state, as: .csv), as: .lines, named: "csv")
        assertSnapshot(of: spec.render(state, as: .json()), as: .lines, named: "json")
    }

    @Test("a page past the end is empty: nothing on stdout in a pipe, the empty message on stderr")
    func pastTheEnd() async {
        let state = await load(page: 3)
        guard case .empty = state else {
            Issue.record("expected empty, got \(state)")
            return
        }
        let output = spec.output(for: state, as: .tsv)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "No comics on page 3: there are 2 pages of 5.\n")
        #expect(output.succeeded)
    }

    @Test("a series with no comics says so, in the table and on stderr")
    func noComics() {
        let page = Page<Comic>(offset: 0, limit: 5, total: 0, items: [], attribution: "Data provided by Marvel.")
        #expect(spec.emptyMessage(page) == "Series 1945 has no comics.")
        #expect(spec.output(for: .empty(page), as: .csv).standardError == "Series 1945 has no comics.\n")
        let table = spec.render(.empty(page), as: .table(style: .plain, width: 80))
        #expect(table.hasPrefix("Series 1945 has no comics.\n"))
    }

    @Test("a stale page writes its data and a notice naming the page, the series and the age")
    func stale() async throws {
        let page = try #require(await load(page: 2).value)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let output = spec.output(for: .stale(page, since: now.addingTimeInterval(-3 * 3_600)), as: .tsv, now: now)
        #expect(output.standardOutput.split(separator: "\n").count == 3)
        #expect(
            output.standardError == "heroes: offline: showing page 2 of series 1945's comics as cached 3 hours ago\n")
        #expect(output.succeeded)
    }
}

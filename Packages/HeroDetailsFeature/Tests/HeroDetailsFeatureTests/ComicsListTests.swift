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

/// The comics list of `heroes comics list` (`ListSpec.comics(pageCommand:)`), loaded as the app
/// would from NetworkStubs' in-process Marvel over the 2017 sample, newest first, 5 a page.
struct ComicsListTests {
    let spec = ListSpec<Comic>.comics(pageCommand: { "heroes comics list --per-page 5 --page \($0)" })

    /// Page `page` of the sample's comics, 5 a page, newest first, through the list view model.
    func load(page: Int) async -> LoadState<Page<Comic>> {
        await samplePage(
            MarvelRoute(.comics, query: [.orderBy: .order(HeroComicsRequest.newestFirst)]), page: page, perPage: 5,
            as: Comic.self)
    }

    @Test("the first page as a table, with and without colour, under the page and total, with the next-page command")
    func table() async throws {
        let state = await load(page: 1)
        for color in [false, true] {
            let text = spec.render(state, as: .table(style: TerminalStyle(usesColor: color), width: 80))
            assertSnapshot(
                of: visibleEscapes(text), as: .lines, named: color ? "color" : "plain")
        }
    }

    @Test("the first page as TSV, CSV and JSON, the JSON with no owner's key")
    func pipedFormats() async throws {
        let state = await load(page: 1)
        assertSnapshot(of: spec.render(state, as: .tsv), as: .lines, named: "tsv")
        assertSnapshot(of: spec.render(state, as: .csv), as: .lines, named: "csv")
        let json = spec.render(state, as: .json())
        assertSnapshot(of: json, as: .lines, named: "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["attribution", "comics", "page", "perPage", "total", "totalPages"])
    }

    @Test("no comics found says so on stderr and nothing on stdout")
    func noComics() {
        let page = Page<Comic>(offset: 0, limit: 5, total: 0, items: [], attribution: "Data provided by Marvel.")
        let output = spec.output(for: .empty(page), as: .tsv)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "No comics found.\n")
    }
}

import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesCoreTesting
import HeroesPresentation
import NetworkStubs
import NetworkStubsTesting
import SnapshotTesting
import TerminalScreen
import Testing
import TestingUtils

/// Frames of `browse`'s whole lists of comics, creators, events, series and stories
/// (`ListBrowserSpec.whole` over each resource's own `ListSpec`) on the generic list screen, as
/// text at 80×24 and 60×15: the first page from the in-process Marvel over the 2017 sample, and
/// a search by any part of a title with its matches, best first, from the sample's names.
struct WholeListsBrowserSnapshotTests {
    static let sizes = [(80, 24), (60, 15)]

    /// The repository over the in-process Marvel of the 2017 sample: one per test (each test
    /// gets a new instance of this suite), so that the answers the server encodes go with the
    /// test that asked. A global server would keep them until exit, where LeakSanitizer
    /// reports them (`scripts/sanitize address HeroDetailsFeature`).
    let repository = HeroesRepository(
        service: RemoteMarvelService.anyKey(over: InProcessTransport(server: MarvelServer(catalog: .sample2017))))

    /// The frame of `spec`'s list on a window of `columns`×`lines`, its first page loaded, or the
    /// matches of `search` when given, the cursor on the second row.
    func frame<Item: MarvelModel & Named>(
        _ spec: ListBrowserSpec<ListSearchQuery, Item>, _ columns: Int, _ lines: Int, search: String? = nil
    ) async throws -> String {
        var browser = ListBrowser(spec: spec, lines: lines)
        var effects = browser.start()
        if let search {
            _ = browser.handle(.key(.character("/"), now: Fixtures.now))
            for character in search { _ = browser.handle(.key(.character(character), now: Fixtures.now)) }
            effects = browser.handle(.key(.enter, now: Fixtures.now))
        }
        guard case .loadFirst(let query, let generation) = try #require(effects.first) else {
            throw CancellationError()
        }
        let page: Fetched<Page<Item>>
        if let text = query.nameContaining {
            let names = Catalog.sample2017.names(of: Item.resource).map { NamedRecord(id: $0.id, name: $0.name) }
            let paginator = ListPaginator(repository: repository, pageSize: query.request.limit, as: Item.self) {
                NameIndex(names).ids(matching: text)
            }
            page = try await paginator.refresh(policy: .normal)
        } else {
            page = try await repository.list(query.request, as: Item.self, policy: .normal)
        }
        _ = browser.handle(.pages([page], generation: generation, replacing: true, final: true))
        _ = browser.handle(.key(.down, now: Fixtures.now))
        let renderer = ListBrowserRenderer(style: TerminalStyle(usesColor: false), now: Fixtures.now)
        let frame = Frame(
            width: columns, height: lines,
            lines: renderer.lines(browser, size: TerminalSize(columns: columns, lines: lines)))
        return frame.lines.joined(separator: "\n")
    }

    @Test(arguments: sizes)
    func theComicsList(columns: Int, lines: Int) async throws {
        let spec = ListBrowserSpec.whole(.comics(pageCommand: nil), search: .nameContaining)
        let text = try await frame(spec, columns, lines)
        assertSnapshot(of: text, as: .lines, named: "\(columns)x\(lines)")
    }

    @Test(arguments: sizes)
    func theComicsMatchingSpider(columns: Int, lines: Int) async throws {
        let spec = ListBrowserSpec.whole(.comics(pageCommand: nil), search: .nameContaining)
        let text = try await frame(spec, columns, lines, search: "spider")
        assertSnapshot(of: text, as: .lines, named: "\(columns)x\(lines)")
    }

    @Test(arguments: sizes)
    func theCreatorsList(columns: Int, lines: Int) async throws {
        let spec = ListBrowserSpec.whole(.creators(pageCommand: nil), search: .nameContaining, opensItems: false)
        let text = try await frame(spec, columns, lines)
        assertSnapshot(of: text, as: .lines, named: "\(columns)x\(lines)")
    }

    @Test(arguments: sizes)
    func theEventsList(columns: Int, lines: Int) async throws {
        let spec = ListBrowserSpec.whole(.events(pageCommand: nil), search: .nameContaining, opensItems: false)
        let text = try await frame(spec, columns, lines)
        assertSnapshot(of: text, as: .lines, named: "\(columns)x\(lines)")
    }

    @Test(arguments: sizes)
    func theSeriesList(columns: Int, lines: Int) async throws {
        let spec = ListBrowserSpec.whole(.series(pageCommand: nil), search: .nameContaining, opensItems: false)
        let text = try await frame(spec, columns, lines)
        assertSnapshot(of: text, as: .lines, named: "\(columns)x\(lines)")
    }

    @Test(arguments: sizes)
    func theStoriesList(columns: Int, lines: Int) async throws {
        let spec = ListBrowserSpec.whole(.stories(pageCommand: nil), search: .nameContaining, opensItems: false)
        let text = try await frame(spec, columns, lines)
        assertSnapshot(of: text, as: .lines, named: "\(columns)x\(lines)")
    }

    @Test func storiesAgainstAServerHaveNoSearchTheAPIHasNoFilterOfTheirTitles() {
        #expect(!ListBrowserSpec.whole(.stories(pageCommand: nil), search: .nameStartsWith).isSearchable)
        #expect(ListBrowserSpec.whole(.stories(pageCommand: nil), search: .nameContaining).isSearchable)
    }
}

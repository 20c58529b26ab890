import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation
import SnapshotTesting
import Testing
import TestingUtils

/// Comics for the comics screen: real ones from the 2017 snapshot (Spider-Man's), one with
/// nothing known, one wide and one hostile.
enum ComicFixtures {
    static let attribution = "Data provided by Marvel. © 2017 MARVEL"

    static let comics = [
        Comic(
            id: 6_482, title: "Amazing Spider-Man (1963) #1", issueNumber: 1, format: "Comic",
            onSaleDate: Date(timeIntervalSince1970: -215_049_600) /* 1963-03-10 */,
            series: "Amazing Spider-Man (1963 - 1998)",
            creators: [
                ComicCreator(name: "Stan Lee", role: "writer", id: 30),
                ComicCreator(name: "Steve Ditko", role: "penciller", id: 32),
            ]
        ),
        Comic(
            id: 1_689, title: "Marvel Age Spider-Man Vol. 2: Everyday Hero (Digest)", format: "Digest",
            onSaleDate: Date(timeIntervalSince1970: 1_108_598_400)),
        Comic(id: 99, title: ""),
        Comic(
            id: 100, title: "スパイダーマン 🕷️ the very long Japanese edition with a title that never ends",
            format: "Trade Paperback"),
    ]

    static func page(_ items: [Comic] = comics, offset: Int = 0, limit: Int = 20, total: Int? = nil) -> Page<Comic> {
        Page(offset: offset, limit: limit, total: total ?? offset + items.count, items: items, attribution: attribution)
    }

    /// The comics of hero 1009610, whose table the tests draw.
    static let spec = ListSpec<Comic>.comics(ofHero: 1_009_610)

    static func table(width: Int, color: Bool) -> ListFormat {
        .table(style: TerminalStyle(usesColor: color), width: width) { "heroes show 1009610 --comics --page \($0)" }
    }
}

struct HeroComicsRendererSnapshotTests {
    static let layouts: [(width: Int, color: Bool)] = [40, 80, 120].flatMap { width in [(width, false), (width, true)] }

    @Test("the table at 40, 80 and 120 columns, with and without colour", arguments: layouts)
    func table(width: Int, color: Bool) {
        let text = ComicFixtures.spec.render(
            .loaded(ComicFixtures.page(total: 190)), as: ComicFixtures.table(width: width, color: color))
        assertSnapshot(
            of: text.replacingOccurrences(of: "\u{1B}", with: "␛"), as: .lines,
            named: "w\(width)-\(color ? "color" : "plain")")
    }

    @Test("the next-page hint of a hero's comics keeps --per-page when it is not the default, and only then")
    func nextPageHintKeepsPerPage() {
        let plain = ListFormat.table(style: TerminalStyle(usesColor: false), width: 80)
        let five = ListSpec<Comic>.comics(ofHero: 1_009_610, perPage: 5).render(
            .loaded(ComicFixtures.page(limit: 5, total: 190)), as: plain)
        #expect(five.contains("Next: heroes show 1009610 --comics --page 2 --per-page 5\n"), "\(five)")
        let twenty = ComicFixtures.spec.render(.loaded(ComicFixtures.page(total: 190)), as: plain)
        #expect(twenty.contains("Next: heroes show 1009610 --comics --page 2\n"), "\(twenty)")
    }

    @Test("every line of the table but the footer's command fits the width, from 30 to 140 columns")
    func tableFitsTheWidth() {
        for width in 30...140 {
            let text = ComicFixtures.spec.render(
                .loaded(ComicFixtures.page(total: 190)), as: ComicFixtures.table(width: width, color: true))
            for line in text.split(separator: "\n") where !ANSI.strip(String(line)).hasPrefix("Next: ") {
                #expect(DisplayWidth.of(ANSI.strip(String(line))) <= width, "width \(width): \(line)")
            }
        }
    }

    @Test("the last page says so instead of naming a next page")
    func lastPage() {
        let text = ComicFixtures.spec.render(
            .loaded(ComicFixtures.page(offset: 20, total: 24)), as: ComicFixtures.table(width: 80, color: false))
        #expect(text.contains("page 2 of 2"))
        #expect(text.contains("Last page."))
        #expect(!text.contains("Next:"))
    }

    @Test("a page past the end draws the empty message and the last page to try")
    func emptyPage() {
        let state = LoadState<Page<Comic>>.empty(ComicFixtures.page([], offset: 200, total: 190))
        let text = ComicFixtures.spec.render(state, as: ComicFixtures.table(width: 80, color: false))
        #expect(
            text.hasPrefix(
                "No comics on page 11: there are 10 pages of 20.\nTry: heroes show 1009610 --comics --page 10\n"))
    }

    @Test("TSV is one line of four fields per comic, unknown values empty")
    func tsv() {
        let text = ListSpec<Comic>.comics(ofHero: 1_009_610).render(.loaded(ComicFixtures.page()), as: .tsv)
        #expect(
            text == """
                6482\tAmazing Spider-Man (1963) #1\t1963-03-10\tComic
                1689\tMarvel Age Spider-Man Vol. 2: Everyday Hero (Digest)\t2005-02-17\tDigest
                99\t\t\t
                100\tスパイダーマン 🕷 the very long Japanese edition with a title that never ends\t\tTrade Paperback

                """)
    }

    @Test func compactJSONIsOneLineThatParsesToTheIndentedValue() {
        let page = ComicFixtures.page(total: 190)
        let indented = ListSpec<Comic>.comics(ofHero: 1_009_610).render(.loaded(page), as: .json(layout: .indented))
        let compact = ListSpec<Comic>.comics(ofHero: 1_009_610).render(.loaded(page), as: .json(layout: .compact))
        #expect(JSONParity.compactIsOneLineOfTheSameValue(compact, as: indented), "\(compact)")
    }

    @Test("the JSON names the hero and the page, and writes unknown values as null")
    func json() {
        assertSnapshot(
            of: ListSpec<Comic>.comics(ofHero: 1_009_610).render(.loaded(ComicFixtures.page(total: 190)), as: .json()),
            as: .lines)
    }

    @Test(
        "idle, loading and failed draw nothing in every format",
        arguments: [
            LoadState<Page<Comic>>.idle, .loading, .failed(.notFound(.characters, id: 1)),
        ])
    func statesWithoutAPageDrawNothing(state: LoadState<Page<Comic>>) {
        #expect(ComicFixtures.spec.render(state, as: ComicFixtures.table(width: 80, color: true)) == "")
        #expect(ListSpec<Comic>.comics(ofHero: 1_009_610).render(state, as: .tsv) == "")
        #expect(ListSpec<Comic>.comics(ofHero: 1).render(state, as: .json()) == "")
    }
}

struct HeroComicsOutputTests {
    @Test("piped, an empty page writes nothing to stdout and the empty message to stderr, and succeeds")
    func emptyPageOnAPipe() {
        let output = ListSpec<Comic>.comics(ofHero: 5).output(for: .empty(ComicFixtures.page([], total: 0)), as: .tsv)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "Hero 5 appears in no comics.\n")
        #expect(output.succeeded)
    }

    @Test("a stale page writes its data and a notice naming the page, the hero and the age")
    func stalePage() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let output = ListSpec<Comic>.comics(ofHero: 1_009_610).output(
            for: .stale(ComicFixtures.page(offset: 20, total: 190), since: now.addingTimeInterval(-3 * 3600)), as: .tsv,
            now: now)
        #expect(output.standardOutput.split(separator: "\n").count == 4)
        #expect(
            output.standardError == "heroes: offline: showing page 2 of hero 1009610's comics as cached 3 hours ago\n")
        #expect(output.succeeded)
    }

    @Test("a failure writes the described error on stderr and fails")
    func failure() {
        let output = ListSpec<Comic>.comics(ofHero: 7).output(
            for: .failed(.notFound(.characters, id: 7)), as: .json(),
            describe: { "no hero with id \($0 == .notFound(.characters, id: 7) ? 7 : 0)" })
        #expect(output.standardOutput == "")
        #expect(output.standardError == "heroes: no hero with id 7\n")
        #expect(!output.succeeded)
    }

    @Test("text from the server reaches the table and TSV with no escape sequence or bidi control")
    func hostileText() {
        let hostile = Comic(id: 666, title: "Evil\u{1B}]0;pwned\u{07}\u{202E}#1\u{1B}[2J", format: "Com\u{9B}31mic")
        let page = ComicFixtures.page([hostile])
        let table = ComicFixtures.spec.render(.loaded(page), as: ComicFixtures.table(width: 80, color: true))
        #expect(
            TerminalText.isNeutral(TerminalOutput.withoutStyles(table), lineBreaks: .keep), "\(table.debugDescription)")
        #expect(
            ListSpec<Comic>.comics(ofHero: 1_009_610).render(.loaded(page), as: .tsv) == "666\tEvil#1\t\tCom 31mic\n")
    }
}

struct HeroComicsViewModelTests {
    @Test("a page with no comics is empty and a page with comics is loaded")
    func emptiness() async {
        let pages = [ComicFixtures.page([], total: 0), ComicFixtures.page()]
        let viewModel = HeroComicsViewModel { request, _ async throws(HeroesError) in
            Fetched(value: pages[request.page - 1], origin: .network)
        }
        #expect(await viewModel.load(HeroComicsRequest(heroID: 1, page: 1), policy: .normal) == .empty(pages[0]))
        #expect(await viewModel.load(HeroComicsRequest(heroID: 1, page: 2), policy: .normal) == .loaded(pages[1]))
    }
}

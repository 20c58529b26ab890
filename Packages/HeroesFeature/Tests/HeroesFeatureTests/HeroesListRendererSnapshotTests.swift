import DesignTokens
import Foundation
import HeroesCore
import HeroesFeature
import HeroesPresentation
import SnapshotTesting
import Testing
import TestingUtils

struct HeroesListRendererSnapshotTests {
    static let layouts: [(width: Int, color: Bool)] = [40, 80, 120].flatMap { width in [(width, false), (width, true)] }

    func name(_ width: Int, _ color: Bool) -> String { "w\(width)-\(color ? "color" : "plain")" }

    @Test(arguments: layouts)
    func table(width: Int, color: Bool) {
        let renderer = ListFormat.table(style: TerminalStyle(usesColor: color), width: width)
        assertSnapshot(
            of: visibleEscapes(ListSpec<Hero>.heroes.render(.loaded(Fixtures.page), as: renderer)), as: .lines,
            named: name(width, color))
    }

    @Test(arguments: layouts)
    func emptyPastTheEnd(width: Int, color: Bool) {
        let renderer = ListFormat.table(style: TerminalStyle(usesColor: color), width: width)
        assertSnapshot(
            of: visibleEscapes(ListSpec<Hero>.heroes.render(.empty(Fixtures.pastTheEnd), as: renderer)), as: .lines,
            named: name(width, color))
    }

    @Test func lastPage() {
        let renderer = ListFormat.table(style: .plain, width: 80)
        assertSnapshot(of: ListSpec<Hero>.heroes.render(.loaded(Fixtures.lastPage), as: renderer), as: .lines)
    }

    @Test func singleHeroWithFlagsInTheCommand() {
        let renderer = ListFormat.table(
            style: .plain, width: 80,
            pageCommand: {
                "heroes list --page \($0) --per-page 50 --order-by -modified"
            })
        assertSnapshot(of: ListSpec<Hero>.heroes.render(.loaded(Fixtures.single), as: renderer), as: .lines)
        assertSnapshot(of: ListSpec<Hero>.heroes.render(.loaded(Fixtures.page), as: renderer), as: .lines)
    }

    @Test func noResults() {
        let renderer = ListFormat.table(style: .plain, width: 80)
        assertSnapshot(of: ListSpec<Hero>.heroes.render(.empty(Fixtures.noResults), as: renderer), as: .lines)
    }

    @Test func asciiGlyphs() {
        let renderer = ListFormat.table(style: .ascii, width: 80)
        assertSnapshot(of: ListSpec<Hero>.heroes.render(.loaded(Fixtures.page), as: renderer), as: .lines)
    }

    @Test func staleDrawsTheSameTable() {
        let renderer = ListFormat.table(style: .plain, width: 80)
        let stale = ListSpec<Hero>.heroes.render(
            .stale(Fixtures.page, since: Fixtures.now.addingTimeInterval(-3 * 3_600)), as: renderer)
        #expect(stale == ListSpec<Hero>.heroes.render(.loaded(Fixtures.page), as: renderer))
    }

    @Test(arguments: [LoadState<HeroPage>.idle, .loading, .failed(.serverError(status: 500))])
    func statesWithoutDataDrawNothing(state: LoadState<HeroPage>) {
        #expect(ListSpec<Hero>.heroes.render(state, as: .table(style: .colored, width: 80)) == "")
        #expect(ListSpec<Hero>.heroes.render(state, as: .tsv) == "")
        #expect(ListSpec<Hero>.heroes.render(state, as: .json()) == "")
    }

    @Test func tableLinesFitEveryWidth() {
        for width in 30...160 {
            let text = ListSpec<Hero>.heroes.render(.loaded(Fixtures.page), as: .table(style: .colored, width: width))
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(DisplayWidth.of(String(line)) <= width, "width \(width): \(line)")
            }
        }
    }

    @Test func tsv() {
        assertSnapshot(of: ListSpec<Hero>.heroes.render(.loaded(Fixtures.page), as: .tsv), as: .lines)
    }

    @Test func tsvHasSevenFieldsPerHeroAndNoEscapes() {
        let text = ListSpec<Hero>.heroes.render(.stale(Fixtures.page, since: Fixtures.now), as: .tsv)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == Fixtures.heroes.count + 1)  // the final newline
        #expect(lines.last == "")
        for line in lines.dropLast() {
            #expect(line.split(separator: "\t", omittingEmptySubsequences: false).count == 7)
        }
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("Captain Marvel (Carol Danvers) of the Ultimate Universe, Earth-1610"))
        #expect(ListSpec<Hero>.heroes.render(.empty(Fixtures.pastTheEnd), as: .tsv) == "")
    }

    @Test func json() {
        assertSnapshot(of: ListSpec<Hero>.heroes.render(.loaded(Fixtures.page), as: .json()), as: .lines)
    }

    @Test func jsonOfAnEmptyPage() {
        assertSnapshot(of: ListSpec<Hero>.heroes.render(.empty(Fixtures.pastTheEnd), as: .json()), as: .lines)
    }

    @Test func compactJSONIsOneLineThatParsesToTheIndentedValue() {
        let indented = ListSpec<Hero>.heroes.render(.loaded(Fixtures.page), as: .json(layout: .indented))
        let compact = ListSpec<Hero>.heroes.render(.loaded(Fixtures.page), as: .json(layout: .compact))
        #expect(JSONParity.compactIsOneLineOfTheSameValue(compact, as: indented), "\(compact)")
    }

    @Test func jsonDecodesWithTheDocumentedKeys() throws {
        let text = ListSpec<Hero>.heroes.render(.loaded(Fixtures.page), as: .json())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["page", "perPage", "total", "totalPages", "attribution", "heroes"])
        #expect(object["page"] as? Int == 2)
        #expect(object["totalPages"] as? Int == 11)
        let heroes = try #require(object["heroes"] as? [[String: Any]])
        #expect(heroes.count == Fixtures.heroes.count)
        #expect(
            Set(heroes[0].keys) == [
                "id", "name", "description", "modified", "thumbnail", "portrait", "links", "comics", "series",
                "stories", "events",
            ])
        #expect(heroes[1]["modified"] as? String == "2020-07-21T14:30:56Z")
        #expect(heroes[1]["thumbnail"] as? String == "https://i.annihil.us/u/prod/marvel/i/mg/3/50/526548a343e4b.jpg")
        #expect((heroes[1]["comics"] as? [String: Any])?["available"] as? Int == 4_043, "the shape of show --json")
        #expect(heroes[5]["modified"] is NSNull)
        #expect(heroes[5]["thumbnail"] is NSNull)
    }
}

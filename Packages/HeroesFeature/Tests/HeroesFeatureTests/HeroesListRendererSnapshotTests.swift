import DesignTokens
import Foundation
import HeroesCore
import HeroesFeature
import SnapshotTesting
import Testing
import TestingUtils

struct HeroesListRendererSnapshotTests {
    static let layouts: [(width: Int, color: Bool)] = [40, 80, 120].flatMap { width in [(width, false), (width, true)] }

    func name(_ width: Int, _ color: Bool) -> String { "w\(width)-\(color ? "color" : "plain")" }

    @Test(arguments: layouts)
    func table(width: Int, color: Bool) {
        let renderer = HeroesTableRenderer(style: TerminalStyle(usesColor: color), width: width)
        assertSnapshot(
            of: visibleEscapes(renderer.render(.loaded(Fixtures.page))), as: .lines, named: name(width, color))
    }

    @Test(arguments: layouts)
    func emptyPastTheEnd(width: Int, color: Bool) {
        let renderer = HeroesTableRenderer(style: TerminalStyle(usesColor: color), width: width)
        assertSnapshot(
            of: visibleEscapes(renderer.render(.empty(Fixtures.pastTheEnd))), as: .lines, named: name(width, color))
    }

    @Test func lastPage() {
        let renderer = HeroesTableRenderer(style: .plain, width: 80)
        assertSnapshot(of: renderer.render(.loaded(Fixtures.lastPage)), as: .lines)
    }

    @Test func singleHeroWithFlagsInTheCommand() {
        let renderer = HeroesTableRenderer(style: .plain, width: 80) {
            "heroes list --page \($0) --per-page 50 --order-by -modified"
        }
        assertSnapshot(of: renderer.render(.loaded(Fixtures.single)), as: .lines)
        assertSnapshot(of: renderer.render(.loaded(Fixtures.page)), as: .lines)
    }

    @Test func noResults() {
        let renderer = HeroesTableRenderer(style: .plain, width: 80)
        assertSnapshot(of: renderer.render(.empty(Fixtures.noResults)), as: .lines)
    }

    @Test func asciiGlyphs() {
        let renderer = HeroesTableRenderer(style: .ascii, width: 80)
        assertSnapshot(of: renderer.render(.loaded(Fixtures.page)), as: .lines)
    }

    @Test func staleDrawsTheSameTable() {
        let renderer = HeroesTableRenderer(style: .plain, width: 80)
        let stale = renderer.render(.stale(Fixtures.page, since: Fixtures.now.addingTimeInterval(-3 * 3_600)))
        #expect(stale == renderer.render(.loaded(Fixtures.page)))
    }

    @Test(arguments: [LoadState<HeroPage>.idle, .loading, .failed(.serverError(status: 500))])
    func statesWithoutDataDrawNothing(state: LoadState<HeroPage>) {
        #expect(HeroesTableRenderer(style: .colored, width: 80).render(state) == "")
        #expect(HeroesTSVRenderer().render(state) == "")
        #expect(HeroesJSONRenderer().render(state) == "")
    }

    @Test func tableLinesFitEveryWidth() {
        for width in 30...160 {
            let text = HeroesTableRenderer(style: .colored, width: width).render(.loaded(Fixtures.page))
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(DisplayWidth.of(String(line)) <= width, "width \(width): \(line)")
            }
        }
    }

    @Test func tsv() {
        assertSnapshot(of: HeroesTSVRenderer().render(.loaded(Fixtures.page)), as: .lines)
    }

    @Test func tsvHasSevenFieldsPerHeroAndNoEscapes() {
        let text = HeroesTSVRenderer().render(.stale(Fixtures.page, since: Fixtures.now))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == Fixtures.heroes.count + 1)  // the final newline
        #expect(lines.last == "")
        for line in lines.dropLast() {
            #expect(line.split(separator: "\t", omittingEmptySubsequences: false).count == 7)
        }
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("Captain Marvel (Carol Danvers) of the Ultimate Universe, Earth-1610"))
        #expect(HeroesTSVRenderer().render(.empty(Fixtures.pastTheEnd)) == "")
    }

    @Test func json() {
        assertSnapshot(of: HeroesJSONRenderer().render(.loaded(Fixtures.page)), as: .lines)
    }

    @Test func jsonOfAnEmptyPage() {
        assertSnapshot(of: HeroesJSONRenderer().render(.empty(Fixtures.pastTheEnd)), as: .lines)
    }

    @Test func compactJSONIsOneLineThatParsesToTheIndentedValue() {
        let indented = HeroesJSONRenderer(layout: .indented).render(.loaded(Fixtures.page))
        let compact = HeroesJSONRenderer(layout: .compact).render(.loaded(Fixtures.page))
        #expect(JSONLayouts.compactIsOneLineOfTheSameValue(compact, as: indented), "\(compact)")
    }

    @Test func jsonDecodesWithTheDocumentedKeys() throws {
        let text = HeroesJSONRenderer().render(.loaded(Fixtures.page))
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

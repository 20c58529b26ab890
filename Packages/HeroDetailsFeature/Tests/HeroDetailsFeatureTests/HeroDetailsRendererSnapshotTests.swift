import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore
import SnapshotTesting
import Testing
import TestingUtils

struct HeroDetailsRendererSnapshotTests {
    static let layouts: [(width: Int, color: Bool)] = [40, 80, 120].flatMap { width in [(width, false), (width, true)] }

    func name(_ width: Int, _ color: Bool) -> String { "w\(width)-\(color ? "color" : "plain")" }

    func terminal(_ width: Int, _ color: Bool) -> HeroDetailsRendering {
        HeroDetailsRendering.terminal(
            style: TerminalStyle(usesColor: color), width: width, attribution: Fixtures.attribution)
    }

    @Test(arguments: layouts)
    func full(width: Int, color: Bool) {
        assertSnapshot(
            of: visibleEscapes(terminal(width, color).render(.loaded(Fixtures.spiderMan.details))), as: .lines,
            named: name(width, color))
    }

    @Test(arguments: layouts)
    func minimal(width: Int, color: Bool) {
        assertSnapshot(
            of: visibleEscapes(terminal(width, color).render(.loaded(Fixtures.minimal.details))), as: .lines,
            named: name(width, color))
    }

    @Test(arguments: layouts)
    func wide(width: Int, color: Bool) {
        assertSnapshot(
            of: visibleEscapes(terminal(width, color).render(.loaded(Fixtures.wide.details))), as: .lines,
            named: name(width, color))
    }

    /// Spider-Man with the newest of his comics loaded: they replace his summary of comics.
    static let withLatestComics = HeroDetails(hero: Fixtures.spiderMan, latestComics: ComicFixtures.page(total: 3_995))

    @Test(arguments: layouts)
    func latestComics(width: Int, color: Bool) {
        assertSnapshot(
            of: visibleEscapes(terminal(width, color).render(.loaded(Self.withLatestComics))), as: .lines,
            named: name(width, color))
    }

    @Test func aHeroWithoutADescriptionSaysNoneAmongItsFactsAndHasNoSectionForIt() {
        let bare = terminal(80, false).render(.loaded(Fixtures.minimal.details)).split(separator: "\n")
        #expect(!bare.contains { $0.contains("No description") })
        #expect(bare.prefix(4).contains { $0.hasPrefix("Description") && $0.hasSuffix("  none") }, "\(bare)")
        let described = terminal(80, false).render(.loaded(Fixtures.spiderMan.details))
        #expect(!described.contains("Description"))
    }

    @Test func theLatestComicsHeadingCountsWhatTheSummaryCountsAndANoteSaysHowManyAreListed() {
        let counted = Fixtures.spiderMan.comics.available
        let fewer = HeroDetails(hero: Fixtures.spiderMan, latestComics: ComicFixtures.page(total: counted - 27))
        let lines = terminal(120, false).render(.loaded(fewer)).split(separator: "\n").map(String.init)
        #expect(lines.contains("Latest comics (4,043)"))
        #expect(lines.contains("  4,016 of the 4,043 are listed: 27 have no record of their own."), "\(lines)")
        let one = HeroDetails(hero: Fixtures.spiderMan, latestComics: ComicFixtures.page(total: counted - 1))
        #expect(terminal(120, false).render(.loaded(one)).contains("are listed: 1 has no record of its own."))
        let all = HeroDetails(hero: Fixtures.spiderMan, latestComics: ComicFixtures.page(total: counted))
        #expect(!terminal(120, false).render(.loaded(all)).contains("are listed"))
    }

    @Test func latestComicsPiped() {
        let text = HeroDetailsRendering.plain(attribution: Fixtures.attribution).render(.loaded(Self.withLatestComics))
        assertSnapshot(of: text, as: .lines)
        #expect(text.contains("comics.total\t3995\n"))
        for line in text.split(separator: "\n") {
            #expect(line.split(separator: "\t", omittingEmptySubsequences: false).count == 2, "\(line)")
        }
    }

    @Test func latestComicsAsJSON() {
        assertSnapshot(
            of: HeroDetailsRendering.json(attribution: Fixtures.attribution).render(.loaded(Self.withLatestComics)),
            as: .lines)
    }

    @Test func asciiGlyphsAndThreeItems() {
        let renderer = HeroDetailsRendering.terminal(
            style: .ascii, width: 80, attribution: Fixtures.attribution, itemLimit: 3)
        assertSnapshot(of: renderer.render(.loaded(Fixtures.spiderMan.details)), as: .lines)
    }

    @Test func staleDrawsTheSame() {
        let renderer = terminal(80, true)
        #expect(
            renderer.render(.stale(Fixtures.spiderMan.details, since: Fixtures.now))
                == renderer.render(.loaded(Fixtures.spiderMan.details)))
    }

    @Test func textLinesFitTheWidth() {
        // Everything but URLs (which are never cut) fits.
        for width in 30...140 {
            for hero in [Fixtures.spiderMan, Fixtures.minimal, Fixtures.wide] {
                let text = HeroDetailsRendering.terminal(style: .colored, width: width).render(.loaded(hero.details))
                for line in text.split(separator: "\n") where !line.contains("://") {
                    #expect(DisplayWidth.of(String(line)) <= width, "width \(width): \(line)")
                }
            }
        }
    }

    @Test(arguments: [LoadState<HeroDetails>.idle, .loading, .failed(.notFound(.characters, id: 1))])
    func statesWithoutAHeroDrawNothing(state: LoadState<HeroDetails>) {
        #expect(HeroDetailsRendering.terminal(style: .colored, width: 80).render(state) == "")
        #expect(HeroDetailsRendering.plain().render(state) == "")
        #expect(HeroDetailsRendering.json().render(state) == "")
    }

    @Test(arguments: [("full", Fixtures.spiderMan), ("minimal", Fixtures.minimal), ("wide", Fixtures.wide)])
    func plain(label: String, hero: Hero) {
        let text = HeroDetailsRendering.plain(attribution: Fixtures.attribution).render(.loaded(hero.details))
        assertSnapshot(of: text, as: .lines, named: label)
        for line in text.split(separator: "\n") {
            #expect(line.split(separator: "\t", omittingEmptySubsequences: false).count == 2, "\(line)")
        }
        #expect(!text.contains("\u{1B}"))
    }

    @Test(arguments: [("full", Fixtures.spiderMan), ("minimal", Fixtures.minimal), ("wide", Fixtures.wide)])
    func json(label: String, hero: Hero) {
        assertSnapshot(
            of: HeroDetailsRendering.json(attribution: Fixtures.attribution).render(.loaded(hero.details)), as: .lines,
            named: label)
    }

    @Test func compactJSONIsOneLineThatParsesToTheIndentedValue() {
        let indented = HeroDetailsRendering.json(layout: .indented).render(.loaded(Self.withLatestComics))
        let compact = HeroDetailsRendering.json(layout: .compact).render(.loaded(Self.withLatestComics))
        #expect(JSONParity.compactIsOneLineOfTheSameValue(compact, as: indented), "\(compact)")
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let text = HeroDetailsRendering.json().render(.loaded(Fixtures.spiderMan.details))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "id", "name", "description", "modified", "thumbnail", "portrait", "links",
                "comics", "series", "stories", "events", "latestComics", "attribution",
            ])
        #expect(object["modified"] as? String == "2020-07-21T14:30:56Z")
        #expect(
            object["portrait"] as? String
                == "https://i.annihil.us/u/prod/marvel/i/mg/3/50/526548a343e4b/portrait_uncanny.jpg")
        let comics = try #require(object["comics"] as? [String: Any])
        #expect(comics["available"] as? Int == 4_043)
        #expect((comics["items"] as? [String])?.count == 7)
        let links = try #require(object["links"] as? [[String: String]])
        #expect(links.first == ["type": "detail", "url": Fixtures.spiderMan.links[0].url.absoluteString])
        let minimal = try #require(
            try JSONSerialization.jsonObject(
                with: Data(HeroDetailsRendering.json().render(.loaded(Fixtures.minimal.details)).utf8))
                as? [String: Any])
        #expect(minimal["modified"] is NSNull)
        #expect(minimal["thumbnail"] is NSNull)
        #expect(minimal["portrait"] is NSNull)
    }
}

import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation
import SnapshotTesting
import Testing

/// The details and the comics as CSV, as JSON with fields, and with clickable links.
struct OutputFormatsTests {
    static let withLatestComics = HeroDetails(hero: Fixtures.spiderMan, latestComics: ComicFixtures.page(total: 3_995))

    @Test func detailsAsCSVAreThePlainPairsUnderAHeader() {
        let csv = HeroDetailsRendering.csv(attribution: Fixtures.attribution).render(.loaded(Self.withLatestComics))
        assertSnapshot(of: csv, as: .lines)
        let plain = HeroDetailsRendering.plain(attribution: Fixtures.attribution).render(.loaded(Self.withLatestComics))
        #expect(csv.components(separatedBy: "\r\n").count - 2 == plain.split(separator: "\n").count)
    }

    @Test func comicsAsCSVAreAHeaderThenARecordAComic() {
        assertSnapshot(
            of: ListSpec<Comic>.comics(ofHero: 1_009_610).render(.loaded(ComicFixtures.page(total: 3_995)), as: .csv),
            as: .lines)
    }

    @Test func theComicsCSVHeaderNamesEachColumnAsTheJSONNamesItsField() throws {
        let csv = ListSpec<Comic>.comics(ofHero: 1_009_610).render(.loaded(ComicFixtures.page()), as: .csv)
        let header = try #require(csv.split(separator: "\r\n").first).split(separator: ",").map(String.init)
        #expect(header == ["id", "title", "onSaleDate", "format"])
        #expect(Set(header).isSubset(of: ListSpec<Comic>.comicFieldNames))
    }

    @Test func detailsJSONFieldsKeepOnlyThoseKeys() throws {
        let text = HeroDetailsRendering.json(fields: ["id", "name", "latestComics"]).render(
            .loaded(Self.withLatestComics))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["id", "name", "latestComics"])
    }

    @Test func theLatestComicsHaveTheShapeOfShowComics() throws {
        let details = HeroDetailsRendering.json().render(.loaded(Self.withLatestComics))
        let comics = ListSpec<Comic>.comics(ofHero: 1_009_610).render(
            .loaded(ComicFixtures.page(total: 3_995)), as: .json())
        let detailsObject = try #require(try JSONSerialization.jsonObject(with: Data(details.utf8)) as? [String: Any])
        let comicsObject = try #require(try JSONSerialization.jsonObject(with: Data(comics.utf8)) as? [String: Any])
        let latest = try #require((detailsObject["latestComics"] as? [String: Any])?["items"] as? [[String: Any]])
        let listed = try #require(comicsObject["comics"] as? [[String: Any]])
        #expect(Set(try #require(latest.first).keys) == Set(ListSpec<Comic>.comicFieldNames))
        #expect(Set(try #require(listed.first).keys) == Set(ListSpec<Comic>.comicFieldNames))
    }

    @Test func comicsJSONFieldsKeepOnlyThoseKeysOfEachComic() throws {
        let text = ListSpec<Comic>.comics(ofHero: 1).render(
            .loaded(ComicFixtures.page(total: 3)), as: .json(fields: ["title"]))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let comics = try #require(object["comics"] as? [[String: Any]])
        #expect(!comics.isEmpty && comics.allSatisfy { Set($0.keys) == ["title"] })
    }

    @Test func aTerminalWithLinksMakesTheImageAndPageURLsClickable() {
        let style = TerminalStyle(usesColor: true, usesHyperlinks: true)
        let text = HeroDetailsRendering.terminal(style: style, width: 120, attribution: Fixtures.attribution)
            .render(.loaded(Fixtures.spiderMan.details))
        assertSnapshot(of: visibleEscapes(text), as: .lines)
        #expect(
            ANSI.strip(text)
                == ANSI.strip(
                    HeroDetailsRendering.terminal(style: .colored, width: 120, attribution: Fixtures.attribution)
                        .render(.loaded(Fixtures.spiderMan.details))), "links add no visible text")
    }

    @Test func aURLThatIsNotHTTPIsShownButNeverLinked() throws {
        var hero = Fixtures.minimal
        hero.links = [
            HeroLink(kind: "detail", url: try #require(URL(string: "javascript:alert(1)"))),
            HeroLink(kind: "wiki", url: try #require(URL(string: "file:///etc/passwd"))),
        ]
        let style = TerminalStyle(usesColor: true, usesHyperlinks: true)
        let text = HeroDetailsRendering.terminal(style: style, width: 80).render(.loaded(hero.details))
        #expect(!text.contains("\u{1B}]8;"))
        #expect(ANSI.strip(text).contains("javascript:alert(1)"))
    }
}

import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation
import MarvelWire
import SnapshotTesting
import TerminalScreen
import Testing
import TestingUtils

/// A comic's screen in `heroes browse` (`BrowseDetailScreen<Comic, Hero>` of
/// `BrowseDetailSpec.comic`) and the way to it from a hero's comics: its state and its frames as
/// text, at 80×24 and 60×15, with colour and without (escape characters shown as `␛`).
@Suite struct ComicBrowserTests {
    static let comic = Comic(
        id: 60_000, title: "Amazing Spider-Man (2017) #800", issueNumber: 800, format: "Comic",
        onSaleDate: Date(timeIntervalSince1970: 1_526_428_800), description: "The final chapter of Go Down Swinging.",
        pageCount: 80, series: "Amazing Spider-Man (2017 - 2018)",
        creators: [
            ComicCreator(name: "Dan Slott", role: "writer"), ComicCreator(name: "Nick Bradshaw", role: "penciller"),
        ])

    static let characters = (0..<12).map { Hero(id: 1_009_600 + $0, name: "Character \($0)") }

    /// A comic's screen `lines` tall with the comic and the first page of its characters loaded.
    static func opened(lines: Int) -> ComicBrowser {
        var browser = ComicBrowser(spec: .comic, recordID: comic.id, generation: 1, lines: lines)
        _ = browser.start()
        _ = browser.handle(.answer(.record(Fetched(value: comic, origin: .network), slot: 0, generation: 1)))
        let page = Page(
            offset: 0, limit: 50, total: characters.count, items: characters,
            attribution: "Data provided by Marvel. © 2017 MARVEL")
        _ = browser.handle(
            .answer(
                .pages([Fetched(value: page, origin: .network)], slot: 1, generation: 1, replacing: true, final: true)))
        return browser
    }

    func frame(_ browser: ComicBrowser, _ columns: Int, _ lines: Int, _ color: Bool) -> String {
        let renderer = BrowseDetailRenderer(style: TerminalStyle(usesColor: color), now: Fixtures.now)
        let frame = Frame(
            width: columns, height: lines,
            lines: renderer.lines(browser, size: TerminalSize(columns: columns, lines: lines)))
        return visibleEscapes(frame.lines.joined(separator: "\n"))
    }

    static let layouts: [(columns: Int, lines: Int, color: Bool)] = [(80, 24), (60, 15)].flatMap { size in
        [(size.0, size.1, false), (size.0, size.1, true)]
    }

    @Test(arguments: layouts)
    func comicAndItsCharacters(columns: Int, lines: Int, color: Bool) {
        var browser = Self.opened(lines: lines)
        _ = browser.handle(.key(.down, now: .distantPast))
        assertSnapshot(
            of: frame(browser, columns, lines, color), as: .lines,
            named: "\(columns)x\(lines)-\(color ? "color" : "plain")")
    }

    @Test func startLoadsTheComicAndTheFirstPageOfItsCharactersByName() {
        var browser = ComicBrowser(spec: .comic, recordID: 60_000, generation: 3, lines: 24)
        #expect(
            browser.start() == [
                .load(BrowseLoad(.record(id: 60_000, refresh: false), of: Comic.self, slot: 0, generation: 3)),
                .load(
                    BrowseLoad(
                        .first(.characters(ofComic: 60_000, perPage: 50, orderBy: [MarvelOrder(.name)])),
                        of: Hero.self, slot: 1, generation: 3)),
            ])
    }

    @Test func enterOnACharacterOpensThatHeroAndComingBackSelectsItsRowAgain() {
        var browser = Self.opened(lines: 24)
        _ = browser.handle(.key(.down, now: .distantPast))
        _ = browser.handle(.key(.down, now: .distantPast))
        #expect(browser.handle(.key(.enter, now: .distantPast)) == [.open(.record(.characters, id: 1_009_602), row: 2)])
        var back = Self.opened(lines: 24)
        back.restore(row: 2)
        #expect(back.linked.cursor == 2)
    }

    @Test func enterOnAComicOfAHeroOpensThatComic() {
        var hero = HeroDetailsBrowser(heroID: 1_009_610, generation: 1, lines: 24)
        _ = hero.start()
        let page = Page(offset: 0, limit: 50, total: 1, items: [Self.comic], attribution: "")
        _ = hero.handle(
            .answer(
                .pages([Fetched(value: page, origin: .network)], slot: 1, generation: 1, replacing: true, final: true)))
        #expect(hero.handle(.key(.enter, now: .distantPast)) == [.open(.record(.comics, id: 60_000), row: 0)])
    }
}

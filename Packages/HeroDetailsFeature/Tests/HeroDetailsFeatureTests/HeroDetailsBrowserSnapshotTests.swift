import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation
import SnapshotTesting
import TerminalScreen
import Testing
import TestingUtils

/// Frames of the details screen of `heroes browse`, as text, at 80×24 and 120×40, with colour
/// and without (escape characters shown as `␛`).
@Suite struct HeroDetailsBrowserSnapshotTests {
    static let layouts: [(columns: Int, lines: Int, color: Bool)] = [(80, 24), (120, 40)].flatMap { size in
        [(size.0, size.1, false), (size.0, size.1, true)]
    }

    func name(_ columns: Int, _ lines: Int, _ color: Bool) -> String {
        "\(columns)x\(lines)-\(color ? "color" : "plain")"
    }

    func frame(_ browser: HeroDetailsBrowser, _ columns: Int, _ lines: Int, _ color: Bool) -> String {
        visibleEscapes(rawFrame(browser, columns, lines, color))
    }

    /// The frame's lines as the terminal gets them, escape characters and all.
    func rawFrame(_ browser: HeroDetailsBrowser, _ columns: Int, _ lines: Int, _ color: Bool) -> String {
        let renderer = BrowseDetailRenderer(style: TerminalStyle(usesColor: color), now: Fixtures.now)
        let frame = Frame(
            width: columns, height: lines,
            lines: renderer.lines(browser, size: TerminalSize(columns: columns, lines: lines)))
        return frame.lines.joined(separator: "\n")
    }

    static let comics: [Comic] = (0..<30).map { index in
        Comic(
            id: 60_000 + index, title: "Amazing Spider-Man (2017) #\(800 - index)",
            onSaleDate: Date(timeIntervalSince1970: 1_493_856_000 - Double(index) * 604_800),
            creators: [
                ComicCreator(name: "Dan Slott", role: "writer"),
                ComicCreator(name: "Stuart Immonen", role: "penciller"),
            ])
    }

    static func opened(lines: Int) -> HeroDetailsBrowser {
        var browser = HeroDetailsBrowser(heroID: Fixtures.spiderMan.id, generation: 1, lines: lines)
        _ = browser.start()
        _ = browser.handle(.hero(Fetched(value: Fixtures.spiderMan, origin: .network), generation: 1))
        let page = Page(
            offset: 0, limit: 50, total: 2_939, items: comics, attribution: "Data provided by Marvel. © 2017 MARVEL")
        _ = browser.handle(
            .comics([Fetched(value: page, origin: .network)], generation: 1, replacing: true, final: true))
        _ = browser.handle(.key(.down))
        return browser
    }

    @Test(arguments: layouts)
    func details(columns: Int, lines: Int, color: Bool) {
        assertSnapshot(
            of: frame(Self.opened(lines: lines), columns, lines, color), as: .lines, named: name(columns, lines, color))
    }

    @Test func theComicsHeaderCountsTheWholeListAndSaysHowManyOfTheHerosComicsHaveNoRecord() {
        func header(counted: Int, listed: Int) -> String? {
            var hero = Fixtures.spiderMan
            hero.comics = HeroResourceList(available: counted)
            var browser = HeroDetailsBrowser(heroID: hero.id, generation: 1, lines: 24)
            _ = browser.start()
            _ = browser.handle(.hero(Fetched(value: hero, origin: .network), generation: 1))
            let page = Page(offset: 0, limit: 50, total: listed, items: Self.comics, attribution: "")
            _ = browser.handle(
                .comics([Fetched(value: page, origin: .network)], generation: 1, replacing: true, final: false))
            return frame(browser, 100, 24, false).split(separator: "\n").first { $0.hasPrefix("Comics") }.map(
                String.init)
        }
        #expect(
            header(counted: 2_939, listed: 2_912)?.trimmingCharacters(in: .whitespaces)
                == "Comics, newest first · 1 of 2,912 · 27 not on record · Tab: series, events, stories")
        #expect(
            header(counted: 2_912, listed: 2_912)?.trimmingCharacters(in: .whitespaces)
                == "Comics, newest first · 1 of 2,912 · Tab: series, events, stories")
    }

    @Test(arguments: layouts)
    func heroFailedToLoad(columns: Int, lines: Int, color: Bool) {
        var browser = HeroDetailsBrowser(heroID: 1_009_610, generation: 1, lines: lines)
        _ = browser.start()
        _ = browser.handle(.heroFailed(.serverError(status: 503), generation: 1))
        _ = browser.handle(.comicsFailed(.serverError(status: 503), generation: 1))
        assertSnapshot(of: frame(browser, columns, lines, color), as: .lines, named: name(columns, lines, color))
    }

    @Test func aHeroWithNothingButANameAndWideText() {
        for hero in [Fixtures.minimal, Fixtures.wide] {
            var browser = HeroDetailsBrowser(heroID: hero.id, generation: 1, lines: 24)
            _ = browser.start()
            _ = browser.handle(.hero(Fetched(value: hero, origin: .network), generation: 1))
            let page = Page<Comic>(offset: 0, limit: 50, total: 0, items: [], attribution: Fixtures.attribution)
            _ = browser.handle(
                .comics([Fetched(value: page, origin: .network)], generation: 1, replacing: true, final: true))
            assertSnapshot(of: frame(browser, 80, 24, false), as: .lines, named: String(hero.id))
        }
    }

    @Test func aHeroWithoutADescriptionSaysSoOnceOnTheCountsLine() {
        var browser = HeroDetailsBrowser(heroID: Fixtures.minimal.id, generation: 1, lines: 24)
        _ = browser.start()
        _ = browser.handle(.hero(Fetched(value: Fixtures.minimal, origin: .network), generation: 1))
        let text = frame(browser, 80, 24, false)
        #expect(!text.contains("No description"))
        let counts = text.split(separator: "\n").filter { $0.contains("comics 0") }
        #expect(counts.count == 1 && counts[0].contains(" no description"), "\(text)")
    }

    @Test func escapeSequencesFromTheServerNeverReachTheFrame() {
        var browser = HeroDetailsBrowser(heroID: 1, generation: 1, lines: 24)
        _ = browser.start()
        let hero = Hero(id: 1, name: "Hulk\u{1B}]52;c;cm0g\u{07}", description: "smash\u{1B}[2J\u{202E}gnirts")
        _ = browser.handle(.hero(Fetched(value: hero, origin: .network), generation: 1))
        let comic = Comic(id: 2, title: "Issue\u{1B}[31m #1", creators: [ComicCreator(name: "Stan\u{9B}1m Lee")])
        let page = Page(offset: 0, limit: 50, total: 1, items: [comic], attribution: "")
        _ = browser.handle(
            .comics([Fetched(value: page, origin: .network)], generation: 1, replacing: true, final: true))
        // Raw, in colour: only the style's own colour sequences are taken out before the look.
        let text = TerminalOutput.withoutStyles(rawFrame(browser, 80, 24, true))
        #expect(TerminalText.isNeutral(text, lineBreaks: .keep), "\(text.debugDescription)")
        #expect(text.contains("Hulk") && text.contains("Issue #1"))
    }
}

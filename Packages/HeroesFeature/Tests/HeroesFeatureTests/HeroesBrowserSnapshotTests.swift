import DesignTokens
import Foundation
import HeroesCore
import HeroesFeature
import HeroesPresentation
import SnapshotTesting
import TerminalScreen
import Testing
import TestingUtils

/// Frames of the list screen of `heroes browse`, as text, at 80×24 and 120×40, with colour and
/// without (escape characters shown as `␛`).
@Suite struct HeroesBrowserSnapshotTests {
    static let layouts: [(columns: Int, lines: Int, color: Bool)] = [(80, 24), (120, 40)].flatMap { size in
        [(size.0, size.1, false), (size.0, size.1, true)]
    }

    func name(_ columns: Int, _ lines: Int, _ color: Bool) -> String {
        "\(columns)x\(lines)-\(color ? "color" : "plain")"
    }

    func frame(_ browser: HeroesBrowser, _ columns: Int, _ lines: Int, _ color: Bool) -> String {
        visibleEscapes(rawFrame(browser, columns, lines, color))
    }

    /// The frame's lines as the terminal gets them, escape characters and all.
    func rawFrame(_ browser: HeroesBrowser, _ columns: Int, _ lines: Int, _ color: Bool) -> String {
        let renderer = ListBrowserRenderer(style: TerminalStyle(usesColor: color), now: Fixtures.now)
        let frame = Frame(
            width: columns, height: lines,
            lines: renderer.lines(browser, size: TerminalSize(columns: columns, lines: lines)))
        return frame.lines.joined(separator: "\n")
    }

    /// The fixtures' hard heroes, then plain ones, 40 of 1,485 loaded, the cursor on row 3.
    static func loaded(lines: Int) -> HeroesBrowser {
        var browser = HeroesBrowser(lines: lines)
        _ = browser.start()
        let heroes = Fixtures.heroes + (7..<40).map { Hero(id: 1_011_000 + $0, name: "Hero number \($0)") }
        let page = HeroPage(offset: 0, limit: 50, total: 1_485, heroes: heroes, attribution: Fixtures.attribution)
        _ = browser.handle(
            .pages([Fetched(value: page, origin: .network)], generation: 1, replacing: true, final: true))
        _ = browser.handle(.key(.down, now: Fixtures.now))
        _ = browser.handle(.key(.down, now: Fixtures.now))
        return browser
    }

    @Test(arguments: layouts)
    func list(columns: Int, lines: Int, color: Bool) {
        assertSnapshot(
            of: frame(Self.loaded(lines: lines), columns, lines, color), as: .lines, named: name(columns, lines, color))
    }

    @Test(arguments: layouts)
    func offlineWithNothingCached(columns: Int, lines: Int, color: Bool) {
        var browser = HeroesBrowser(lines: lines)
        _ = browser.start()
        _ = browser.handle(
            .failed(.network(.cannotConnect(host: "127.0.0.1"), server: "http://127.0.0.1:8080"), generation: 1))
        assertSnapshot(of: frame(browser, columns, lines, color), as: .lines, named: name(columns, lines, color))
    }

    @Test(arguments: layouts)
    func retryRowAfterTheLastHeroLoaded(columns: Int, lines: Int, color: Bool) {
        var browser = Self.loaded(lines: lines)
        _ = browser.handle(.key(.end, now: Fixtures.now))
        _ = browser.handle(
            .failed(.network(.cannotConnect(host: "127.0.0.1"), server: "http://127.0.0.1:8080"), generation: 1))
        assertSnapshot(of: frame(browser, columns, lines, color), as: .lines, named: name(columns, lines, color))
    }

    @Test func searchFieldWhileTyping() {
        var browser = Self.loaded(lines: 24)
        for key in [Key.character("/"), .character("s"), .character("p")] {
            _ = browser.handle(.key(key, now: Fixtures.now))
        }
        assertSnapshot(of: frame(browser, 80, 24, false), as: .lines)
    }

    @Test func cachedListBeingRefreshed() {
        var browser = HeroesBrowser(lines: 24)
        _ = browser.start()
        let page = HeroPage(
            offset: 0, limit: 50, total: 1_485, heroes: Fixtures.heroes, attribution: Fixtures.attribution)
        let cached = Fetched(value: page, origin: .cache(fetchedAt: Fixtures.now.addingTimeInterval(-3 * 3_600)))
        _ = browser.handle(.pages([cached], generation: 1, replacing: true, final: false))
        assertSnapshot(of: frame(browser, 80, 24, false), as: .lines)
    }

    @Test func escapeSequencesInNamesNeverReachTheFrame() {
        var browser = HeroesBrowser(lines: 24)
        _ = browser.start()
        let hostile = Hero(id: 1, name: "Hulk\u{1B}]52;c;cm0gLXJm\u{07}\u{1B}[2J smash\u{9B}31m\u{202E}\u{07}")
        let page = HeroPage(offset: 0, limit: 50, total: 1, heroes: [hostile], attribution: "© \u{1B}[5mMARVEL")
        _ = browser.handle(
            .pages([Fetched(value: page, origin: .network)], generation: 1, replacing: true, final: true))
        // Raw, in colour: only the style's own colour sequences are taken out before the look.
        let text = TerminalOutput.withoutStyles(rawFrame(browser, 80, 24, true))
        #expect(TerminalText.isNeutral(text, lineBreaks: .keep), "\(text.debugDescription)")
        #expect(text.contains("Hulk smash"))
    }
}

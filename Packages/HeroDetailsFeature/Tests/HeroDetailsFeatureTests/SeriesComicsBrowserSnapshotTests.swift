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

/// Frames of the comics of a series on `browse`'s generic list screen (`ListBrowserRenderer`),
/// as text: loaded from the in-process Marvel, loading, failed, empty, at 80×24 and narrower;
/// the key hints offer neither search nor open (the spec offers neither).
struct SeriesComicsBrowserSnapshotTests {
    func frame(_ browser: ListBrowser<ListRequest, Comic>, _ columns: Int, _ lines: Int, color: Bool = false) -> String
    {
        let renderer = ListBrowserRenderer(style: TerminalStyle(usesColor: color), now: Fixtures.now)
        let frame = Frame(
            width: columns, height: lines,
            lines: renderer.lines(browser, size: TerminalSize(columns: columns, lines: lines)))
        return visibleEscapes(frame.lines.joined(separator: "\n"))
    }

    /// Series 1945's 8 comics from the in-process Marvel, the cursor on the third.
    func loaded(lines: Int) async throws -> ListBrowser<ListRequest, Comic> {
        var browser = SeriesComicsBrowserTests.browser(lines: lines)
        guard case .loadFirst(let request, let generation) = try #require(browser.start().first) else {
            throw CancellationError()
        }
        let page = try await SeriesComicsBrowserTests.answer(request)
        _ = browser.handle(.pages([page], generation: generation, replacing: true, final: true))
        _ = browser.handle(.key(.down, now: Fixtures.now))
        _ = browser.handle(.key(.down, now: Fixtures.now))
        return browser
    }

    @Test(arguments: [(80, 24, false), (80, 24, true), (120, 16, false), (45, 12, false)])
    func loadedFromTheServerToTheEndOfTheList(columns: Int, lines: Int, color: Bool) async throws {
        let browser = try await loaded(lines: lines)
        assertSnapshot(
            of: frame(browser, columns, lines, color: color), as: .lines,
            named: "\(columns)x\(lines)-\(color ? "color" : "plain")")
    }

    /// The 80×12 frame of the list started and then given `events` (keys at the fixtures' time).
    func frame(after events: [ListBrowser<ListRequest, Comic>.Event]) -> String {
        var browser = SeriesComicsBrowserTests.browser(lines: 12)
        _ = browser.start()
        for event in events { _ = browser.handle(event) }
        return frame(browser, 80, 12)
    }

    static let offline = HeroesError.network(.cannotConnect(host: "127.0.0.1"), server: "http://127.0.0.1:8080")

    @Test func loadingTheFirstPage() {
        assertSnapshot(of: frame(after: []), as: .lines)
    }

    @Test func theFirstPageFailed() {
        assertSnapshot(of: frame(after: [.failed(Self.offline, generation: 1)]), as: .lines)
    }

    @Test func aNextPageFailedAfterTheComicsLoaded() {
        let page = SeriesComicsBrowserTests.page(0..<50, total: 120)
        let events: [ListBrowser<ListRequest, Comic>.Event] = [
            .pages([page], generation: 1, replacing: true, final: true), .key(.end, now: Fixtures.now),
            .failed(.serverError(status: 503), generation: 1),
        ]
        assertSnapshot(of: frame(after: events), as: .lines)
    }

    @Test func aSeriesWithNoComics() {
        let page = SeriesComicsBrowserTests.page(0..<0, total: 0)
        assertSnapshot(of: frame(after: [.pages([page], generation: 1, replacing: true, final: true)]), as: .lines)
    }

    @Test func escapeSequencesInTitlesNeverReachTheFrame() {
        var browser = SeriesComicsBrowserTests.browser()
        _ = browser.start()
        let hostile = Comic(
            id: 1, title: "Avengers\u{1B}]52;c;cm0gLXJm\u{07}\u{1B}[2J #1\u{9B}31m\u{202E}",
            format: "Comic\u{1B}[5m")
        let page = Page(offset: 0, limit: 50, total: 1, items: [hostile], attribution: "© \u{1B}[5mMARVEL")
        _ = browser.handle(
            .pages([Fetched(value: page, origin: .network)], generation: 1, replacing: true, final: true))
        let renderer = ListBrowserRenderer(style: TerminalStyle(usesColor: true), now: Fixtures.now)
        let text = TerminalOutput.withoutStyles(
            renderer.lines(browser, size: TerminalSize(columns: 100, lines: 24)).joined(separator: "\n"))
        #expect(TerminalText.isNeutral(text, lineBreaks: .keep), "\(text.debugDescription)")
        #expect(text.contains("Avengers #1"))
    }
}

import DesignTokens
import Foundation
import HeroesCore
import HeroesPresentation
import MarvelWire
import TerminalScreen
import Testing

/// `heroes browse`'s stack as the session keeps it: a screen replaced by another at the same
/// depth (a record's next linked list), the breadcrumb of the screens' crumbs, and its line.
@Suite struct BrowseBreadcrumbTests {
    /// A screen that names itself and answers keys with the effects it was given.
    struct Stub: BrowseScreen {
        var crumb: String
        var onKey: [Key: [BrowseScreenEffect]] = [:]
        var restored: Int?
        var isEditingText: Bool { false }
        mutating func start() -> [BrowseScreenEffect] { [] }
        mutating func handle(_ event: BrowseScreenEvent) -> [BrowseScreenEffect] {
            guard case .key(let key, _) = event else { return [] }
            return onKey[key] ?? []
        }
        mutating func restore(row: Int) { restored = row }
        func lines(style: TerminalStyle, now: Date, size: TerminalSize) -> [String] { [crumb] }
        func lines(style: TerminalStyle, now: Date, size: TerminalSize, path: [String]) -> [String] {
            [path.joined(separator: "/")]
        }
    }

    static let hero = Destination.record(.characters, id: 7)
    static let heroSeries = Destination.record(.characters, id: 7, link: .series)

    /// A session on a list (`Heroes`) whose Enter opens hero 7 from row 3; the hero's Tab
    /// replaces it with the hero's series, whose crumb is the same hero's name.
    static func session() -> BrowseSession {
        BrowseSession(
            start: .heroes(.page(1)), size: TerminalSize(columns: 80, lines: 24),
            help: BrowseHelp(title: "", keys: [])
        ) { destination, _, _ in
            switch destination {
            case .heroes: Stub(crumb: "Heroes", onKey: [.enter: [.open(Self.hero, row: 3)]])
            case Self.hero: Stub(crumb: "Spider-Man", onKey: [.tab: [.replace(Self.heroSeries)], .escape: [.back]])
            case Self.heroSeries: Stub(crumb: "Spider-Man", onKey: [.escape: [.back]])
            default: nil
            }
        }
    }

    @Test func replaceSwapsTheTopScreenForANewOneCancellingTheOldAndKeepingTheStackBeneath() {
        var session = Self.session()
        _ = session.handle(.key(.enter, now: .distantPast))
        #expect(session.handle(.key(.tab, now: .distantPast)) == [.cancel(screen: 1)])
        #expect(session.stack.map(\.id) == [0, 2])
        #expect(session.coordinator.stack.map(\.destination) == [.heroes(.page(1)), Self.heroSeries])
        #expect(session.coordinator.stack.first?.row == 3)
        #expect(session.handle(.key(.escape, now: .distantPast)) == [.cancel(screen: 2)])
        #expect((session.current as? Stub)?.restored == 3, "back on the row the record was opened from")
    }

    @Test func theBreadcrumbIsTheCrumbsFromTheFirstScreenToTheOneShownAndTheScreenIsDrawnWithIt() {
        var session = Self.session()
        #expect(session.breadcrumb == ["Heroes"])
        _ = session.handle(.key(.enter, now: .distantPast))
        _ = session.handle(.key(.tab, now: .distantPast))
        #expect(session.breadcrumb == ["Heroes", "Spider-Man"])
        #expect(session.lines(style: .plain, now: .distantPast) == ["Heroes/Spider-Man"])
    }

    static let path = ["Heroes", "Spider-Man", "Amazing Spider-Man (1963) #1", "Stan Lee"]

    @Test func theBreadcrumbLineJoinsTheCrumbsWithArrowsWhenTheyFit() {
        #expect(
            BrowseBreadcrumb.line(Self.path, width: 80, style: .plain)
                == "Heroes › Spider-Man › Amazing Spider-Man (1963) #1 › Stan Lee")
    }

    @Test func aBreadcrumbTooWideDropsWholeCrumbsFromTheLeftBehindAnEllipsis() {
        #expect(
            BrowseBreadcrumb.line(Self.path, width: 45, style: .plain) == "… › Amazing Spider-Man (1963) #1 › Stan Lee")
        #expect(BrowseBreadcrumb.line(Self.path, width: 20, style: .plain) == "… › Stan Lee")
    }

    @Test func aLastCrumbTooWideAloneIsCutKeepingItsIssueNumber() {
        let path = ["Heroes", "Amazing Spider-Man (1963) #700"]
        #expect(BrowseBreadcrumb.line(path, width: 20, style: .plain) == "… › Amazing Sp… #700")
    }

    @Test func crumbsAreNeutralisedAndAnEmptyOneIsTheMissingGlyph() {
        let line = BrowseBreadcrumb.line(
            ["Heroes", "Evil\u{1B}[31m\u{202E}Name\u{1B}]0;pwned\u{07}", " "], width: 80, style: .plain)
        #expect(TerminalText.isNeutral(line))
        #expect(line.hasPrefix("Heroes › Evil") && line.hasSuffix(" › —"))
    }
}

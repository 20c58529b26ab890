import Foundation
import Testing
import TestingUtils

/// `heroes browse` in a real terminal (tmux) against a server that lies: the hero's name and
/// description, its comic's title, format and series, the comic's creators and their roles, and
/// the attribution carry an OSC 0 title, an OSC 52 clipboard write, screen clears, a blink, C1
/// controls and bidirectional overrides (``HostileServerTests/hostileHero(id:)``, ``comic``).
/// tmux acts on what reaches it as a terminal does, so the pane itself is the oracle.
@Suite(.serialized) struct BrowseHostileServerTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    /// What the pane would hold had a hostile text gone through: a title the server set, a
    /// clipboard buffer it wrote, a blink it drew, or a control or bidirectional character in
    /// a cell. Empty when the pane is clean.
    static func leaks(in terminal: TmuxTerminal) throws -> [String] {
        var leaks: [String] = []
        let title = try terminal.format("#{pane_title}")
        if title.contains("pwned") || title.contains("retitled") {
            leaks.append("the title is \(title.debugDescription)")
        }
        let buffers = try terminal.buffers()
        if !buffers.isEmpty { leaks.append("a clipboard buffer: \(buffers.debugDescription)") }
        if try terminal.attributedScreen().contains("\u{1B}[5m") { leaks.append("a blink was drawn") }
        let cells = try terminal.screen().joined(separator: "\n")
        if !RawOutput.isNeutral(cells) { leaks.append("a cell holds a control: \(cells.debugDescription)") }
        return leaks
    }

    /// The hero's one comic: its title blinks, clears the screen, writes the clipboard and turns
    /// right to left; its writer's name sets the title.
    static var comic: [String: Any] {
        HostileComicsTests.comic(
            id: 77, title: "Amazing\u{1B}[5m Spider\u{1B}]52;c;cm0gLXJmIH4=\u{07}-Man\u{202E} #1\u{1B}[2J\u{1B}[H",
            creator: "Stan\u{1B}]0;pwned\u{07} Lee\u{202E}")
    }

    @Test func aHostileServersTextDrivesNoTitleClipboardBlinkOrCellOnTheListAndTheHerosDetails() throws {
        let server = try HostileComicsTests.server(comic: Self.comic)
        let terminal = try TmuxTerminal(
            [heroes.path, "browse"],
            environment: heroes.environment(BrowseTerminalTests.keys.merging(server.env) { $1 }),
            options: ["set-option -g set-clipboard on"])
        // The list: the hero's name, as text.
        let list = try #require(
            try terminal.waitFor { $0.contains("Evil") && $0.contains("Name") }, "\(terminal.shown)")
        let onTheList = try Self.leaks(in: terminal)
        #expect(onTheList.isEmpty, "\(onTheList)\n\(list.joined(separator: "\n"))")
        // The hero's details: its description, and its newest comic with its creators.
        try terminal.press("Enter")
        let details = try #require(
            try terminal.waitForScreen { screen in
                screen.contains { $0.contains("radioactive") } && screen.contains { $0.contains("Amazing") }
            }, "\(terminal.shown)")
        let onTheDetails = try Self.leaks(in: terminal)
        #expect(onTheDetails.isEmpty, "\(onTheDetails)\n\(details.joined(separator: "\n"))")
        try terminal.press("q")
        let ending = try #require(terminal.ending(), "\(terminal.shown)")
        #expect(ending.status == 0)
        #expect(ending.before == ending.after, "the terminal's settings come back as they were")
        #expect(server.requests >= 3, "the list, the hero and its comics were asked for")
    }
}

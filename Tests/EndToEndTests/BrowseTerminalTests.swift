import Foundation
import Testing
import TestingUtils

/// `heroes browse` in a real terminal (tmux, 120×40) against `heroes serve` on 127.0.0.1: keys
/// typed with `send-keys`, the screen read back with `capture-pane`.
@Suite(.serialized) struct BrowseTerminalTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    static let keys = ["MARVEL_PUBLIC_KEY": "e2e-public-4d1f", "MARVEL_PRIVATE_KEY": "e2e-private-9c2a"]

    func browse(_ baseURL: String, columns: Int = 120, lines: Int = 40) throws -> TmuxTerminal {
        try TmuxTerminal(
            [heroes.path, "browse"],
            environment: heroes.environment(Self.keys.merging(["HEROES_BASE_URL": baseURL]) { $1 }), columns: columns,
            lines: lines)
    }

    @Test func endLoadsEveryPageToTheLastHeroWhichOpensAndComesBackToTheSameRow() throws {
        let server = try ServeProcess(heroes, arguments: ["--faults", "latency=20ms..80ms,seed=3"])
        defer { server.stop() }
        let terminal = try browse(server.baseURL)
        try #require(try terminal.waitFor("Heroes · 1 of 1,485") != nil, "\(terminal.shown)")
        try terminal.press("End")
        let list = try #require(try terminal.waitFor("1,485 of 1,485"), "after End: \(terminal.shown)")
        #expect(list.contains { $0.contains("End of the list") }, "\(list)")
        let selected = try #require(list.first { $0.hasPrefix("› ") })
        try terminal.press("Enter")
        // The hero and its comics arrive in either order: wait for the title to name the hero.
        let name = String(selected.dropFirst(11).prefix(while: { $0 != " " }))
        let details = try #require(
            try terminal.waitFor { $0.hasPrefix(name) && $0.contains(" · id ") }, "\(terminal.shown)")
        #expect(details.contains { $0.hasPrefix("Comics, newest first") })
        try terminal.press("Escape")
        let back = try #require(try terminal.waitFor("1,485 of 1,485"), "\(terminal.shown)")
        #expect(back.contains(selected), "the same hero is selected on the same line")
        try terminal.press("q")
        #expect(terminal.ending()?.status == 0)
    }

    @Test func searchAsYouTypeShowsTheLastQueryOnly() throws {
        // Every answer takes 2 s: "pi" is typed well before the answer for "s" can land.
        let server = try ServeProcess(heroes, arguments: ["--faults", "latency=2000ms"])
        defer { server.stop() }
        let terminal = try browse(server.baseURL)
        try #require(try terminal.waitFor("Heroes · 1 of 1,485") != nil, "\(terminal.shown)")
        try terminal.type("/s")
        // The debounce has fired "s" once its title shows (the list empties, its query goes out).
        try #require(try terminal.waitFor("Heroes starting with \"s\"") != nil, "\(terminal.shown)")
        try terminal.type("pi")
        let screen = try #require(try terminal.waitFor("Heroes starting with \"spi\" · 1 of 23"), "\(terminal.shown)")
        #expect(screen.contains { $0.contains("Spider-Girl (Anya Corazon)") })
        // The query for "s" was cancelled, so its answer was never sent: it would have been
        // 2 s after its query, before the answer for "spi" (2 s after a query that left at
        // least 300 ms later, the debounce), so once the server has logged "spi" it has
        // logged all it will of "s".
        let log = try #require(
            server.waitForLog(containing: "nameStartsWith=spi"), "\(server.child.errorOutput(timeout: 0))")
        #expect(log.firstMatch(of: /nameStartsWith=s[& ]/) == nil, "the query for \"s\" was answered: \(log)")
        #expect(try terminal.screen()[0].contains("Heroes starting with \"spi\" · 1 of 23"))
        try terminal.press("Escape")
        #expect(try terminal.waitFor("Heroes · 1 of 1,485") != nil, "Esc clears the search")
        try terminal.press("q")
    }

    /// On the embedded catalog (no HEROES_BASE_URL): `heroes browse comics` starts at the comics,
    /// `/spider` finds titles holding it anywhere, best first, `2`... `3` switch lists, and q gives
    /// the terminal back as it was.
    @Test func comicsSearchedByAnyPartOfATitleThenTwoAndThreeSwitchListsAndQRestores() throws {
        let terminal = try TmuxTerminal(
            [heroes.path, "browse", "comics"], environment: heroes.environment(), columns: 100, lines: 30)
        try #require(try terminal.waitFor("Comics · 1 of 38,197") != nil, "\(terminal.shown)")
        #expect(try terminal.screen()[29].contains("1-6 lists"), "\(terminal.shown)")
        try terminal.type("/spider")
        try terminal.press("Enter")
        let matches = try #require(
            try terminal.waitFor { $0.hasPrefix("Comics matching \"spider\" · 1 of ") }, "\(terminal.shown)")
        let rows = matches[2...].filter { !$0.isEmpty && !$0.hasPrefix("End of") }.dropLast()
        #expect(rows.count > 10 && rows.allSatisfy { $0.lowercased().contains("spider") }, "\(matches)")
        #expect(!matches[0].contains("starting with"), "a search by any part of a title: \(matches[0])")
        try terminal.type("3")
        #expect(try terminal.waitFor("Creators · 1 of ") != nil, "3 switches to the creators: \(terminal.shown)")
        try terminal.type("1")
        #expect(try terminal.waitFor("Heroes · 1 of 1,485") != nil, "1 switches to the characters: \(terminal.shown)")
        try terminal.type("2")
        #expect(try terminal.waitFor("Comics · 1 of 38,197") != nil, "2 switches to the comics: \(terminal.shown)")
        try terminal.press("q")
        let ending = try #require(terminal.ending())
        #expect(ending.status == 0)
        #expect(!ending.before.isEmpty && ending.before == ending.after, "stty -g is the same before and after")
        #expect(try terminal.format("#{alternate_on}") == "0", "back on the main screen")
        #expect(try terminal.format("#{cursor_flag}") == "1", "the cursor is shown")
    }

    /// On the embedded catalog, q typed at browse's first frame, while the six lists' names are
    /// most likely still being read in the background (`BrowseNames.prepare`, which starts with
    /// the first frame and reads the big lists after it): browse ends with status 0, the terminal
    /// as it was, and nothing written on the main screen. (A key typed before browse has the
    /// terminal is echoed by the terminal itself, as for any program: a build with a sanitizer
    /// starts slowly enough for that.)
    @Test func qAtOnceWhileTheNamesAreReadAheadEndsCleanlyAndLeavesNothingOnTheScreen() throws {
        let terminal = try TmuxTerminal(
            [heroes.path, "browse"], environment: heroes.environment(), columns: 100, lines: 30)
        try #require(try terminal.waitFor("Heroes · 1 of 1,485") != nil, "\(terminal.shown)")
        try terminal.press("q")
        let ending = try #require(terminal.ending(), "\(terminal.shown)")
        #expect(ending.status == 0)
        #expect(!ending.before.isEmpty && ending.before == ending.after, "stty -g is the same before and after")
        #expect(try terminal.format("#{alternate_on}") == "0", "back on the main screen")
        #expect(try terminal.format("#{cursor_flag}") == "1", "the cursor is shown")
        #expect(try terminal.screen().allSatisfy { $0.isEmpty }, "nothing stray: \(terminal.shown)")
    }

    /// `HEROES_BROWSE_PREPARE=0`, the switch back to reading a list's names at its first search,
    /// and `HEROES_NAMES_PARTS=1`, the switch back to reading and folding them in one part
    /// (benchmarks/DECISIONS.md): on the embedded catalog, `/spider` on the comics shows the same
    /// screen as with the names read ahead in two parts.
    @Test func aSearchShowsTheSameScreenWithTheNamesReadAheadOrAtTheFirstSearchInOneOrTwoParts() throws {
        var screens: [[String]] = []
        let switches = [
            [:], ["HEROES_BROWSE_PREPARE": "0"], ["HEROES_NAMES_PARTS": "1"],
            ["HEROES_BROWSE_PREPARE": "0", "HEROES_NAMES_PARTS": "1"],
        ]
        for switched in switches {
            let terminal = try TmuxTerminal(
                [heroes.path, "browse", "comics"],
                environment: heroes.environment(switched), columns: 100, lines: 30)
            try #require(try terminal.waitFor("Comics · 1 of 38,197") != nil, "\(terminal.shown)")
            try terminal.type("/spider")
            try terminal.press("Enter")
            let matches = try #require(
                try terminal.waitFor { $0.hasPrefix("Comics matching \"spider\" · 1 of ") }, "\(terminal.shown)")
            screens.append(matches)
            try terminal.press("q")
            #expect(terminal.ending()?.status == 0)
        }
        #expect(screens.count == switches.count && screens.allSatisfy { $0 == screens[0] })
        #expect(screens[0].filter { $0.lowercased().contains("spider") }.count > 10, "\(screens[0])")
    }

    /// The port is held closed by the test (``RefusingPort``) whenever no server of its own
    /// runs there, so nothing else can answer in its place.
    @Test func offlineFirstStartShowsAnErrorViewAndRetriesWithR() throws {
        var nothingListens: RefusingPort? = try RefusingPort()
        let port = Int(nothingListens!.port)
        let terminal = try browse("http://127.0.0.1:\(port)")
        #expect(try terminal.waitFor("Could not load the heroes.") != nil, "\(terminal.shown)")
        #expect(try terminal.waitFor("Press r to retry, q to quit.") != nil)
        nothingListens = nil
        let server = try ServeProcess(heroes, arguments: ["--port", String(port)])
        defer { server.stop() }
        try terminal.press("r")
        #expect(try terminal.waitFor("Heroes · 1 of 1,485") != nil, "\(terminal.shown)")
        // Paging past what arrived while the server is gone: a retry row, then r loads it.
        server.stop()
        nothingListens = try RefusingPort(port: UInt16(port))
        try terminal.press("End")
        #expect(try terminal.waitFor("Could not load more heroes") != nil, "\(terminal.shown)")
        nothingListens = nil
        let again = try ServeProcess(heroes, arguments: ["--port", String(port)])
        defer { again.stop() }
        try terminal.press("r")
        try terminal.press("End")
        #expect(
            try terminal.waitFor("1,485 of 1,485") != nil, "r retried and End reached the last hero: \(terminal.shown)")
        try terminal.press("q")
    }

    @Test func aResizeRedrawsAtTheNewSize() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let terminal = try browse(server.baseURL)
        try #require(try terminal.waitFor("Heroes · 1 of 1,485") != nil)
        try terminal.resize(columns: 80, lines: 24)
        let screen = try #require(
            try terminal.waitFor {
                $0.hasPrefix("Heroes · 1 of 1,485") && $0.hasSuffix("© 2017 MARVEL") && $0.count <= 80
            })
        #expect(screen.count == 24, "\(screen)")
        #expect(screen[23].hasPrefix("↑↓ move"), "the key hints are on the new last line: \(screen)")
        #expect(screen[1].contains("MODIFIED"), "the columns fit the new width")
        try terminal.press("q")
    }

    @Test func ctrlCGivesTheTerminalBackAsItWas() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let terminal = try browse(server.baseURL)
        try #require(try terminal.waitFor("Heroes · 1 of 1,485") != nil)
        #expect(try terminal.format("#{alternate_on}") == "1")
        try terminal.press("C-c")
        let ending = try #require(terminal.ending())
        #expect(ending.status == 130)
        #expect(!ending.before.isEmpty && ending.before == ending.after, "stty -g is the same before and after")
        #expect(try terminal.format("#{alternate_on}") == "0", "back on the main screen")
        #expect(try terminal.format("#{cursor_flag}") == "1", "the cursor is shown")
        #expect(try terminal.format("#{mouse_any_flag}#{mouse_sgr_flag}") == "00", "mouse reports are off")
    }

    @Test(arguments: ["TERM", "HUP"])
    func aSignalGivesTheTerminalBack(signal: String) throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let terminal = try browse(server.baseURL)
        try #require(try terminal.waitFor("Heroes · 1 of 1,485") != nil)
        try terminal.send(signal: signal)
        let ending = try #require(terminal.ending())
        #expect(ending.status == (signal == "TERM" ? 143 : 129))
        #expect(ending.before == ending.after)
        #expect(try terminal.format("#{alternate_on}") == "0")
    }

    @Test func withoutATerminalItExits64WithOneLine() throws {
        let result = try heroes.run(["browse"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "heroes: browse needs a terminal on standard input and output; use `heroes list` in pipes and scripts.\n"
        )
        #expect(result.stdout == "")
    }

    @Test func verboseWithItsLogOnTheTerminalIsRefusedWithExit64AndNothingDrawn() throws {
        let result = try heroes.runOnTerminal(["browse", "--verbose"])
        #expect(result.status == 64, "\(result)")
        #expect(
            result.stdout.contains("heroes: --verbose would write its log over browse's screen; send it to a file"),
            "\(result)")
        #expect(!result.stdout.contains("\u{1B}"), "nothing drawn: \(result)")
    }

    @Test func verboseWithItsLogSentToAFileBrowsesAndLogsThere() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let terminal = try TmuxTerminal(
            interactiveBashWith: heroes.environment(Self.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 }))
        try #require(try terminal.waitFor { $0.hasPrefix("$") } != nil, "\(terminal.shown)")
        let folder = try TemporaryFolder(prefix: "heroes-browse-log")
        let log = folder.url.appendingPathComponent("browse.log").path
        try terminal.type(
            "\(ProcessRunner.shellQuote(heroes.path)) browse --verbose 2>\(ProcessRunner.shellQuote(log))")
        try terminal.press("Enter")
        #expect(try terminal.waitFor("Heroes · 1 of 1,485") != nil, "\(terminal.shown)")
        try terminal.press("q")
        #expect(try terminal.waitFor { $0.hasPrefix("$") } != nil, "back at the prompt: \(terminal.shown)")
        let logged = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(logged.contains("/v1/public/characters"), "the log names the call: \(logged)")
    }

    @Test func fromAHeroToOneOfItsComicsToACharacterInItAndBackOneLevelAtATime() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let terminal = try browse(server.baseURL)
        try #require(try terminal.waitFor("Heroes · 1 of 1,485") != nil, "\(terminal.shown)")
        try terminal.press("Enter")
        try #require(try terminal.waitFor { $0.hasPrefix("Comics, newest first · 1 of") } != nil, "\(terminal.shown)")
        let hero = try #require(try terminal.screen().first)
        try terminal.press("Enter")
        let comic = try #require(
            try terminal.waitFor { $0.hasPrefix("Characters · 1 of") }, "a comic's screen: \(terminal.shown)")
        #expect(comic.contains { $0.hasPrefix("  creators  ") }, "\(comic)")
        try terminal.press("Enter")
        try #require(
            try terminal.waitFor { $0.hasPrefix("Comics, newest first · ") && !$0.hasPrefix(hero) } != nil,
            "a character's screen: \(terminal.shown)")
        try terminal.press("Escape")
        #expect(
            try terminal.waitFor { $0.hasPrefix("Characters · 1 of") } != nil, "back to the comic: \(terminal.shown)")
        try terminal.press("Escape")
        #expect(try terminal.waitFor { $0 == hero } != nil, "back to the hero: \(terminal.shown)")
        try terminal.press("Escape")
        #expect(try terminal.waitFor("Heroes · 1 of 1,485") != nil, "back to the list: \(terminal.shown)")
        try terminal.press("q")
        #expect(terminal.ending()?.status == 0)
    }

    @Test func aHerosComicItsCreatorAndTheirSeriesOpenOneOverTheOtherAndEscapeComesBackToEachRow() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        // Wide enough for the whole breadcrumb: its crumbs count the screens open.
        let terminal = try browse(server.baseURL, columns: 220)
        try #require(try terminal.waitFor("Heroes · 1 of 1,485") != nil, "\(terminal.shown)")
        /// The screen once it shows `heading` under a breadcrumb of `crumbs` crumbs, and its selected row.
        func shown(_ heading: String, crumbs: Int) throws -> (screen: [String], selected: String) {
            let screen = try #require(
                try terminal.waitForScreen { lines in
                    lines.count > 1 && lines[1].hasPrefix("Heroes › ")
                        && lines[1].components(separatedBy: " › ").count == crumbs
                        && lines.contains { $0.hasPrefix(heading) } && lines.contains { $0.hasPrefix("› ") }
                }, "\(heading), \(crumbs) crumbs: \(terminal.shown)")
            return (screen, try #require(screen.first { $0.hasPrefix("› ") }))
        }
        try terminal.press("Enter")
        let hero = try shown("Comics, newest first · 1 of", crumbs: 2)
        try terminal.press("Down")
        let heroRow = try shown("Comics, newest first · 2 of", crumbs: 2).selected
        try terminal.press("Enter")
        _ = try shown("Characters · ", crumbs: 3)
        try terminal.press("Tab")
        _ = try shown("Creators, by last name · 1 of", crumbs: 3)
        try terminal.press("Down")
        let comicRow = try shown("Creators, by last name · 2 of", crumbs: 3).selected
        try terminal.press("Enter")
        let creator = try shown("Comics, newest first · 1 of", crumbs: 4)
        #expect(creator.screen[1].hasSuffix(comicRow.dropFirst(2).components(separatedBy: "  ")[0]), "\(creator)")
        try terminal.press("Tab")
        _ = try shown("Series, newest first · 1 of", crumbs: 4)
        try terminal.press("Down")
        let creatorRow = try shown("Series, newest first · 2 of", crumbs: 4).selected
        try terminal.press("Enter")
        _ = try shown("Comics, newest first · ", crumbs: 5)
        try terminal.press("Escape")
        #expect(try shown("Series, newest first · 2 of", crumbs: 4).selected == creatorRow, "the creator's series row")
        try terminal.press("Escape")
        #expect(try shown("Creators, by last name · 2 of", crumbs: 3).selected == comicRow, "the comic's creator row")
        try terminal.press("Escape")
        let back = try shown("Comics, newest first · 2 of", crumbs: 2)
        #expect(back.selected == heroRow && back.screen[0] == hero.screen[0], "the hero's comic row")
        try terminal.press("q")
        let ending = try #require(terminal.ending())
        #expect(ending.status == 0 && !ending.before.isEmpty && ending.before == ending.after, "stty as it was")
        #expect(try terminal.format("#{alternate_on}") == "0", "back on the main screen")
    }
}

import Foundation
import Testing
import TestingUtils

/// The pager, clickable links and `show --web`, on a pseudo-terminal and piped.
@Suite struct PagerAndLinksTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    /// A pager that keeps what it was given in `paged` beside it and prints a marker, in a
    /// folder with a space, with an argument that needs quotes.
    func recordingPager() throws -> (command: String, paged: URL) {
        try heroes.recordingPager(folder: "pager folder", arguments: "--flag \"two words\"")
    }

    @Test func showOnATerminalGoesThroughHeroesPagerSplitLikeAShell() throws {
        let (pager, paged) = try recordingPager()
        let result = try heroes.runOnTerminal(["show", "1009610", "--color", "never"], env: ["HEROES_PAGER": pager])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("PAGED --flag two words"), "\(result)")
        let text = try String(contentsOf: paged, encoding: .utf8)
        #expect(text.hasPrefix("Spider-Man\nID           1009610\n"), "\(text)")
        #expect(!result.stdout.contains("ID           1009610"), "the data went to the pager only")
    }

    @Test func pagerComesFromPagerWhenHeroesPagerIsUnset() throws {
        let (pager, paged) = try recordingPager()
        let result = try heroes.runOnTerminal(
            ["show", "1009610", "--comics"], env: ["HEROES_PAGER": "", "PAGER": pager])
        #expect(result.status == 0, "\(result)")
        #expect(FileManager.default.fileExists(atPath: paged.path), "\(result)")
    }

    @Test(arguments: [
        (["show", "1009610"], false), (["show", "1009610", "--no-pager"], true), (["list"], true),
        (["list", "--all"], false),
    ])
    func onATerminalLongOutputIsPagedUnlessNoPager(arguments: [String], direct: Bool) throws {
        let (pager, paged) = try recordingPager()
        let result = try heroes.runOnTerminal(arguments, env: ["HEROES_PAGER": pager])
        #expect(result.status == 0, "\(result)")
        #expect(FileManager.default.fileExists(atPath: paged.path) == !direct, "\(result)")
    }

    @Test func aPipeIsNeverPaged() throws {
        let (pager, paged) = try recordingPager()
        let result = try heroes.run(["show", "1009610"], env: ["HEROES_PAGER": pager])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("id\t1009610\n"))
        #expect(!FileManager.default.fileExists(atPath: paged.path))
    }

    @Test func aMissingPagerLeavesTheOutputWrittenQuietly() throws {
        let result = try heroes.runOnTerminal(
            ["show", "1009610", "--color", "never"], env: ["HEROES_PAGER": "/nonexistent/pager -R"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("Spider-Man\n"), "\(result)")
        #expect(!result.stdout.contains("heroes:"), "no message: \(result)")
    }

    @Test(arguments: ["true", "false"])
    func aPagerThatEndsWithoutReadingIsTreatedAsMissing(pager: String) throws {
        let result = try heroes.runOnTerminal(["show", "1009610", "--color", "never"], env: ["HEROES_PAGER": pager])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("Spider-Man\nID           1009610\n"), "the output is written: \(result)")
    }

    /// A program that writes, in the file named by its argument, the descriptors above 2 it was
    /// started with (and what each is), then reads its input to the end.
    func descriptorRecorder() throws -> (path: String, record: URL) {
        let folder = heroes.home.appendingPathComponent("recorder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("record-fds")
        try """
        #!/usr/bin/python3
        import os, sys
        def is_open(fd):
            try:
                os.fstat(fd)
                return True
            except OSError:
                return False
        extra = [fd for fd in map(int, os.listdir("/proc/self/fd")) if fd > 2 and is_open(fd)]
        described = " ".join(f"{fd}:{os.readlink(f'/proc/self/fd/{fd}')}" for fd in extra)
        with open(sys.argv[1], "w") as out:
            out.write(described)
        sys.stdin.read()

        """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: script.path)
        return (script.path, folder.appendingPathComponent("descriptors"))
    }

    /// Against a server, so that libcurl's sockets are open when the pager starts.
    @Test func thePagerInheritsNoDescriptorButTheFirstThree() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let (recorder, record) = try descriptorRecorder()
        let result = try heroes.runOnTerminal(
            ["show", "1009610"],
            env: ["HEROES_PAGER": "\(recorder) \(record.path)", "HEROES_BASE_URL": server.baseURL].merging(
                BrowseTerminalTests.keys
            ) { $1 })
        #expect(result.status == 0, "\(result)")
        #expect(try FileContents.text(of: record) == "", "descriptors above 2")
    }

    @Test func xdgOpenInheritsNoDescriptorButTheFirstThree() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let (recorder, record) = try descriptorRecorder()
        let bin = heroes.home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\nexec '\(recorder)' '\(record.path)' < /dev/null\n".write(
            to: bin.appendingPathComponent("xdg-open"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o700], ofItemAtPath: bin.appendingPathComponent("xdg-open").path)
        let result = try heroes.run(
            ["show", "1009610", "--web"],
            env: ["PATH": bin.path + ":/usr/bin:/bin", "DISPLAY": ":0", "HEROES_BASE_URL": server.baseURL].merging(
                BrowseTerminalTests.keys
            ) { $1 })
        #expect(result.status == 0, "\(result)")
        #expect(try FileContents.text(of: record) == "", "descriptors above 2")
    }

    @Test func aPagerThatQuitsEarlyIsNoError() throws {
        let result = try heroes.runOnTerminal(["list", "--all", "--color", "never"], env: ["HEROES_PAGER": "head -1"])
        #expect(result.status == 0, "\(result)")
        // Before it, the progress line of the fetch (stderr, on the same terminal), cleared.
        #expect(result.stdout.hasSuffix("\u{1B}[2KPage 1 of 1 · 1,485 heroes\n"), "\(result)")
        #expect(!result.stdout.contains("1011334"), "the pager's first line only: \(result)")
    }

    /// The default pager, less -FRX, quit with q after its first screen: heroes finds the pipe
    /// closed with most of the 1,485 heroes unwritten, and ends quietly with success. Without
    /// less (scripts/bootstrap --test installs it) the list would be written whole, which fails here.
    @Test func quittingLessWithQIsNoError() throws {
        let result = try heroes.runOnTerminal(
            ["list", "--all", "--color", "never"], env: ["HEROES_PAGER": ""], typing: "q")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Page 1 of 1 · 1,485 heroes"), "\(result)")
        #expect(!result.stdout.contains("Zzzax"), "less showed its first screen only (is less installed?): \(result)")
        #expect(!result.stdout.contains("could not write") && !result.stdout.contains("warning"), "\(result)")
        #expect(!result.timedOut)
    }

    @Test func anUnclosedQuoteInThePagerIsWarnedAboutAndNotRun() throws {
        let result = try heroes.runOnTerminal(
            ["show", "1009610", "--color", "never"], env: ["HEROES_PAGER": "less 'open"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("heroes: warning: HEROES_PAGER is not a command (a quote is left open)"))
        #expect(result.stdout.contains("ID           1009610"))
    }

    // MARK: links

    static let link =
        "\u{1B}]8;;http://marvel.com/characters/54/spider-man\u{1B}\\http://marvel.com/characters/54/spider-man\u{1B}]8;;\u{1B}\\"

    @Test func aTerminalThatShowsLinksGetsTheURLsClickable() throws {
        let result = try heroes.runOnTerminal(["show", "1009610"], env: ["HEROES_HYPERLINKS": "1"], columns: 120)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains(Self.link), "\(result)")
        #expect(
            result.stdout.contains("\u{1B}]8;;http://i.annihil.us/u/prod/marvel/i/mg/3/50/526548a343e4b.jpg\u{1B}\\"))
    }

    @Test(arguments: [
        (["show", "1009610", "--color", "never"], ["HEROES_HYPERLINKS": "1"]),
        (["show", "1009610"], ["TERM": "xterm-256color"]),
        (["show", "1009610"], ["HEROES_HYPERLINKS": "1", "NO_COLOR": "1"]),
    ])
    func noLinksWithoutColourOrOnATerminalNotKnownToShowThem(arguments: [String], env: [String: String]) throws {
        let result = try heroes.runOnTerminal(arguments, env: env)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("http://marvel.com/characters/54/spider-man"))
        #expect(!result.stdout.contains("\u{1B}]8;"), "\(result)")
    }

    @Test func aPipeGetsNoLinksEvenWithColourForced() throws {
        let result = try heroes.run(
            ["show", "1009610", "--format", "table", "--color", "always"], env: ["HEROES_HYPERLINKS": "1"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("\u{1B}[1m"), "coloured")
        #expect(!result.stdout.contains("\u{1B}]8;"), "\(result)")
    }

    // MARK: --web

    @Test func webOpensTheDetailPageWithXdgOpen() throws {
        let bin = heroes.home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let opened = heroes.home.appendingPathComponent("opened")
        try "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(opened.path)'\n".write(
            to: bin.appendingPathComponent("xdg-open"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o700], ofItemAtPath: bin.appendingPathComponent("xdg-open").path)
        let result = try heroes.run(
            ["show", "1009610", "--web"], env: ["PATH": bin.path + ":/usr/bin:/bin", "DISPLAY": ":0"])
        #expect(result.status == 0, "\(result)")
        #expect(try String(contentsOf: opened, encoding: .utf8) == "http://marvel.com/characters/54/spider-man\n")
        #expect(result.stdout == "")
        #expect(result.stderr == "Opening http://marvel.com/characters/54/spider-man in your browser.\n")
        let quiet = try heroes.run(
            ["show", "1009610", "--web", "-q"], env: ["PATH": bin.path + ":/usr/bin:/bin", "DISPLAY": ":0"])
        #expect(quiet.stderr == "", "\(quiet)")
    }

    @Test func webWithoutADisplayPrintsTheURL() throws {
        let result = try heroes.run(["show", "Spider-Man", "--web"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "http://marvel.com/characters/54/spider-man\n")
    }

    @Test func webNeverOpensAURLWithUserInformationAndTakesTheNextPage() throws {
        var hero: [String: Any] = ["id": 5, "name": "Decoy"]
        hero["urls"] = [
            ["type": "detail", "url": "http://x.example%5C@evil.example/"],
            ["type": "wiki", "url": "https://marvel.com@evil.example/wiki"],
            ["type": "comiclink", "url": "http://marvel.com/comics/5"],
        ]
        let server = try HostileServerTests.ScriptedServer(
            body: HostileServerTests.envelope(total: 1, results: [hero]))
        let result = try heroes.run(["show", "5", "--web"], env: server.env)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "http://marvel.com/comics/5\n", "\(result)")
        #expect(!(result.stdout + result.stderr).contains("evil.example"), "\(result)")
    }

    @Test func webTakesNoFormat() throws {
        let result = try heroes.run(["show", "1009610", "--web", "--json"])
        #expect(result.status == 64, "\(result)")
    }
}

extension Heroes {
    /// Runs heroes on a pseudo-terminal and types `typing` at it (`q` quits less).
    func runOnTerminal(_ arguments: [String], env extra: [String: String] = [:], typing: String) throws
        -> ProcessResult
    {
        let line = ([path] + arguments).map(ProcessRunner.shellQuote).joined(separator: " ")
        let sized = "stty cols 100 rows 50 2>/dev/null; " + line
        let result = try ProcessRunner.run(
            "/usr/bin/script", ["-qefc", sized, "/dev/null"], environment: environment(extra), stdin: typing,
            timeout: 60)
        return ProcessResult(
            status: result.status, stdout: result.stdout.replacingOccurrences(of: "\r\n", with: "\n"),
            stderr: result.stderr, timedOut: result.timedOut)
    }
}

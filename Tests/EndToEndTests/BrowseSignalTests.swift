import Foundation
import Testing
import TestingUtils

/// `heroes browse` in tmux when something other than a key ends or stops it: a fatal signal, a
/// catalog file cut short under it, job control (Ctrl-Z, SIGTSTP, `fg`), or a terminal that
/// cannot draw (`TERM=dumb`). The terminal must come back as it was every time.
@Suite(.serialized) struct BrowseSignalTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    func browse(_ extra: [String: String]) throws -> TmuxTerminal {
        try TmuxTerminal([heroes.path, "browse"], environment: heroes.environment(extra))
    }

    /// The state letter of process `pid` (`T` when stopped), from /proc/PID/stat.
    static func state(of pid: Int32) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return nil }
        return stat[end...].dropFirst(2).first
    }

    /// Waits until `condition` holds (checked every 50 ms, for at most 30 s: a bound on a hang
    /// only, which a loaded machine never comes near when the condition comes to hold).
    static func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        repeat {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return false
    }

    /// AddressSanitizer's options that leave SEGV, BUS and FPE to the program's own handlers.
    static let ownFatalSignalHandlers = " handle_segv=0 handle_sigbus=0 handle_sigfpe=0"

    @Test(arguments: [
        ("SEGV", 11), ("BUS", 7), ("ABRT", 6), ("ILL", 4), ("TRAP", 5), ("FPE", 8), ("USR1", 10), ("USR2", 12),
        ("ALRM", 14), ("XCPU", 24), ("QUIT", 3),
    ])
    func aFatalSignalGivesTheTerminalBackAndEndsTheProcessByThatSignal(signal: String, number: Int32) throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        // No crash helper (as in the release binary): the debug build's Swift runtime would run
        // its backtracer, which waits for a key on a terminal. Under scripts/sanitize, heroes'
        // own handlers take SEGV, BUS and FPE, not AddressSanitizer's (which would report the
        // signal sent on purpose and exit 1); a binary without the sanitizer ignores the setting.
        let asan = (heroes.environment()["ASAN_OPTIONS"] ?? "") + Self.ownFatalSignalHandlers
        let terminal = try browse(
            BrowseTerminalTests.keys.merging([
                "HEROES_BASE_URL": server.baseURL, "SWIFT_BACKTRACE": "enable=no", "ASAN_OPTIONS": asan,
            ]) { $1 })
        try #require(try terminal.waitFor("Heroes · 1 of 1,485") != nil, "\(terminal.shown)")
        try terminal.send(signal: signal)
        let ending = try #require(terminal.ending())
        #expect(ending.status == 128 + number, "the shell saw heroes end by SIG\(signal)")
        #expect(!ending.before.isEmpty && ending.before == ending.after, "stty -g is the same before and after")
        #expect(try terminal.format("#{alternate_on}") == "0", "back on the main screen")
        #expect(try terminal.format("#{cursor_flag}") == "1", "the cursor is shown")
        #expect(try terminal.format("#{mouse_any_flag}#{mouse_sgr_flag}") == "00", "mouse reports are off")
    }

    /// The embedded catalog, copied to a data folder of the test's own, is cut to its first
    /// megabyte while browse shows it: opening a hero then reads pages that are gone. browse
    /// shows the error and goes on (a mapped file ended it with SIGBUS).
    /// A catalog file cut short while `browse` reads it (read unmapped: a read error, never a
    /// SIGBUS) is found damaged and written again from the binary, once: the details open.
    @Test func aCatalogCutShortUnderBrowseIsWrittenAgainAndTheDetailsOpenNotACrash() async throws {
        let data = heroes.home.appendingPathComponent("data", isDirectory: true)
        let folder = data.appendingPathComponent("heroes", isDirectory: true)
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: data.path)
        let shared = Heroes.dataHome.appendingPathComponent("heroes", isDirectory: true)
        _ = Heroes.catalog  // written once per build folder
        let name = try #require(
            try FileManager.default.contentsOfDirectory(atPath: shared.path).first { $0.hasSuffix(".sqlite") })
        let copy = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: shared.appendingPathComponent(name), to: copy)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: copy.path)

        let terminal = try browse(["XDG_DATA_HOME": data.path])
        try #require(try terminal.waitFor("Heroes · 1 of 1,485") != nil, "\(terminal.shown)")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: copy.path)[.size] as? Int)
        let handle = try FileHandle(forWritingTo: copy)
        try handle.truncate(atOffset: 1 << 20)
        try handle.close()
        try terminal.press("End")
        try terminal.press("Enter")
        let opened = try terminal.waitFor { $0.contains("Comics, newest first") }
        #expect(opened != nil, "the details open: \(terminal.shown)")
        // Written again beside it and moved into place, just after the details open.
        let restored = await eventually(timeout: .seconds(120)) {
            (try? FileManager.default.attributesOfItem(atPath: copy.path)[.size] as? Int) == size
        }
        #expect(restored, "the catalog file is written again whole")
        try terminal.press("q")
        let ending = try #require(terminal.ending(), "heroes is still running: \(terminal.shown)")
        #expect(ending.status == 0, "q quits after the error")
        #expect(ending.before == ending.after)
        #expect(try terminal.format("#{alternate_on}") == "0")
    }

    /// In an interactive bash: browse is stopped by Ctrl-Z or by a SIGTSTP from outside, bash
    /// says so on the main screen, and `fg` gives browse the terminal again, drawn whole, its
    /// keys read raw.
    @Test(arguments: [true, false])
    func stoppedByCtrlZOrSigtstpItGivesTheTerminalBackAndTakesItAgainOnFg(byKey: Bool) throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let terminal = try TmuxTerminal(
            interactiveBashWith: heroes.environment(
                BrowseTerminalTests.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 }))
        try #require(try terminal.waitFor { $0.hasPrefix("$") } != nil, "\(terminal.shown)")
        try terminal.run([heroes.path, "browse"])
        try #require(try terminal.waitFor("Heroes · 1 of 1,485") != nil, "\(terminal.shown)")
        let pid = try #require(try terminal.programPID())
        if byKey {
            try terminal.press("C-z")
        } else {
            try terminal.send(signal: "TSTP")
        }
        #expect(Self.waitUntil { Self.state(of: pid) == "T" }, "heroes is stopped")
        #expect(try terminal.waitFor("Stopped") != nil, "bash says so: \(terminal.shown)")
        #expect(try terminal.format("#{alternate_on}") == "0", "back on the main screen while stopped")
        #expect(try terminal.format("#{cursor_flag}") == "1", "the cursor is shown while stopped")
        #expect(try terminal.format("#{mouse_any_flag}#{mouse_sgr_flag}") == "00", "no mouse reports while stopped")

        try terminal.type("fg")
        try terminal.press("Enter")
        let redrawn = try terminal.waitFor { $0.hasPrefix("Heroes · 1 of 1,485") }
        #expect(redrawn != nil, "the screen is drawn whole again: \(terminal.shown)")
        #expect(try terminal.format("#{alternate_on}") == "1")
        try terminal.press("Down")
        #expect(try terminal.waitFor("2 of 1,485") != nil, "keys are read raw after fg: \(terminal.shown)")
        try terminal.press("q")
        #expect(Self.waitUntil { Self.state(of: pid) == nil }, "heroes ended and was collected")
        try terminal.recordEnding()
        let ending = try #require(terminal.ending(), "\(terminal.shown)")
        #expect(ending.status == 0)
        #expect(!ending.before.isEmpty && ending.before == ending.after, "stty -g is the same before and after")
    }

    @Test(arguments: ["dumb", ""])
    func aTerminalThatCannotDrawIsRefusedWithExit64AndNoEscapeSequence(term: String) throws {
        let result = try heroes.runOnTerminal(["browse"], env: ["TERM": term])
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout.contains("heroes: browse draws a screen, which a terminal with TERM"), "\(result)")
        #expect(!result.stdout.contains("\u{1B}"), "nothing drawn: \(result)")
    }
}

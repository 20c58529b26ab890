import Foundation
import Testing
import TestingUtils

/// The config keys people set once, on the built binary: `per_page`, `format`, `color` and
/// `pager` each change what `list`, `show` and `random` write, a flag (or a variable) overrides
/// each, and a value a key does not take is refused naming the file, the line and the key.
@Suite struct ConfigPreferencesTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    var configFile: URL { heroes.home.appendingPathComponent("config/heroes/config") }

    func set(_ key: String, _ value: String) throws {
        let result = try heroes.run(["config", "set", key, value])
        #expect(result.status == 0, "\(result)")
    }

    func lines(_ result: ProcessResult) -> [Substring] {
        result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    @Test func perPageSetsTheRowsOfListAndShowComicsAndTheFlagOverridesIt() throws {
        let ten = try heroes.run(["list", "-n", "10"])
        #expect(ten.status == 0, "\(ten)")
        try set("per_page", "5")
        // `list --page 2` is read without ArgumentParser (QuickLine), `--order-by` with it.
        let pageTwo = try heroes.run(["list", "--page", "2"])
        #expect(pageTwo.status == 0, "\(pageTwo)")
        #expect(lines(pageTwo) == Array(lines(ten)[5..<10]), "page 2 of 5 is heroes 6 to 10: \(pageTwo)")
        let ordered = try heroes.run(["list", "--order-by", "name"])
        #expect(lines(ordered).count == 5, "\(ordered)")
        #expect(lines(try heroes.run(["list", "-n", "3"])).count == 3)
        #expect(lines(try heroes.run(["list", "--per-page", "3", "--order-by", "name"])).count == 3)
        let comics = try heroes.run(["show", "1009610", "--comics"])
        #expect(comics.status == 0 && lines(comics).count == 5, "\(comics)")
        #expect(lines(try heroes.run(["show", "1009610", "--comics", "--per-page", "2"])).count == 2)
    }

    @Test func formatIsUsedPipedByListShowAndRandomAndAFlagOverridesIt() throws {
        try set("format", "csv")
        let list = try heroes.run(["list", "--page", "2"])
        #expect(
            list.status == 0 && list.stdout.hasPrefix("id,name,comics,series,stories,events,modified\r\n"), "\(list)")
        let show = try heroes.run(["show", "1009610"])
        #expect(show.status == 0 && show.stdout.hasPrefix("key,value\r\n"), "\(show)")
        let random = try heroes.run(["random", "--seed", "7"])
        #expect(random.status == 0 && random.stdout.hasPrefix("key,value\r\n"), "\(random)")
        let tsv = try heroes.run(["list", "--page", "2", "--format", "tsv"])
        #expect(tsv.status == 0 && tsv.stdout.contains("\t") && !tsv.stdout.hasPrefix("id,name"), "\(tsv)")
        let json = try heroes.run(["list", "--page", "2", "--json"])
        #expect(json.status == 0 && json.stdout.hasPrefix("{"), "\(json)")
    }

    /// The file is the user's word to heroes, NO_COLOR a word to every program: the file wins
    /// (no-color.org asks for that), the flag wins over both.
    @Test func colorAlwaysColoursAPipeEvenUnderNoColorAndTheFlagOverridesIt() throws {
        try set("color", "always")
        let coloured = try heroes.run(["list", "--page", "2", "--format", "table"])
        #expect(coloured.status == 0 && coloured.stdout.contains("\u{1B}["), "SGR in a pipe: \(coloured)")
        let never = try heroes.run(["list", "--page", "2", "--format", "table", "--color", "never"])
        #expect(never.status == 0 && !never.stdout.contains("\u{1B}"), "\(never)")
        let noColor = try heroes.run(["list", "--page", "2", "--format", "table"], env: ["NO_COLOR": "1"])
        #expect(noColor.status == 0 && noColor.stdout.contains("\u{1B}["), "\(noColor)")
        let show = try heroes.run(["show", "1009610", "--format", "table"])
        #expect(show.status == 0 && show.stdout.contains("\u{1B}["), "\(show)")
    }

    @Test func thePagerIsUsedOnATerminalOverPagerUnlessNoPagerOrHeroesPagerOverridesIt() throws {
        let (pager, paged) = try heroes.recordingPager(folder: "config pager", arguments: "--from config")
        try set("pager", pager)
        // Heroes.environment sets HEROES_PAGER=cat for every test; empty, it is left out.
        let env = ["HEROES_PAGER": ""]
        let shown = try heroes.runOnTerminal(["show", "1009610", "--color", "never"], env: env)
        #expect(shown.status == 0 && shown.stdout.contains("PAGED --from config"), "\(shown)")
        #expect(try String(contentsOf: paged, encoding: .utf8).hasPrefix("Spider-Man\n"))
        try FileManager.default.removeItem(at: paged)
        let direct = try heroes.runOnTerminal(["show", "1009610", "--no-pager"], env: env)
        #expect(direct.status == 0 && !FileManager.default.fileExists(atPath: paged.path), "\(direct)")
        let (other, otherPaged) = try heroes.recordingPager(folder: "variable pager", arguments: "")
        let overPager = try heroes.runOnTerminal(["show", "1009610"], env: ["HEROES_PAGER": "", "PAGER": other])
        #expect(overPager.status == 0 && FileManager.default.fileExists(atPath: paged.path), "\(overPager)")
        #expect(!FileManager.default.fileExists(atPath: otherPaged.path), "PAGER comes after the file")
        try FileManager.default.removeItem(at: paged)
        let overridden = try heroes.runOnTerminal(["show", "1009610"], env: ["HEROES_PAGER": other])
        #expect(overridden.status == 0 && FileManager.default.fileExists(atPath: otherPaged.path), "\(overridden)")
        #expect(!FileManager.default.fileExists(atPath: paged.path))
        try set("pager", "")
        let none = try heroes.runOnTerminal(["show", "1009610", "--color", "never"], env: env)
        #expect(none.status == 0 && none.stdout.contains("Spider-Man"), "an empty pager is none: \(none)")
    }

    /// Writes the config file by hand, as an editor would, mode 0600.
    func writeConfig(_ text: String) throws {
        try FileManager.default.createDirectory(
            at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: configFile)
        #expect(chmod(configFile.path, 0o600) == 0)
    }

    @Test(arguments: [
        ("per_page = 0", "per_page \"0\""), ("per_page = 101", "per_page \"101\""),
        ("per_page = -1", "per_page \"-1\""), ("per_page = 1e3", "per_page \"1e3\""),
        ("per_page = 123456789012345678901234567890", "per_page \"123456789012345678901234567890\""),
        ("format = xml", "format \"xml\""), ("color = sometimes", "color \"sometimes\""),
        ("pager = \"less\u{1B}]0;pwned\u{07}\"", "pager \"less"),
    ])
    func aBadValueInTheFileIsExit78NamingTheFileTheLineAndTheKey(line: String, named: String) throws {
        try writeConfig("# mine\n" + line + "\n")
        for arguments in [["list", "--page", "2"], ["show", "1009610"], ["random"]] {
            let result = try heroes.run(arguments)
            #expect(result.status == 78, "\(arguments): \(result)")
            #expect(
                result.stderr.hasPrefix("heroes: " + named)
                    && result.stderr.contains("on line 2 of the config file \(configFile.path)"),
                "\(result)")
            #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{07}"), "neutralised: \(result)")
        }
        // The command that mends it still works.
        let mended = try heroes.run(["config", "unset", String(line.prefix { $0 != " " })])
        #expect(mended.status == 0, "\(mended)")
        #expect(try heroes.run(["list", "--page", "2"]).status == 0)
    }

    @Test func configSetRefusesWhatAKeyDoesNotTakeAndListAndGetShowWhatItTakes() throws {
        for (key, value) in [("per_page", "101"), ("per_page", "0"), ("color", "sometimes"), ("format", "xml")] {
            let refused = try heroes.run(["config", "set", key, value])
            #expect(refused.status == 64 && refused.stderr.contains("the value for \(key) is not"), "\(refused)")
        }
        let unclosed = try heroes.run(["config", "set", "pager", "less '"])
        #expect(unclosed.status == 64 && unclosed.stderr.contains("a quote is left open"), "\(unclosed)")
        try set("per_page", "50")
        try set("color", "never")
        let note = try heroes.run(["config", "set", "pager", "more"], env: ["HEROES_PAGER": "cat"])
        #expect(
            note.stderr.contains("note: HEROES_PAGER is set in the environment, and overrides the file."), "\(note)")
        let noNote = try heroes.run(["config", "set", "color", "never"], env: ["NO_COLOR": "1", "PAGER": "more"])
        #expect(noNote.status == 0 && !noNote.stderr.contains("note:"), "the file comes before NO_COLOR: \(noNote)")
        try set("pager", "")
        #expect(try heroes.run(["config", "get", "per_page"]).stdout == "50\n")
        let listed = try heroes.run(["config", "list"], env: ["PAGER": "more"])
        #expect(listed.stdout.contains("per_page\t50\tconfig file \(configFile.path)\n"), "\(listed)")
        #expect(listed.stdout.contains("color\tnever\tconfig file \(configFile.path)\n"), "\(listed)")
        #expect(listed.stdout.contains("pager\tcat\tenvironment HEROES_PAGER\n"), "\(listed)")
        #expect(listed.stdout.contains("format\t\tdefault\n"), "\(listed)")
    }
}

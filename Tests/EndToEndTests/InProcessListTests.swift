import Foundation
import Testing
import TestingUtils

/// `heroes list` on the embedded catalog (no HEROES_BASE_URL), piped, as JSON and on a terminal.
@Suite struct InProcessListTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    @Test func pipedPageTwoIsTabSeparatedRowsOfThatPage() async throws {
        let result = try heroes.run(["list", "--page", "2"])
        #expect(result.status == 0, "\(result)")
        let expected = try await Expected.page(2)
        #expect(result.stdout == expected.heroes.map(Expected.tsvRow).joined(separator: "\n") + "\n")
        #expect(result.stdout.split(separator: "\n").first == "1011194\tAkemi\t0\t0\t0\t0\t")
        #expect(!result.stdout.contains("\u{1B}["), "no colour in a pipe")
        #expect(result.stderr == "", "quiet by default: no notice on every run")
    }

    /// The embedded catalog needs no network and keeps no cache: `--offline` and `--refresh`
    /// answer from it as a plain call does, for `list`, `show` and `show --comics`.
    @Test(arguments: ["--offline", "--refresh"])
    func offlineAndRefreshAnswerFromTheEmbeddedCatalog(flag: String) throws {
        for arguments in [["list", "--page", "2"], ["show", "1009610"], ["show", "1009610", "--comics"]] {
            let plain = try heroes.run(arguments)
            let flagged = try heroes.run(arguments + [flag])
            #expect(plain.status == 0, "\(plain)")
            #expect(flagged.status == 0, "\(arguments) \(flag): \(flagged)")
            #expect(flagged.stdout == plain.stdout, "\(arguments) \(flag)")
            #expect(flagged.stderr == "", "\(arguments) \(flag): \(flagged.stderr)")
        }
    }

    @Test func perPageChangesThePage() async throws {
        let result = try heroes.run(["list", "--page", "3", "--per-page", "7"])
        #expect(result.status == 0, "\(result)")
        let expected = try await Expected.page(3, perPage: 7)
        #expect(result.stdout.split(separator: "\n").map(String.init) == expected.heroes.map(Expected.tsvRow))
        #expect(expected.heroes.count == 7)
    }

    @Test func jsonHasPagingAndDomainFields() throws {
        let result = try heroes.run(["list", "--page", "2", "--json"])
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["page"] as? Int == 2)
        #expect(object["perPage"] as? Int == 20)
        #expect(object["total"] as? Int == 1485)
        let list = try #require(object["heroes"] as? [[String: Any]])
        #expect(list.count == 20)
        let first = try #require(list.first)
        #expect(first["id"] as? Int == 1011194)
        #expect(first["name"] as? String == "Akemi")
        #expect((first["comics"] as? [String: Any])?["available"] as? Int == 0, "the shape of show --json")
        #expect(first["thumbnail"] is NSNull, "the API's image_not_available is no image")
        let alexPower = try #require(list.first { $0["name"] as? String == "Alex Power" })
        #expect(alexPower["modified"] as? String == "2011-10-27T13:57:58Z")
        for key in ["description", "modified", "series", "stories", "events"] {
            #expect(first.keys.contains(key), "missing \(key)")
        }
    }

    @Test func pagePastTheEndIsAnEmptyPageWithAMessage() throws {
        let result = try heroes.run(["list", "--page", "999"])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr.hasSuffix("No heroes on page 999: there are 75 pages of 20.\n"), "\(result)")
    }

    @Test func terminalShowsHeaderTableFooterAndAttribution() throws {
        let result = try heroes.runOnTerminal(["list", "--page", "2"], columns: 100)
        #expect(result.status == 0, "\(result)")
        let plain = result.stdout.replacing(/\u{1B}\[[0-9;]*m/, with: "")
        #expect(plain.contains("Page 2 of 75 · 1,485 heroes"), "\(plain)")
        #expect(plain.contains("ID       NAME"))
        #expect(plain.contains("1011194  Akemi"))
        #expect(plain.contains("Next: heroes list --page 3"))
        #expect(plain.contains("Data provided by Marvel. © 2017 MARVEL"))
        #expect(result.stdout.contains("\u{1B}[1m"), "a terminal gets colour")
        #expect(plain.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }

    @Test func noColorTurnsColourOffOnATerminal() throws {
        let result = try heroes.runOnTerminal(["list"], env: ["NO_COLOR": "1"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}["), "\(result)")
        #expect(result.stdout.contains("Page 1 of 75"))
    }

    /// Piped output is data: `--color always` leaves the tab-separated rows and the JSON
    /// exactly as `--color never` prints them.
    @Test(arguments: [["list", "--page", "2"], ["list", "--page", "2", "--json"]])
    func colorAlwaysLeavesPipedDataPlain(arguments: [String]) throws {
        let always = try heroes.run(arguments + ["--color", "always"])
        let never = try heroes.run(arguments + ["--color", "never"])
        #expect(always.status == 0, "\(always)")
        #expect(never.status == 0, "\(never)")
        #expect(!always.stdout.isEmpty)
        #expect(!always.stdout.contains("\u{1B}"), "\(always)")
        #expect(always.stdout == never.stdout)
    }

    /// What `--color always` does colour on a pipe: the messages on stderr, which `auto` leaves
    /// plain there.
    @Test func colorAlwaysColoursTheMessagesOnAPipedStderr() throws {
        let notice = ""  // the embedded catalog is said only with --verbose, on a terminal
        let error = "heroes: no hero with id 42. Try `heroes list` to see the ids."
        let always = try heroes.run(["show", "42", "--color", "always"])
        #expect(always.status == 66, "\(always)")
        #expect(always.stderr == notice + "\u{1B}[1;31m" + error + "\u{1B}[0m\n")
        let auto = try heroes.run(["show", "42"])
        #expect(auto.stderr == notice + error + "\n")
        let empty = try heroes.run(["list", "--page", "999", "--color", "always"])
        #expect(empty.status == 0 && empty.stdout == "", "\(empty)")
        #expect(empty.stderr == notice + "\u{1B}[33mNo heroes on page 999: there are 75 pages of 20.\u{1B}[0m\n")
    }

    @Test func colorAlwaysColoursATerminalEvenWithNoColorSet() throws {
        let result = try heroes.runOnTerminal(["list", "--color", "always"], env: ["NO_COLOR": "1"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("\u{1B}[1mPage 1 of 75"), "\(result)")
    }

    @Test func colorNeverTurnsColourOffOnATerminal() throws {
        let result = try heroes.runOnTerminal(["list", "--color", "never"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Page 1 of 75"), "the table was drawn: \(result)")
        #expect(!result.stdout.contains("\u{1B}["), "\(result)")
    }

    @Test func theBinaryWorksCopiedAloneIntoAnEmptyFolder() throws {
        let folder = heroes.home.appendingPathComponent("alone")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("heroes")
        try FileManager.default.copyItem(atPath: heroes.path, toPath: copy.path)
        let result = try ProcessRunner.run(
            copy.path, ["show", "1009610", "--json"], environment: heroes.environment(), currentDirectory: folder)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("\"name\":\"Spider-Man\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["heroes"])
    }
}

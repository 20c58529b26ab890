import Foundation
import Testing
import TestingUtils

/// Issue 12's output habits, end to end on the embedded catalog, piped and on a
/// pseudo-terminal: quiet by default, --json fields and one hero shape, --format, the table
/// forced into a pipe, and heroes cache info.
@Suite struct OutputHabitsTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    static let notice = "heroes: using the embedded catalog (set HEROES_BASE_URL to use a Marvel-compatible server)"

    // MARK: quiet by default

    @Test func noNoticeOnATerminalByDefault() throws {
        let result = try heroes.runOnTerminal(["list", "--per-page", "2"])
        #expect(result.status == 0, "\(result)")
        #expect(!result.stdout.contains("embedded catalog"), "\(result)")
    }

    @Test func verboseSaysWhereTheDataComesFromOnATerminal() throws {
        let result = try heroes.runOnTerminal(["list", "--per-page", "2", "--verbose"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains(Self.notice), "\(result)")
    }

    @Test(arguments: [
        ["--verbose", "--json"], ["--verbose", "--quiet"], ["-v", "-q"], ["--verbose", "--format", "json"],
    ])
    func jsonOrQuietLeavesTheNoticeOutEvenWithVerbose(flags: [String]) throws {
        let result = try heroes.runOnTerminal(["list", "--per-page", "2"] + flags)
        #expect(result.status == 0, "\(result)")
        #expect(!result.stdout.contains("embedded catalog"), "\(result)")
    }

    @Test func quietSilencesTheOfflineNoticeButNotTheData() throws {
        let server = try ServeProcess(heroes)
        let env = LoopbackServeTests.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 }
        let online = try heroes.run(["list", "--page", "2"], env: env)
        #expect(online.status == 0, "\(online)")
        server.stop()
        let loud = try heroes.run(["list", "--page", "2", "--max-age", "0"], env: env)
        #expect(loud.stderr.hasSuffix("heroes: offline: showing page 2 as cached just now\n"), "\(loud)")
        let quiet = try heroes.run(["list", "--page", "2", "--max-age", "0", "--quiet"], env: env)
        #expect(quiet.status == 0, "\(quiet)")
        #expect(quiet.stdout == online.stdout)
        #expect(quiet.stderr == "", "\(quiet)")
    }

    @Test func quietSilencesTheProgressOfAll() throws {
        let loud = try heroes.runOnTerminal(["list", "--all", "--no-pager", "--color", "never"])
        #expect(loud.stdout.contains("heroes: fetching 15/15 pages…"), "\(loud)")
        let quiet = try heroes.runOnTerminal(["list", "--all", "--no-pager", "--color", "never", "-q"])
        #expect(quiet.status == 0, "\(quiet)")
        #expect(quiet.stdout.hasPrefix("Page 1 of 1 · 1,485 heroes\n"), "\(quiet)")
    }

    @Test func aPipeNeverGetsTheNotice() throws {
        let result = try heroes.run(["list", "--per-page", "2", "--verbose"])
        #expect(result.status == 0, "\(result)")
        #expect(!result.stderr.contains("embedded catalog"), "\(result)")
    }

    @Test func helpSaysWhereTheDataComesFrom() throws {
        let result = try heroes.run(["--help"])
        #expect(result.stdout.contains("Data comes from the embedded catalog unless HEROES_BASE_URL"), "\(result)")
        #expect(result.stdout.contains("--quiet silences them"), "\(result)")
    }

    // MARK: --json fields, one hero shape

    @Test func jsonFieldsKeepOnlyThoseKeysOfEachHero() throws {
        let result = try heroes.run(["list", "--per-page", "3", "--json", "id,name,comics"])
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let list = try #require(object["heroes"] as? [[String: Any]])
        #expect(list.count == 3)
        #expect(list.allSatisfy { Set($0.keys) == ["id", "name", "comics"] }, "\(list)")
    }

    @Test func aWrongFieldIsExit64ListingTheValidOnes() throws {
        let result = try heroes.run(["show", "1009610", "--json", "id,nmae"])
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout == "")
        #expect(
            result.stderr.hasPrefix(
                "Error: Unknown JSON field: \"nmae\". Available fields: id, name, description, modified, thumbnail, portrait, links, comics, series, stories, events, latestComics, attribution, comicsByYear.\n"
            ), "\(result)")
    }

    @Test func aHeroHasTheSameJSONInListAndShow() throws {
        let list = try heroes.run(["list", "--name", "Spider-Man", "--json"])
        let show = try heroes.run(["show", "1009610", "--json"])
        #expect(list.status == 0 && show.status == 0, "\(list) \(show)")
        let page = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let listed = try #require((page["heroes"] as? [[String: Any]])?.first)
        var shown = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        shown["latestComics"] = nil
        shown["attribution"] = nil
        #expect(NSDictionary(dictionary: listed).isEqual(to: shown), "list: \(listed)\nshow: \(shown)")
    }

    // MARK: --format

    @Test func csvIsAHeaderAndOneCRLFRecordAHero() throws {
        let result = try heroes.run(["list", "--page", "2", "--per-page", "3", "--format", "csv"])
        #expect(result.status == 0, "\(result)")
        let records = result.stdout.components(separatedBy: "\r\n")
        #expect(records.first == "id,name,comics,series,stories,events,modified")
        #expect(records.count == 5 && records.last == "", "\(records)")
        let tsv = try heroes.run(["list", "--page", "2", "--per-page", "3"])
        #expect(
            records[1...3].map { $0.replacingOccurrences(of: ",", with: "\t") }
                == tsv.stdout.split(separator: "\n").map(String.init))
    }

    @Test func theDetailsAsCSVAreKeyValueRecords() throws {
        let result = try heroes.run(["show", "1009610", "--format", "csv"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("key,value\r\nid,1009610\r\nname,Spider-Man\r\n"), "\(result)")
    }

    @Test func jsonAndAnotherFormatAreRefused() throws {
        let result = try heroes.run(["list", "--json", "--format", "tsv"])
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.hasPrefix("Error: --json and --format tsv ask for two formats; give one of them."))
    }

    @Test func formatTableDrawsTheTableIntoAPipeColouredUnderColorAlways() throws {
        let coloured = try heroes.run(["list", "--format", "table", "--color", "always"])
        #expect(coloured.status == 0, "\(coloured)")
        #expect(coloured.stdout.contains("\u{1B}[1mPage 1 of 75"), "\(coloured)")
        let plain = try heroes.run(["list", "--format", "table"])
        #expect(plain.stdout.hasPrefix("Page 1 of 75 · 1,485 heroes\n"), "\(plain)")
        #expect(!plain.stdout.contains("\u{1B}"))
    }

    @Test func forceTTYDrawsForATerminalIntoAPipeAtItsWidth() throws {
        let result = try heroes.run(["list"], env: ["HEROES_FORCE_TTY": "60"])
        #expect(result.status == 0, "\(result)")
        let plain = result.stdout.replacing(/\u{1B}\[[0-9;]*m/, with: "")
        #expect(plain.hasPrefix("Page 1 of 75 · 1,485 heroes\n"), "\(result)")
        #expect(result.stdout.contains("\u{1B}["), "colour as on a terminal")
        #expect(plain.split(separator: "\n").allSatisfy { $0.count <= 60 }, "\(plain)")
        #expect(!result.stdout.contains("\u{1B}]8;"), "no links into a pipe")
    }

    // MARK: heroes cache info

    @Test func cacheInfoOnATerminalIsReadable() throws {
        let result = try heroes.runOnTerminal(["cache", "info", "--color", "never"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Holds      0 pages and 0 heroes"), "\(result)")
        #expect(result.stdout.contains("of at most 256.0 MiB"), "\(result)")
        #expect(result.stdout.contains("Fetched    nothing yet"), "\(result)")
    }

    @Test func cacheInfoAsJSON() throws {
        let result = try heroes.run(["cache", "info", "--json"])
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "path", "pages", "heroes", "bytes", "limitBytes", "readOnly", "oldestFetch", "newestFetch",
            ])
        #expect(object["limitBytes"] as? Int == 268_435_456)
        #expect(object["oldestFetch"] is NSNull)
    }
}

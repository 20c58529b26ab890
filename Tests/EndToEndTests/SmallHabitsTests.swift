import Foundation
import Testing
import TestingUtils

/// `-n/--limit`, durations like `1h30m` and the mistyped subcommand, piped and on a terminal.
@Suite struct SmallHabitsTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    @Test func limitAndNAreThePerPageOption() throws {
        let perPage = try heroes.run(["list", "--per-page", "3"])
        #expect(perPage.status == 0, "\(perPage)")
        #expect(perPage.stdout.split(separator: "\n").count == 3)
        #expect(try heroes.run(["list", "-n", "3"]).stdout == perPage.stdout)
        #expect(try heroes.run(["list", "--limit", "3"]).stdout == perPage.stdout)
        let terminal = try heroes.runOnTerminal(["list", "-n", "3", "--color", "never"])
        #expect(terminal.status == 0 && terminal.stdout.contains("heroes list --page 2 --per-page 3"), "\(terminal)")
    }

    @Test func maxAgeTakesHoursAndMinutesTogether() throws {
        let result = try heroes.run(["list", "-n", "1", "--max-age", "1h30m"])
        #expect(result.status == 0, "\(result)")
        let bad = try heroes.run(["list", "--max-age", "30m1h"])
        #expect(bad.status == 64, "\(bad)")
        #expect(bad.stderr.contains("--max-age must be a duration like 3600, 30m, 24h, 1h30m or 7d, got \"30m1h\"."))
    }

    @Test func aMistypedSubcommandSuggestsTheNearestWithExit64() throws {
        let piped = try heroes.run(["lsit", "--page", "2"])
        #expect(piped.status == 64, "\(piped)")
        #expect(piped.stderr == "heroes: \"lsit\" is not a heroes command. Did you mean `heroes list`?\n")
        #expect(piped.stdout.isEmpty)
        let terminal = try heroes.runOnTerminal(["doctr"])
        #expect(terminal.status == 64, "\(terminal)")
        #expect(terminal.stdout.contains("Did you mean `heroes doctor`?"), "\(terminal)")
        let nothingNear = try heroes.run(["xyzzy"])
        #expect(nothingNear.status == 64)
        #expect(
            nothingNear.stderr.contains(
                "the commands are list, show, characters, comics, creators, events, series, stories, api, path, "
                    + "browse, random, serve, cache, config, doctor"), "\(nothingNear)")
    }
}

import Foundation
import Testing
import TestingUtils

/// Bad arguments are refused before any request: a one-line error, the usage, exit 64.
@Suite struct BadInputTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    @Test(arguments: [
        (["list", "--page", "0"], "Error: --page must be 1 or more, got 0."),
        (["list", "--page", "-3"], "Error: --page must be 1 or more, got -3."),
        (["list", "--page", "x"], "Error: The value 'x' is invalid for '--page <page>'"),
        (["list", "--per-page", "0"], "Error: --per-page must be 1 or more, got 0."),
        (
            ["list", "--per-page", "10001"],
            "Error: --per-page can be at most 10000, got 10001; use --all for every hero."
        ),
        (
            ["list", "--max-age", "soon"],
            "Error: --max-age must be a duration like 3600, 30m, 24h, 1h30m or 7d, got \"soon\"."
        ),
        (["list", "--offline", "--refresh"], "Error: --offline and --refresh cannot be used together."),
        (
            ["list", "--page", "99999999999999999999"],
            "Error: The value '99999999999999999999' is invalid for '--page <page>'"
        ),
        (["show", "12.5"], "Error: the hero id must be a number like 1009610, got \"12.5\"."),
        (
            ["show", "99999999999999999999"],
            "Error: the hero id 99999999999999999999 is out of range; ids are whole numbers like 1009610."
        ),
        (["show"], "Error: Missing expected argument '<id-or-name>'"),
        (["list", "--bogus"], "Error: Unknown option '--bogus'"),
    ])
    func refusedWithUsageAndExit64(arguments: [String], firstLine: String) throws {
        let nothingListens = try RefusingPort()
        let result = try heroes.run(arguments, env: ["HEROES_BASE_URL": "http://127.0.0.1:\(nothingListens.port)"])
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == firstLine, "\(result)")
        #expect(lines.contains { $0.hasPrefix("Usage: heroes \(arguments[0])") }, "\(result)")
        #expect(
            !result.stderr.contains("using the embedded catalog"),
            "no data source is touched before the arguments are checked")
    }

    /// An argument ArgumentParser or a check refuses is quoted back neutralised: its escape
    /// sequences (a title, a screen clear) never reach the terminal.
    @Test(arguments: [
        ["list", "--order-by"], ["list", "--json"], ["show", "1", "--json"], ["list", "--format"], ["list", "--color"],
        ["list", "--max-age"], ["list", "--modified-since"],
        ["cache", "prune", "--older-than"], ["config", "get"], ["serve", "--faults"],
    ])
    func anArgumentsEscapeSequencesAreTakenOutOfItsError(arguments: [String]) throws {
        let result = try heroes.run(arguments + ["x\u{1B}]0;PWN\u{07}\u{1B}[2Jy"])
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.hasPrefix("Error: "), "\(result)")
        #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{07}"), "\(result)")
    }

    @Test func nothingListeningIsUnavailableWithWhatToDo() throws {
        let nothingListens = try RefusingPort()
        let port = nothingListens.port
        let result = try heroes.run(["list"], env: ["HEROES_BASE_URL": "http://127.0.0.1:\(port)"])
        #expect(result.status == 69, "\(result)")
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "heroes: could not connect to http://127.0.0.1:\(port). Check that the server is running and HEROES_BASE_URL is right, then try again.\n"
        )
    }

    @Test(arguments: ["127.0.0.1:8080", "ftp://example.com", "http://", "not a url"])
    func malformedBaseURLIsAConfigurationError(value: String) throws {
        let result = try heroes.run(["list"], env: ["HEROES_BASE_URL": value])
        #expect(result.status == 78, "\(result)")
        #expect(
            result.stderr
                == "heroes: HEROES_BASE_URL \"\(value)\" is not a valid http(s) URL; set it like http://127.0.0.1:8080 or unset it to use the embedded catalog.\n"
        )
    }

    @Test func halfAKeyPairIsAConfigurationError() throws {
        let result = try heroes.run(["list"], env: ["MARVEL_PUBLIC_KEY": "pub"])
        #expect(result.status == 78, "\(result)")
        #expect(
            result.stderr
                == "heroes: MARVEL_PRIVATE_KEY is not set; set both MARVEL_PUBLIC_KEY and MARVEL_PRIVATE_KEY (or neither).\n"
        )
    }

    /// Every code of the README's table, each once, on a line of its own with its meaning (six
    /// of the ten were looked for, anywhere after a line feed).
    @Test func exitCodesListsEveryExitCodeOnceWithItsMeaning() throws {
        let result = try heroes.run(["exit-codes"])
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n")
        let codes = lines.compactMap { Int($0.prefix { $0.isNumber }) }
        #expect(codes.count == lines.count, "a line without a code: \(result.stdout)")
        #expect(codes.sorted() == [0, 1, 64, 65, 66, 69, 74, 77, 78, 130, 141])
        for line in lines {
            #expect(
                line.drop { $0.isNumber }.trimmingCharacters(in: .whitespaces).count >= 10, "no meaning given: \(line)")
        }
    }
}

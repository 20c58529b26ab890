import Foundation
import Testing
import TestingUtils

/// `--json`'s layout, as gh writes it: two spaces a level and `"key": value` on a terminal (or
/// with `HEROES_FORCE_TTY`), one compact line in a pipe; keys sorted; the same value either way.
@Suite struct JSONLayoutTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    static let compactPage =
        #"{"attribution":"Data provided by Marvel. © 2017 MARVEL","heroes":[{"id":1011334,"name":"3-D Man"},"#
        + #"{"id":1017100,"name":"A-Bomb (HAS)"}],"page":1,"perPage":2,"total":1485,"totalPages":743}"# + "\n"

    static let indentedPage = """
        {
          "attribution": "Data provided by Marvel. © 2017 MARVEL",
          "heroes": [
            {
              "id": 1011334,
              "name": "3-D Man"
            },
            {
              "id": 1017100,
              "name": "A-Bomb (HAS)"
            }
          ],
          "page": 1,
          "perPage": 2,
          "total": 1485,
          "totalPages": 743
        }

        """

    @Test func pipedJSONIsOneCompactLineWithSortedKeys() throws {
        let result = try heroes.run(["list", "-n", "2", "--json", "id,name"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == Self.compactPage)
    }

    @Test func jsonOnATerminalIsIndentedByTwoSpacesWithAColonAndASpace() throws {
        _ = Heroes.catalog  // written once per build folder, so no first-run notice on the terminal
        let result = try heroes.runOnTerminal(["list", "-n", "2", "--json", "id,name", "--no-pager"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.replacingOccurrences(of: "\r\n", with: "\n") == Self.indentedPage)
    }

    @Test func forcedTerminalJSONIsIndentedInAPipe() throws {
        let result = try heroes.run(["list", "-n", "2", "--json", "id,name"], env: ["HEROES_FORCE_TTY": "1"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == Self.indentedPage)
    }

    @Test func anEmptyListIsTwoBracketsOnTheKeysLine() throws {
        let result = try heroes.run(
            ["list", "--name-starts-with", "zzzz", "--json", "id"], env: ["HEROES_FORCE_TTY": "1"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("\n  \"heroes\": [],\n"), "\(result)")
    }

    /// Every `--json` of heroes goes through the one writer: piped, each is one line that parses.
    @Test(arguments: [
        ["show", "1009610", "--json", "id,name,latestComics"], ["show", "1009610", "--comics", "--json"],
        ["random", "--seed", "7", "--json", "id"], ["cache", "info", "--json"], ["doctor", "--json"],
    ])
    func everyPipedJSONIsOneLineThatParses(arguments: [String]) throws {
        let result = try heroes.run(arguments)
        #expect(result.stdout.hasSuffix("\n") && result.stdout.dropLast().firstIndex(of: "\n") == nil, "\(result)")
        #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) is NSObject, "\(result)")
        #expect(!result.stdout.contains("\" : "), "\(result)")
    }
}

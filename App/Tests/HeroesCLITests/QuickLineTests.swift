import ArgumentParser
import NetworkStubs
import Testing
@testable import HeroesCLI

/// ``QuickLine`` reads the commonest lines of `list` and `show`, for every resource, without
/// ArgumentParser: whatever it takes, ArgumentParser must read the same way, and what it declines
/// ArgumentParser reads.
struct QuickLineTests {
    /// What ArgumentParser makes of `heroes <line>` (after the same `--json` rewriting as
    /// ``Heroes/start()``), as choices, or `nil` when it refuses the line or it is no `list` or
    /// `show`.
    func parsedByArgumentParser(_ line: [String]) -> (any CommandChoices)? {
        guard let command = try? Heroes.parseAsRoot(JSONArgument.normalize(line)) else { return nil }
        return (command as? any ReadsChoices)?.readChoices
    }

    func readQuickly(_ line: [String]) -> (any CommandChoices)? {
        QuickLine.choices(for: JSONArgument.normalize(line))
    }

    /// Whether both readers made the same choices (both `nil` included).
    func same(_ quick: (any CommandChoices)?, _ parsed: (any CommandChoices)?) -> Bool {
        guard let quick, let parsed else { return quick == nil && parsed == nil }
        return quick.isEqual(to: parsed)
    }

    static let commonLines: [[String]] = [
        ["list"], ["list", "--page", "2"], ["list", "--page=2"], ["list", "-n", "50", "--page", "3"],
        ["list", "--limit=7"], ["list", "--per-page", "100", "--all"], ["list", "--page", "2", "--json", "--refresh"],
        ["list", "--json", "id,name"], ["list", "--json=id,name", "-q"], ["list", "--offline", "-v", "--no-pager"],
        ["characters", "list", "--page", "2"], ["show", "1009610"], ["show", "spider man", "--json"],
        ["characters", "show", "1009610", "-q"], ["comics", "list"], ["comics", "list", "--page", "2", "-n", "50"],
        ["creators", "list", "--json", "id", "--all"], ["events", "list", "--offline"],
        ["series", "list", "--refresh"],
        ["stories", "list", "--page=3"], ["comics", "show", "21366"], ["creators", "show", "Stan Lee", "--json"],
        ["events", "show", "227", "--no-pager"], ["series", "show", "1945", "-v"], ["stories", "show", "7"],
        ["show", "1009610", "--comics"], ["show", "1009610", "--comics", "--page", "2", "-n", "50"],
        ["show", "spider man", "--series", "--all", "--json", "id,title"],
        ["characters", "show", "1009610", "--stories"],
        ["comics", "show", "21366", "--characters"], ["creators", "show", "30", "--comics", "--all"],
        ["events", "show", "227", "--creators", "--per-page=50", "--offline"], ["series", "show", "1945", "--events"],
        ["stories", "show", "7", "--series", "--page", "1"],
    ]

    @Test(arguments: commonLines)
    func takesTheCommonLinesAsArgumentParserReadsThem(line: [String]) throws {
        let quick = try #require(readQuickly(line))
        #expect(same(quick, parsedByArgumentParser(line)))
    }

    @Test func theSwitchVariableAt0OrFalseTurnsTheQuickReaderOffAndAnythingElseLeavesItOn() {
        #expect("0".withCString { QuickLine.isOn(variable: $0) } == false)
        #expect("false".withCString { QuickLine.isOn(variable: $0) } == false)
        #expect(QuickLine.isOn(variable: nil))
        #expect("1".withCString { QuickLine.isOn(variable: $0) })
    }

    @Test func pageTwoIsPageTwoWithEveryOtherChoiceAtItsDefault() throws {
        var expected = ListChoices()
        expected.page = 2
        #expect(readQuickly(["list", "--page", "2"]) as? ListChoices == expected)
        var comics = ResourceListChoices<ComicsNoun>()
        comics.page = 2
        #expect(readQuickly(["comics", "list", "--page", "2"]) as? ResourceListChoices<ComicsNoun> == comics)
    }

    @Test func aShowLineIsTheRecordNamedWithEveryOtherChoiceAtItsDefault() throws {
        #expect(readQuickly(["show", "spider man"]) as? ShowChoices == ShowChoices(id: "spider man"))
        #expect(
            readQuickly(["creators", "show", "30"]) as? ResourceShowChoices<CreatorsNoun>
                == ResourceShowChoices<CreatorsNoun>(id: "30"))
    }

    @Test(arguments: [
        ["list", "--help"], ["list", "-h"], ["list", "--page", "0"], ["list", "--page"], ["list", "--page", "x"],
        ["list", "--page", "2", "--page", "3"], ["list", "-n", "5", "--limit", "6"], ["list", "--per-page", "10001"],
        ["list", "--json="], ["list", "--json", "id,nmae"], ["list", "--offline", "--refresh"], ["list", "--all=1"],
        ["list", "--name-starts-with", "spi"], ["list", "--", "--page"], ["list", "-qv"], ["list", "-n5"],
        ["show", "--page", "2"], ["--verbose", "list"], [], ["list", "--all", "--page", "2"], ["list", "2"],
        ["show"], ["show", "1", "2"], ["show", "help"], ["show", "1009610", "--creators"], ["show", "1", "--web"],
        ["show", "1", "--page", "2"], ["show", "1", "--all"], ["comics", "list", "--per-page", "101"],
        ["comics", "list", "--title-starts-with", "Hulk"], ["comics", "show"], ["comics", "show", "1", "--by-year"],
        ["comics", "ls"], ["comics"], ["heroes", "list"], ["comics", "show", "1", "--json", "id,nmae"],
        ["stories", "show", "-5"], ["series", "list", "--running-in", "1975"], ["show", "1", "--characters"],
        ["show", "1", "--comics", "--series"], ["comics", "show", "1", "--series"], ["comics", "list", "--characters"],
        ["list", "--comics"], ["show", "1", "--comics", "--all", "--page", "2"],
        ["show", "1", "--comics", "--page", "0"],
        ["events", "show", "227", "--comics", "--per-page", "101"], ["show", "1", "--comics", "--comics"],
    ])
    func leavesEveryOtherLineToArgumentParser(line: [String]) {
        #expect(readQuickly(line) == nil)
    }

    /// Lines of up to five words after a command (and, for most `show` lines, a record) drawn
    /// from the options both readers know, good and bad values, words that are no option, and
    /// options only ArgumentParser knows: a line QuickLine takes must be one ArgumentParser reads
    /// the same way.
    @Test func agreesWithArgumentParserOnGeneratedLines() {
        let commands = [
            ["list"], ["characters", "list"], ["show"], ["characters", "show"], ["comics", "list"],
            ["creators", "list"], ["events", "list"], ["series", "list"], ["stories", "list"], ["comics", "show"],
            ["creators", "show"], ["events", "show"], ["series", "show"], ["stories", "show"],
        ]
        let words = [
            "--page", "--page=2", "--page=0", "2", "3", "-1", "x", "-n", "--per-page", "--limit=100", "101", "10000",
            "--json", "--json=", "id,name", "name", "--all", "--refresh", "--offline", "-q", "--quiet", "-v",
            "--verbose", "--no-pager", "--help", "--name", "spi", "--format", "csv", "--", "--max-age", "1h",
            "1009610", "spider man", "help", "--comics", "--by-year", "--web", "--characters", "--creators",
            "--events", "--series", "--stories", "--comics",
        ]
        let records = ["1009610", "spider man"]
        var random = SplitMix64(seed: 20_261_128)
        var taken = 0
        var takenByCommand: [String: Int] = [:]
        for _ in 0..<800 {
            let command = commands[Int(random.next() % UInt64(commands.count))]
            // A show line names its record first more often than not (the quick reader takes one).
            let record = command.last == "show" && random.next() % 4 != 0 ? [records[Int(random.next() % 2)]] : []
            let line =
                command + record
                + (0..<Int(random.next() % 6)).map { _ in words[Int(random.next() % UInt64(words.count))] }
            let quick = readQuickly(line)
            if quick != nil {
                taken += 1
                takenByCommand[command.joined(separator: " "), default: 0] += 1
                #expect(same(quick, parsedByArgumentParser(line)), "\(line)")
            }
        }
        // The generator must reach the fast path often enough, for every command, for the
        // comparison to mean something.
        #expect(taken >= 80, "QuickLine took \(taken) of 800 lines")
        for command in commands {
            #expect(takenByCommand[command.joined(separator: " "), default: 0] >= 5, "\(command)")
        }
    }
}

/// A command whose options are read into a ``CommandChoices``: what the parity tests compare.
protocol ReadsChoices {
    var readChoices: any CommandChoices { get }
}

extension ListCommand: ReadsChoices { var readChoices: any CommandChoices { choices } }
extension ShowCommand: ReadsChoices { var readChoices: any CommandChoices { choices } }
extension ResourceListCommand: ReadsChoices { var readChoices: any CommandChoices { choices } }
extension ResourceShowCommand: ReadsChoices { var readChoices: any CommandChoices { choices } }

extension CommandChoices {
    /// Whether `other` is the same choices, of the same command.
    func isEqual(to other: any CommandChoices) -> Bool { (other as? Self) == self }
}

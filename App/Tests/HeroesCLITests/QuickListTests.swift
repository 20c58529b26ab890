import ArgumentParser
import NetworkStubs
import Testing
@testable import HeroesCLI

/// ``QuickList`` reads the commonest `heroes list` lines without ArgumentParser: whatever it
/// takes, ArgumentParser must read the same way, and what it declines ArgumentParser reads.
struct QuickListTests {
    /// What ArgumentParser makes of `heroes <line>` for `list` (after the same `--json`
    /// rewriting as ``Heroes/start()``), or `nil` when it refuses the line.
    func parsedByArgumentParser(_ line: [String]) -> ListChoices? {
        let arguments = JSONArgument.normalize(line)
        guard arguments.first == "list" else { return nil }
        return try? ListCommand.parse(Array(arguments.dropFirst())).choices
    }

    func readQuickly(_ line: [String]) -> ListChoices? {
        QuickList.choices(for: JSONArgument.normalize(line))
    }

    @Test(arguments: [
        ["list"], ["list", "--page", "2"], ["list", "--page=2"], ["list", "-n", "50", "--page", "3"],
        ["list", "--limit=7"], ["list", "--per-page", "100", "--all"], ["list", "--page", "2", "--json", "--refresh"],
        ["list", "--json", "id,name"], ["list", "--json=id,name", "-q"], ["list", "--offline", "-v", "--no-pager"],
    ])
    func takesTheCommonLinesAsArgumentParserReadsThem(line: [String]) throws {
        let quick = try #require(readQuickly(line))
        #expect(quick == parsedByArgumentParser(line))
    }

    @Test func theSwitchVariableAt0OrFalseTurnsTheQuickReaderOffAndAnythingElseLeavesItOn() {
        #expect("0".withCString { QuickList.isOn(variable: $0) } == false)
        #expect("false".withCString { QuickList.isOn(variable: $0) } == false)
        #expect(QuickList.isOn(variable: nil))
        #expect("1".withCString { QuickList.isOn(variable: $0) })
    }

    @Test func pageTwoIsPageTwoWithEveryOtherChoiceAtItsDefault() throws {
        var expected = ListChoices()
        expected.page = 2
        #expect(readQuickly(["list", "--page", "2"]) == expected)
    }

    @Test(arguments: [
        ["list", "--help"], ["list", "-h"], ["list", "--page", "0"], ["list", "--page"], ["list", "--page", "x"],
        ["list", "--page", "2", "--page", "3"], ["list", "-n", "5", "--limit", "6"], ["list", "--per-page", "10001"],
        ["list", "--json="], ["list", "--json", "id,nmae"], ["list", "--offline", "--refresh"], ["list", "--all=1"],
        ["list", "--name-starts-with", "spi"], ["list", "--", "--page"], ["list", "-qv"], ["list", "-n5"],
        ["show", "--page", "2"], ["--verbose", "list"], [], ["list", "--all", "--page", "2"],
    ])
    func leavesEveryOtherLineToArgumentParser(line: [String]) {
        #expect(readQuickly(line) == nil)
    }

    /// Lines of up to five words drawn from the options both readers know, good and bad values,
    /// and others only ArgumentParser knows: a line QuickList takes must be one ArgumentParser
    /// reads the same way, and a line of QuickList's options alone, each once, that
    /// ArgumentParser accepts must not be left to it.
    @Test func agreesWithArgumentParserOnGeneratedLines() {
        let words = [
            "--page", "--page=2", "--page=0", "2", "3", "-1", "x", "-n", "--per-page", "--limit=100", "101", "10000",
            "--json", "--json=", "id,name", "name", "--all", "--refresh", "--offline", "-q", "--quiet", "-v",
            "--verbose", "--no-pager", "--help", "--name", "spi", "--format", "csv", "--", "--max-age", "1h",
        ]
        var random = SplitMix64(seed: 20_261_123)
        var taken = 0
        for _ in 0..<500 {
            let line =
                ["list"] + (0..<Int(random.next() % 6)).map { _ in words[Int(random.next() % UInt64(words.count))] }
            let quick = readQuickly(line)
            let parsed = parsedByArgumentParser(line)
            if let quick {
                taken += 1
                #expect(quick == parsed, "\(line)")
            }
        }
        // The generator must reach the fast path often enough for the comparison to mean something.
        #expect(taken >= 60, "QuickList took \(taken) of 500 lines")
    }
}

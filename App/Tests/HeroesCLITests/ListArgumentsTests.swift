import ArgumentParser
import CommandLinePlatform
import HeroesCore
import MarvelWire
import Testing
@testable import HeroesCLI

/// `heroes list`'s arguments: the query they make, the command the footer suggests, and the
/// ones refused before any request.
struct ListArgumentsTests {
    /// What ArgumentParser prints first for `arguments`, or `nil` when they are accepted.
    func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try ListCommand.parse(arguments)
            return nil
        } catch {
            return ListCommand.message(for: error)
        }
    }

    @Test func noArgumentsAskForTheFirstPageOfTwenty() throws {
        let query = try ListCommand.parse([]).query
        #expect(query == HeroesQuery(offset: 0, limit: 20))
    }

    @Test func pageAndPerPageSetTheOffsetAndLimit() throws {
        let query = try ListCommand.parse(["--page", "3", "--per-page", "50"]).query
        #expect(query.offset == 100)
        #expect(query.limit == 50)
    }

    @Test func filtersAndOrderGoIntoTheQueryWithOrderKeysTrimmed() throws {
        let query = try ListCommand.parse([
            "--name-starts-with", "spi", "--name", "Spider-Man", "--order-by", "-modified, name", "--modified-since",
            "2014-01-01",
        ]).query
        #expect(query.nameStartsWith == "spi")
        #expect(query.name == "Spider-Man")
        #expect(query.orderBy.map(\.text) == ["-modified", "name"])
        #expect(query.modifiedSince?.text == "2014-01-01")
    }

    @Test func theFooterCommandKeepsEveryFilterAndQuotesWhatTheShellWouldRead() throws {
        let command = try ListCommand.parse([
            "--per-page", "50", "--name-starts-with", "O'Z", "--order-by", "-modified",
        ])
        #expect(
            command.pageCommand(3)
                == "heroes list --page 3 --per-page 50 --name-starts-with 'O'\\''Z' --order-by -modified")
        #expect(try ListCommand.parse([]).pageCommand(2) == "heroes list --page 2")
    }

    /// Found by the fuzz target `shell-words`: `--name-starts-with -x` in a suggested command is
    /// read by ArgumentParser as an option without its value; `--name-starts-with=-x` is not.
    @Test func aSuggestedCommandWithAValueStartingWithADashParsesBackToThatValue() throws {
        let command = try ListCommand.parse(["--name-starts-with=-x", "--name-contains=-y"])
        let next = command.pageCommand(2)
        #expect(next == "heroes list --page 2 --name-starts-with=-x --name-contains=-y")
        let words = try #require(ShellWords.split(next))
        let again = try ListCommand.parse(Array(words.dropFirst(2)))
        #expect(again.query.nameStartsWith == "-x" && again.query.nameContains == "-y")
        let advice = try #require(ErrorAdvice.advice(for: .notFoundNamed("-xyz")))
        #expect(advice == "Try `heroes list --name-starts-with=-xy`.")
    }

    @Test(arguments: [
        (["--page", "0"], "--page must be 1 or more, got 0."),
        (["--per-page", "10001"], "--per-page can be at most 10000, got 10001; use --all for every hero."),
        (["--max-calls", "0"], "--max-calls must be 1 or more, got 0."),
        (["--all", "--page", "2"], "--all lists every hero from the first: leave out --page 2."),
        (["--name-starts-with", ""], "--name-starts-with needs some text."),
        (["--order-by", "height"], "--order-by takes name, -name, modified or -modified, got \"height\"."),
        (["--modified-since", "yesterday"], "--modified-since must be a date like 2014-04-29, got \"yesterday\"."),
        (["--page", "2000000", "--per-page", "1000"], "--page 2000000 is too large."),
        (["--max-age", "soon"], "--max-age must be a duration like 3600, 30m, 24h, 1h30m or 7d, got \"soon\"."),
        (["--offline", "--refresh"], "--offline and --refresh cannot be used together."),
        (["--timeout", "601"], "--timeout must be more than 0 and at most 600 seconds, got 601.0."),
    ])
    func badArgumentsAreRefusedWithWhatWasExpected(arguments: [String], message: String) {
        #expect(refusal(arguments) == message)
    }
}

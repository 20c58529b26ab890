import ArgumentParser
import HeroesCore
import Testing
@testable import HeroesCLI

/// `--name-contains`, `-n/--limit`, the mistyped subcommand and what `show` completes.
struct NameArgumentsTests {
    @Test func nameContainsIsAQueryFilterAndKeptInTheNextPageCommand() throws {
        let command = try ListCommand.parse(["--name-contains", "spider man", "-n", "5"])
        #expect(command.query.nameContains == "spider man")
        #expect(command.query.limit == 5)
        #expect(command.pageCommand(2) == "heroes list --page 2 --per-page 5 --name-contains 'spider man'")
    }

    @Test func nameContainsWithNoLetterOrDigitIsRefused() {
        do {
            _ = try ListCommand.parse(["--name-contains", " -- "])
            Issue.record("accepted")
        } catch {
            #expect(ListCommand.message(for: error) == "--name-contains needs a letter or a digit, got \" -- \".")
        }
    }

    @Test(arguments: [["-n", "7"], ["--limit", "7"], ["--per-page", "7"]])
    func limitAndNAreThePerPageOption(arguments: [String]) throws {
        #expect(try ListCommand.parse(arguments).perPage == 7)
        #expect(try ShowCommand.parse(["1009610", "--comics"] + arguments).perPage == 7)
    }

    @Test func aMistypedSubcommandGetsTheNearestAndOthersNone() {
        let commands = ["list", "show", "random", "serve", "cache", "config", "doctor", "exit-codes"]
        #expect(
            CommandSuggestion.message(for: ["lsit"], subcommands: commands)
                == "\"lsit\" is not a heroes command. Did you mean `heroes list`?")
        #expect(
            CommandSuggestion.message(for: ["xyzzy", "--page", "2"], subcommands: commands)?.hasPrefix(
                "\"xyzzy\" is not a heroes command; the commands are list, show,") == true)
        #expect(CommandSuggestion.message(for: ["list", "--bad"], subcommands: commands) == nil)
        #expect(CommandSuggestion.message(for: ["--bad"], subcommands: commands) == nil)
        #expect(CommandSuggestion.message(for: ["help"], subcommands: commands) == nil)
    }

    @Test func theSubcommandsAreHeroes() {
        #expect(CommandSuggestion.subcommands.contains("config") && CommandSuggestion.subcommands.contains("doctor"))
    }

    static let names = [
        NamedRecord(id: 1_009_610, name: "Spider-Man"), NamedRecord(id: 1_009_608, name: "Spider-Girl"),
        NamedRecord(id: 1_009_351, name: "Hulk"), NamedRecord(id: 42, name: "Bad\u{1B}[31mName"),
    ]

    @Test func suggestionsNameAHeroUniquelyByNameElseByIdWithTheNameOnTheLineBefore() {
        let names = Self.names + [NamedRecord(id: 7, name: "Spider Man")]
        let lines = NameLookup.commands(
            for: [names[0], names[2], names[3], names[4]], among: names)
        #expect(
            lines == [
                "Spider-Man, id 1009610:", "  heroes show 1009610", "heroes show Hulk", "BadName, id 42:",
                "  heroes show 42", "Spider Man, id 7:", "  heroes show 7",
            ])
    }

    /// A filter by names (`--with spider`) offers its own list again with each candidate, the
    /// other words kept; a candidate suggested by id gets the list by id, and none when another
    /// word of it cannot be quoted for every shell.
    @Test func suggestionsOfAFilterByNameAreItsListWithEachCandidateInItsPlace() throws {
        let names = Self.names + [NamedRecord(id: 7, name: "Spider Man")]
        let list = { (words: [String]) in { (candidate: String) in ["heroes", "comics", "list"] + words + [candidate] }
        }
        #expect(
            NameLookup.commands(
                for: [names[2], names[4]], among: names, retrying: list(["--start-year", "2010", "--with"]))
                == [
                    "heroes comics list --start-year 2010 --with Hulk", "Spider Man, id 7:",
                    "  heroes comics list --start-year 2010 --with 7",
                ])
        #expect(
            NameLookup.commands(for: [names[0]], among: names, retrying: list(["--title", "bad\u{7}", "--with"]))
                == ["Spider-Man, id 1009610:"])
    }

    /// Found by the fuzz target `shell-words`: `heroes show 0` or `heroes show 1009610` for a
    /// hero named so reads the digits as an id, another hero or none.
    @Test func aNameOfDigitsIsSuggestedByIdNotAsTheDigits() {
        let names = [NamedRecord(id: 7, name: "1009610"), NamedRecord(id: 8, name: "0")]
        #expect(
            NameLookup.commands(for: names, among: names) == [
                "1009610, id 7:", "  heroes show 7", "0, id 8:", "  heroes show 8",
            ])
    }
}

import ArgumentParser
import Testing
@testable import HeroesCLI

/// Each command's `--help` lists only what the command accepts, and `heroes --help list` is
/// list's help.
struct HelpListsWhatEachCommandTakesTests {
    /// The commands, as typed after `heroes`, with their help.
    static let commands: [([String], String)] = [
        (["list"], Heroes.helpMessage(for: ListCommand.self)),
        (["show", "1009610"], Heroes.helpMessage(for: ShowCommand.self)),
        (["random"], Heroes.helpMessage(for: RandomCommand.self)),
        (["browse"], Heroes.helpMessage(for: BrowseCommand.self)),
        (["doctor"], Heroes.helpMessage(for: DoctorCommand.self)),
        (["cache", "info"], Heroes.helpMessage(for: CacheCommand.Info.self)),
    ]

    /// A value each option listed with one takes.
    static func value(for option: String) -> String {
        switch option {
        case "--json": "id"
        case "--format": "tsv"
        case "--color": "never"
        case "--max-age": "1h"
        case "--order-by": "name"
        case "--modified-since": "2014-01-01"
        case "--name", "--name-starts-with", "--name-contains": "spi"
        default: "1"
        }
    }

    /// The options a help lists, by their first long name: its lines that start, two spaces
    /// in, with the option's names (`-n, --per-page, --limit <per-page>`), a value after them when
    /// it takes one.
    static func listedOptions(_ help: String) -> [(name: String, takesValue: Bool)] {
        help.split(separator: "\n").compactMap { line in
            guard let match = line.wholeMatch(of: #/  ((?:--?[a-zA-Z][a-zA-Z-]*(?:, )?)+)( <[^>]+>)?(?: .*)?/#),
                let name = match.1.split(separator: ", ").first(where: { $0.hasPrefix("--") })
            else { return nil }
            return (String(name), match.2 != nil)
        }
    }

    @Test(arguments: commands)
    func everyOptionTheHelpListsIsOneTheCommandAccepts(command: [String], help: String) {
        let options = Self.listedOptions(help).filter { $0.name != "--help" && $0.name != "--version" }
        #expect(!options.isEmpty)
        for option in options {
            // show's --page, --per-page and --all go with a linked list, its --max-calls with --by-year.
            let context =
                command.first != "show"
                ? []
                : ["--page", "--per-page", "--all"].contains(option.name)
                    ? ["--comics"]
                    : option.name == "--max-calls" ? ["--by-year"] : []
            let words =
                command + context + [option.name] + (option.takesValue ? [Self.value(for: option.name)] : [])
            do {
                _ = try Heroes.parseAsRoot(JSONArgument.normalize(words))
            } catch {
                Issue.record("\(words.joined(separator: " ")): \(Heroes.message(for: error))")
            }
        }
    }

    @Test func browseListsNoFormatJSONOrPagerAndRefusesThem() {
        let help = Heroes.helpMessage(for: BrowseCommand.self)
        for option in ["--json", "--format", "--no-pager"] {
            #expect(!help.contains(option), "\(option)")
            #expect(throws: (any Error).self) { try Heroes.parseAsRoot(JSONArgument.normalize(["browse", option])) }
        }
    }

    @Test(arguments: [["doctor"], ["cache", "info"]])
    func aJSONWithoutFieldsIsListedWithoutAValueAndTakesNone(command: [String]) throws {
        let help = Heroes.helpMessage(for: command == ["doctor"] ? DoctorCommand.self : CacheCommand.Info.self)
        #expect(Self.listedOptions(help).contains { $0.name == "--json" && !$0.takesValue }, "\(help)")
        _ = try Heroes.parseAsRoot(JSONArgument.normalize(command + ["--json"]))
        #expect(throws: (any Error).self) {
            try Heroes.parseAsRoot(JSONArgument.normalize(command + ["--json", "id"]))
        }
    }

    @Test func showsUsageNamesItsArgumentAnIdOrAName() {
        let usage = Heroes.usageString(for: ShowCommand.self)
        #expect(usage.contains("<id-or-name>") && !usage.contains("<id>"), "\(usage)")
    }

    @Test(arguments: [
        (["--help", "list"], ["help", "list"]), (["-h", "cache", "info"], ["help", "cache", "info"]),
        (["--help"], ["--help"]), (["--help", "--verbose"], ["--help", "--verbose"]),
        (["list", "--help"], ["list", "--help"]),
    ])
    func aHelpBeforeACommandAsksForThatCommandsHelp(words: [String], rewritten: [String]) {
        #expect(HelpRequest.normalize(words) == rewritten)
    }
}

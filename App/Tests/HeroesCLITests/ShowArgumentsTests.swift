import ArgumentParser
import HeroesCore
import Testing
@testable import HeroesCLI

/// `heroes show`'s flags: where the command starts, and what it refuses before any call.
struct ShowArgumentsTests {
    @Test("without --comics show starts at the hero")
    func heroByDefault() throws {
        let command = try ShowCommand.parse(["1009610"])
        #expect(command.choices.destination(id: 1_009_610) == .hero(id: 1_009_610))
    }

    @Test("--comics starts at page 1 of the hero's comics, 20 a page, unless told otherwise")
    func comicsPages() throws {
        #expect(
            try ShowCommand.parse(["1009610", "--comics"]).choices.destination(id: 7)
                == .heroComics(id: 7, page: 1, perPage: 20))
        #expect(
            try ShowCommand.parse(["5", "--comics", "--page", "3", "--per-page", "100"]).choices.destination(id: 5)
                == .heroComics(id: 5, page: 3, perPage: 100))
    }

    @Test(
        "--page or --per-page without --comics is refused with the command that was meant",
        arguments: [
            (
                ["1009610", "--page", "2"],
                "--page and --per-page go with --comics: heroes show 1009610 --comics --page 2"
            ),
            (
                ["Spider Man", "--per-page", "5"],
                "--page and --per-page go with --comics: heroes show 'Spider Man' --comics --page 1"
            ),
        ])
    func pagingNeedsComics(arguments: [String], message: String) {
        #expect(validationMessage(arguments) == message)
    }

    @Test(
        "a page below 1 or past a million, and a page size outside 1 to 100, are refused",
        arguments: [
            (["1", "--comics", "--page", "0"], "--page must be 1 or more, got 0."),
            (["1", "--comics", "--page", "1000001"], "--page can be at most 1000000, got 1000001."),
            (["1", "--comics", "--per-page", "0"], "--per-page must be 1 to 100 with --comics, got 0."),
            (["1", "--comics", "--per-page", "101"], "--per-page must be 1 to 100 with --comics, got 101."),
        ])
    func outOfRange(arguments: [String], message: String) {
        #expect(validationMessage(arguments) == message)
    }

    @Test("--series, --events and --stories, and --all with any linked list, leave the hero's comics screen")
    func otherLinkedLists() throws {
        #expect(try ShowCommand.parse(["1", "--series"]).choices.linkedAsked == [.series])
        #expect(try ShowCommand.parse(["1", "--events", "--all"]).choices.linkedAsked == [.events])
        #expect(
            try ShowCommand.parse(["1", "--stories", "--page", "2", "--per-page", "5"]).choices.linkedAsked == [
                .stories
            ])
        #expect(try ShowCommand.parse(["1", "--comics", "--all"]).all)
        #expect(try ShowCommand.parse(["1"]).choices.linkedAsked.isEmpty)
    }

    @Test(
        "linked lists are one at a time, --all takes no --page and goes with a list, --web takes none",
        arguments: [
            (["1", "--series", "--events"], "give one linked list at a time, not --events and --series."),
            (["1", "--comics", "--stories"], "give one linked list at a time, not --comics and --stories."),
            (["1", "--series", "--all", "--page", "2"], "--all lists every record from the first: leave out --page."),
            (["1", "--all"], "--page, --per-page and --all go with a linked list (--comics, --characters, …)."),
            (["1", "--series", "--per-page", "101"], "--per-page must be 1 to 100 with --series, got 101."),
            (["1", "--web", "--series"], "--web opens the hero's page; it takes no --comics, --json or --format."),
        ])
    func linkedListRefusals(arguments: [String], message: String) {
        #expect(validationMessage(arguments) == message)
    }

    @Test(
        "--by-year goes with the hero's details, --max-calls with the counts by year, and both are refused otherwise",
        arguments: [
            (["1009610", "--by-year"], nil),
            (["1009610", "--by-year", "--max-calls", "50"], nil),
            (["1009610", "--json", "id,comicsByYear", "--max-calls", "50"], nil),
            (
                ["1009610", "--by-year", "--comics"],
                "--by-year counts the hero's comics on the hero's details; it takes no --comics or --web."
            ),
            (["1009610", "--max-calls", "50"], "--max-calls goes with --by-year or --all."),
            (["1009610", "--by-year", "--max-calls", "0"], "--max-calls must be 1 or more, got 0."),
        ] as [([String], String?)])
    func byYearArguments(arguments: [String], message: String?) {
        #expect(validationMessage(arguments) == message)
    }

    private func validationMessage(_ arguments: [String]) -> String? {
        do {
            _ = try ShowCommand.parse(arguments)
            return nil
        } catch {
            return ShowCommand.message(for: error)
        }
    }
}

import ArgumentParser
import DesignTokens
import Foundation
import HeroesCore
import HeroesFeature

struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Show a page of heroes.",
        discussion: """
        On a terminal: a table with the page, the total and the attribution. Piped: one hero a \
        line, tab-separated (id, name, comics, series, stories, events, modified), no header.

        Examples:
          heroes list
          heroes list --page 2 --per-page 50
          heroes list --json | jq '.heroes[].name'
          heroes list | cut -f2
        """
    )

    @Option(name: .long, parsing: .unconditional, help: "The page to show, from 1.")
    var page: Int = 1

    @Option(name: .long, parsing: .unconditional, help: "Heroes a page, 1 to 100.")
    var perPage: Int = HeroesQuery.defaultLimit

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard page >= 1 else { throw ValidationError("--page must be 1 or more, got \(page).") }
        guard perPage >= 1 else { throw ValidationError("--per-page must be 1 or more, got \(perPage).") }
        guard perPage <= HeroesQuery.maximumLimit else {
            throw ValidationError("--per-page can be at most \(HeroesQuery.maximumLimit) (the API's limit), got \(perPage).")
        }
        let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
        guard !overflow, offset <= 1_000_000_000 else { throw ValidationError("--page \(page) is too large.") }
    }

    func run() async throws {
        let environment = try AppEnvironment.make(global)
        let viewModel = HeroesListViewModel(repository: environment.repository)
        await viewModel.load(.page(page, perPage: perPage))
        let perPage = self.perPage
        let format: HeroesListFormat = global.json ? .json()
            : Console.stdoutIsTerminal
            ? .table(HeroesTableRenderer(
                style: environment.outputStyle,
                width: TerminalWidth.detect(for: .output),
                pageCommand: { perPage == HeroesQuery.defaultLimit ? "heroes list --page \($0)" : "heroes list --page \($0) --per-page \(perPage)" }
            ))
            : .tsv()
        let output = HeroesListOutput(state: viewModel.state, format: format, errorStyle: environment.errorStyle)
        Console.out(output.standardOutput)
        FileHandle.standardError.write(Data(output.standardError.utf8))
        if let error = viewModel.state.error { throw ExitStatus(error).exitCode }
    }
}

import ArgumentParser
import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore

struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one hero in full.",
        discussion: """
        On a terminal: the hero's name, dates, description, images, comics, series, stories, \
        events and links. Piped: `key<TAB>value` lines.

        Examples:
          heroes show 1009610
          heroes show 1009610 --json | jq '.comics.available'
        """
    )

    @Argument(help: "The hero's id, for example 1009610.")
    var id: String

    @OptionGroup var global: GlobalOptions

    @OptionGroup var cache: CacheOptions

    func validate() throws {
        _ = try heroID()
    }

    func heroID() throws -> Int {
        let text = id.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) else {
            throw ValidationError("the hero id must be a number like 1009610, got \"\(id)\".")
        }
        guard let value = Int(text), value > 0 else {
            throw ValidationError("the hero id \(text) is out of range; ids are whole numbers like 1009610.")
        }
        return value
    }

    func run() async throws {
        let environment = try AppEnvironment.make(global, cache: cache)
        let (repository, policy) = (environment.repository, cache.policy)
        let viewModel = HeroDetailsViewModel { id async throws(HeroesError) -> HeroDetailsAnswer in
            let fetched = try await repository.hero(id: id, policy: policy)
            if let date = fetched.cachedNoticeDate(policy: policy) { return .cached(fetched.value, fetchedAt: date) }
            return .fresh(fetched.value)
        }
        await viewModel.load(id: try heroID())
        let format: HeroDetailsFormat = global.json ? .json()
            : Console.stdoutIsTerminal
            ? .terminal(HeroDetailsTerminalRenderer(style: environment.outputStyle, width: TerminalWidth.detect(for: .output)))
            : .plain()
        let output = HeroDetailsOutput(state: viewModel.state, format: format, errorStyle: environment.errorStyle)
        Console.out(output.standardOutput)
        FileHandle.standardError.write(Data(output.standardError.utf8))
        if let error = viewModel.state.error { throw ExitStatus(error).exitCode }
    }
}

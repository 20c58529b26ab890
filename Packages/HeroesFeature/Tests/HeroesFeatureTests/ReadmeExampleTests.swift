import Foundation
import HeroesCoreTesting
import MarvelWire
import NetworkStubs
import Testing
import TestingUtils

// README-BEGIN
import DesignTokens
import HeroesCore
import HeroesFeature
import HeroesPresentation

/// What `heroes list` writes for `query`: the page, by `policy`, as a table on a terminal,
/// tab-separated lines in a pipe, or JSON; stale notices, the empty message and the error
/// line go to stderr.
func heroesList(
    _ query: HeroesQuery, policy: CachePolicy, repository: HeroesRepository, json: Bool, colorMode: ColorMode
) async -> ScreenOutput {
    let viewModel = HeroesListViewModel { query, policy async throws(HeroesError) -> Fetched<HeroPage> in
        try await repository.page(query, policy: policy)
    }
    await viewModel.load(query, policy: policy)

    let format: ListFormat
    if json {
        format = .json()
    } else if StandardStream.output.isTerminal {
        format = .table(
            style: TerminalStyle.detect(for: .output, colorMode: colorMode),
            width: TerminalWidth.detect(for: .output),
            pageCommand: { "heroes list --page \($0) --per-page \(query.limit)" }
        )
    } else {
        format = .tsv
    }
    let spec: ListSpec<Hero> = .heroes
    return spec.output(
        for: viewModel.state, as: format, errorStyle: TerminalStyle.detect(for: .error, colorMode: colorMode))
}
// README-END

/// The README's example is this file's code, and it works.
struct ReadmeExampleTests {
    /// Heroes 1 to 45, named so that the API's order by name is the order of their ids.
    let repository = HeroesRepository(
        service: RemoteMarvelService.anyKey(
            over: InProcessTransport(
                catalog: Catalog(
                    characters: (1...45).map { CharacterDTO(hero: Hero(id: $0, name: "Hero \(100 + $0)")) }))))

    @Test func theReadmeShowsThisFilesCode() throws {
        let copies = try ReadmeExample.copies(testFile: #filePath, from: "// README-BEGIN\n", to: "// README-END\n")
        let example = try #require(copies.readme)
        #expect(copies.test == example)
    }

    @Test func theExampleWritesThePageAsJSON() async throws {
        let output = await heroesList(.page(3), policy: .normal, repository: repository, json: true, colorMode: .never)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect((object["heroes"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == Array(41...45))
        #expect(output.standardError == "")
        #expect(output.succeeded)
    }

    @Test func theExampleSaysWhyAPagePastTheEndIsEmptyOnStderr() async {
        let output = await heroesList(.page(9), policy: .normal, repository: repository, json: true, colorMode: .never)
        #expect(output.standardError == "No heroes on page 9: there are 3 pages of 20.\n")
        #expect(output.succeeded)
    }

    @Test func theExampleFailsWithTheErrorOnStderrWhenNothingIsCached() async {
        let output = await heroesList(
            .page(1), policy: .offline, repository: repository, json: false, colorMode: .never)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "heroes: page 1 of the hero list is not cached yet.\n")
        #expect(!output.succeeded)
    }
}

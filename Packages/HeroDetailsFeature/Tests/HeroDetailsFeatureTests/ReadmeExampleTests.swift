import Foundation
import HeroesCoreTesting
import MarvelWire
import NetworkStubs
import Testing
import TestingUtils

// README-BEGIN
import DesignTokens
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation

/// What `heroes show <id>` writes: the hero and its newest comics, by `policy`, in sections on a terminal, as
/// `key<TAB>value` lines in a pipe, or as JSON; a stale notice or the error line goes to stderr.
func heroDetails(id: Int, policy: CachePolicy, repository: HeroesRepository, json: Bool, colorMode: ColorMode) async
    -> ScreenOutput
{
    let viewModel = DetailViewModel<Int, HeroDetails>.record {
        id, policy async throws(HeroesError) -> Fetched<HeroDetails> in
        try await HeroDetails.load(id: id, from: repository, policy: policy)
    }
    await viewModel.load(id, policy: policy)

    let format: DetailFormat
    if json {
        format = .json()
    } else if StandardStream.output.isTerminal {
        format = .terminal(
            style: TerminalStyle.detect(for: .output, colorMode: colorMode), width: TerminalWidth.detect(for: .output))
    } else {
        format = .tsv
    }
    return DetailSpec.hero().output(
        for: viewModel.state, as: format, errorStyle: TerminalStyle.detect(for: .error, colorMode: colorMode))
}
// README-END

/// The README's example is this file's code, and it works.
struct ReadmeExampleTests {
    let repository = HeroesRepository(
        service: RemoteMarvelService.anyKey(
            over: InProcessTransport(
                catalog: Catalog(characters: [Fixtures.spiderMan, Fixtures.minimal].map(CharacterDTO.init(hero:))))))

    @Test func theReadmeShowsThisFilesCode() throws {
        let copies = try ReadmeExample.copies(testFile: #filePath, from: "// README-BEGIN\n", to: "// README-END\n")
        let example = try #require(copies.readme)
        #expect(copies.test == example)
    }

    @Test func theExampleWritesTheHeroAsJSON() async throws {
        let output = await heroDetails(
            id: Fixtures.spiderMan.id, policy: .normal, repository: repository, json: true, colorMode: .never)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "Spider-Man (Peter Parker)")
        #expect(output.standardError == "")
        #expect(output.succeeded)
    }

    @Test func theExampleFailsWithTheErrorOnStderrForAnUnknownId() async {
        let output = await heroDetails(id: 42, policy: .normal, repository: repository, json: false, colorMode: .never)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "heroes: no hero with id 42.\n")
        #expect(!output.succeeded)
    }
}

import ArgumentParser
import DesignTokens
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation
import NetworkStubs

struct RandomCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "random",
        abstract: "Show one hero picked at random.",
        discussion: """
            Asks for the total once, then fetches the one hero at a random offset. --seed makes the \
            pick repeatable (for the same catalog).

            Examples:
              heroes random
              heroes random --seed 42 --json
            """
    )

    @Option(name: .long, help: "Seed for a repeatable pick.")
    var seed: UInt64?

    @OptionGroup var output: FormatOptions

    @OptionGroup var pager: PagerOptions

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        _ = try output.jsonFields(valid: DetailSpec<HeroDetails>.hero().jsonFieldNames)
    }

    func run() async throws {
        let environment = try AppEnvironment.make(global.choices(format: output, pager: pager))
        let repository = environment.repository
        let picker = RandomHero { query, policy async throws(HeroesError) -> Fetched<HeroPage> in
            try await repository.page(query, policy: policy)
        }
        var generator = SplitMix64(seed: seed ?? UInt64.random(in: 0...UInt64.max))
        let state: LoadState<HeroDetails>
        do throws(RandomHero.Failure) {
            let hero = try await picker.pick(using: &generator)
            let details = await HeroDetails.load(hero, from: repository, policy: .normal)
            state = LoadState(details, policy: .normal, isEmpty: { _ in false })
        } catch .heroes(let error) {
            state = .failed(error)
        } catch .emptyCatalog {
            throw Console.fail("the catalog is empty.", .notFound)
        } catch .catalogChanged(let total, let index) {
            throw Console.fail(
                "the catalog listed \(NumberFormat.count(total, "hero", "heroes")), then none at number \(index + 1); it changed while a hero was picked. Try again.",
                .notFound)
        }
        try Screens(environment).details.write(state, spec: .hero())
    }
}

import ArgumentParser
import HeroDetailsFeature
import HeroesCore
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

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let environment = try AppEnvironment.make(global)
        let repository = environment.repository
        var generator = SplitMix64(seed: seed ?? UInt64.random(in: 0...UInt64.max))
        let draw = generator.next()
        let viewModel = HeroDetailsViewModel { _, policy async throws(HeroesError) -> Fetched<Hero> in
            let total = try await repository.page(HeroesQuery(limit: 1), policy: policy).value.total
            guard total > 0 else { throw HeroesError.rejected(status: 404, message: "the catalog is empty") }
            let offset = Int(draw % UInt64(total))
            let page = try await repository.page(HeroesQuery(offset: offset, limit: 1), policy: policy)
            guard let hero = page.value.heroes.first else { throw HeroesError.notFound(id: 0) }
            return Fetched(value: hero, origin: page.origin)
        }
        await viewModel.load(0)
        try Screens(environment, json: global.json).details.write(viewModel.state)
    }
}

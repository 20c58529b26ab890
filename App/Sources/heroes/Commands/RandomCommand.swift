import ArgumentParser
import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore

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
        var generator = SeededGenerator(seed: seed ?? UInt64.random(in: 0...UInt64.max))
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

/// SplitMix64: a small, repeatable random source for `--seed`.
struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

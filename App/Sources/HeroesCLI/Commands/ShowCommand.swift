import ArgumentParser
import Foundation
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
          heroes show "Spider-Man"
          heroes show 1009610 --json | jq '.comics.available'
        """
    )

    @Argument(help: "The hero's id, for example 1009610, or exact name, for example \"Spider-Man\".")
    var id: String

    @OptionGroup var global: GlobalOptions

    @OptionGroup var cache: CacheOptions

    func validate() throws {
        _ = try HeroReference(parsing: id)
    }

    /// The id of the hero with exactly this name; a name no hero has is "not found" (66), as
    /// an id no hero has is.
    func lookUp(name: String, in repository: HeroesRepository, policy: CachePolicy) async throws(ExitCode) -> Int {
        let error: HeroesError
        do {
            let page = try await repository.page(HeroesQuery(limit: 1, name: name), policy: policy).value
            if let hero = page.heroes.first { return hero.id }
            error = .notFoundNamed(name)
        } catch let failure {
            error = failure
        }
        throw Console.fail(Advice.message(for: error), ExitStatus(error))
    }

    func run() async throws {
        let environment = try AppEnvironment.make(global, cache: cache)
        let id: Int
        switch try HeroReference(parsing: self.id) {
        case .id(let number): id = number
        case .name(let name): id = try await lookUp(name: name, in: environment.repository, policy: cache.policy)
        }
        try await Screens(environment, json: global.json, policy: cache.policy).show(Coordinator(start: .hero(id: id)))
    }
}

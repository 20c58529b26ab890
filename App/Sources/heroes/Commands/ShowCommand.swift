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
        _ = try heroID()
    }

    /// The id, or `nil` when the argument is a name to look up.
    func heroID() throws -> Int? {
        let text = id.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw ValidationError("the hero id or name is empty.") }
        guard text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) else {
            guard text.contains(where: \.isLetter) else {
                throw ValidationError("the hero id must be a number like 1009610, got \"\(id)\".")
            }
            return nil
        }
        guard let value = Int(text), value > 0 else {
            throw ValidationError("the hero id \(text) is out of range; ids are whole numbers like 1009610.")
        }
        return value
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
        let heroID: Int
        if let id = try self.heroID() {
            heroID = id
        } else {
            heroID = try await lookUp(name: id.trimmingCharacters(in: .whitespaces), in: environment.repository, policy: cache.policy)
        }
        try await Screens(environment, json: global.json, policy: cache.policy).show(Coordinator(start: .hero(id: heroID)))
    }
}

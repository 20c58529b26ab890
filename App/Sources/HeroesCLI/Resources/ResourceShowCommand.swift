import ArgumentParser
import HeroesCore

/// `heroes <resource> show`: one record of any resource in full, by id or by name as people type
/// it, written by the generic ``DetailScreen`` from the resource's record screen.
struct ResourceShowCommand<Noun: ResourceNoun>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        let name = Noun.resource.rawValue
        return CommandConfiguration(
            commandName: "show",
            abstract: "Show one of the \(name) in full.",
            discussion: """
                On a terminal: its facts and its linked lists, through a pager. Piped: \
                key<TAB>value lines; --format csv; --json takes a comma list of fields.

                Examples:
                  heroes \(name) show ID
                  heroes \(name) show ID --json
                  heroes \(name) show "a name or title, as you would type it"
                """)
    }

    @Argument(
        help: ArgumentHelp(
            "The record's id, or its name or title as you would type it (case, accents, spaces and hyphens ignored).",
            valueName: "id-or-name"))
    var id: String

    @OptionGroup var output: FormatOptions

    @OptionGroup var pager: PagerOptions

    @OptionGroup var global: GlobalOptions

    @OptionGroup var cache: CacheOptions

    func validate() throws {
        _ = try HeroReference(parsing: id, noun: Noun.resource.noun)
        _ = try output.jsonFields(valid: Noun.record.jsonFieldNames)
    }

    func run() async throws {
        let environment = try AppEnvironment.make(global.choices(format: output, pager: pager), cache: cache.choices)
        let id: Int
        switch try HeroReference(parsing: self.id, noun: Noun.resource.noun) {
        case .id(let number): id = number
        case .name(let name):
            id = try await NameLookup.id(named: name, as: Noun.Item.self, in: environment, policy: environment.policy)
        }
        let repository = environment.repository
        try await DetailScreen(environment: environment, policy: environment.policy).show(id, spec: Noun.record) {
            id, policy async throws(HeroesError) -> Fetched<Noun.Item> in
            try await repository.record(id: id, as: Noun.Item.self, policy: policy)
        }
    }
}

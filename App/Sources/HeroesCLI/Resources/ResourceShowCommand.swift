import ArgumentParser
import HeroesCore
import DesignTokens
import HeroesPresentation
import MarvelWire

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
            valueName: "id-or-name"),
        completion: .custom(NameCompletions.records(of: Noun.resource)))
    var id: String

    @Flag(help: LinkedFlag.help(.characters, Noun.resource)) var characters = false
    @Flag(help: LinkedFlag.help(.comics, Noun.resource)) var comics = false
    @Flag(help: LinkedFlag.help(.creators, Noun.resource)) var creators = false
    @Flag(help: LinkedFlag.help(.events, Noun.resource)) var events = false
    @Flag(help: LinkedFlag.help(.series, Noun.resource)) var series = false
    @Flag(help: LinkedFlag.help(.stories, Noun.resource)) var stories = false

    @Option(name: .long, parsing: .unconditional, help: "With a linked list: the page to show, from 1.")
    var page: Int?

    @Option(
        name: [.customShort("n"), .long, .customLong("limit")], parsing: .unconditional,
        help: "With a linked list: records a page, 1 to 100 (default: the config key per_page, else 20).")
    var perPage: Int?

    @Flag(name: .long, help: "With a linked list: all of it, in calls of 100.")
    var all = false

    @OptionGroup var output: FormatOptions

    @OptionGroup var pager: PagerOptions

    @OptionGroup var global: GlobalOptions

    @OptionGroup var cache: CacheOptions

    /// The linked list's flags.
    var linkedList: LinkedListShow { LinkedListShow(resource: Noun.resource, page: page, perPage: perPage, all: all) }

    /// The linked lists asked for (`--comics`, …), in the API's order.
    var linkedAsked: [MarvelResource] {
        LinkedListShow.asked([characters, comics, creators, events, series, stories])
    }

    func validate() throws {
        _ = try HeroReference(parsing: id, noun: Noun.resource.noun)
        let linked = linkedAsked
        if let error = linkedList.usageError(linked: linked) { throw ValidationError(error) }
        _ = try output.jsonFields(valid: linked.first.map { listed($0).jsonFieldNames } ?? Noun.record.jsonFieldNames)
    }

    func run() async throws {
        let environment = try AppEnvironment.make(global.choices(format: output, pager: pager), cache: cache.choices)
        let id: Int
        switch try HeroReference(parsing: self.id, noun: Noun.resource.noun) {
        case .id(let number): id = number
        case .name(let name):
            id = try await NameLookup.id(named: name, as: Noun.Item.self, in: environment, policy: environment.policy)
        }
        if let related = linkedAsked.first {
            return try await linkedList.show(listed(related), of: id, environment: environment)
        }
        let repository = environment.repository
        try await DetailScreen(environment: environment, policy: environment.policy).show(id, spec: Noun.record) {
            id, policy async throws(HeroesError) -> Fetched<Noun.Item> in
            try await repository.record(id: id, as: Noun.Item.self, policy: policy)
        }
    }
}

/// The help of `show`'s `--comics`, `--characters`, …: shown where the record has that list.
enum LinkedFlag {
    static func help(_ related: MarvelResource, _ resource: MarvelResource) -> ArgumentHelp {
        ArgumentHelp(
            "A page of the \(resource.noun)'s \(related.pluralNoun), instead of the \(resource.noun).",
            visibility: resource.relatedResources.contains(related) ? .default : .private)
    }
}

import ArgumentParser
import HeroDetailsFeature
import HeroesCore
import DesignTokens
import HeroesPresentation
import MarvelWire

/// `heroes <resource> show`: one record of any resource in full, by id or by name as people type
/// it, written by the generic ``DetailScreen`` from the resource's record screen: what it reads is
/// ``ResourceShowChoices``, which runs it.
struct ResourceShowCommand<Noun: ResourceNoun>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        let name = Noun.resource.rawValue
        let hasComics = Noun.resource.relatedResources.contains(.comics)
        let byYear =
            hasComics
            ? "\n\nWith --by-year: the \(Noun.resource.noun)'s comics counted by the year they went on sale, from its "
                + "whole list of comics (calls of 100, at most --max-calls of them): a one-line chart on a terminal, "
                + "one `comics.year<TAB>YEAR COUNT` line a year piped, comicsByYear in --json." : ""
        return CommandConfiguration(
            commandName: "show",
            abstract: "Show one of the \(name) in full.",
            discussion: """
                On a terminal: its facts and its linked lists, through a pager. Piped: \
                key<TAB>value lines; --format csv; --json takes a comma list of fields.\(byYear)

                Examples:
                  heroes \(name) show ID
                  heroes \(name) show ID --json\(hasComics ? "\n  heroes \(name) show ID --by-year" : "")
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

    @Flag(
        help: ArgumentHelp(
            "Count the \(Noun.resource.noun)'s comics by the year they went on sale, from the whole list of them.",
            visibility: Noun.resource.relatedResources.contains(.comics) ? .default : .private))
    var byYear = false

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            (Noun.resource.relatedResources.contains(.comics) ? "With --by-year or --all" : "With --all")
                + ": the most calls it makes (default: 100); past it, it stops before fetching."))
    var maxCalls: Int?

    @OptionGroup var output: FormatOptions

    @OptionGroup var pager: PagerOptions

    @OptionGroup var global: GlobalOptions

    @OptionGroup var cache: CacheOptions

    /// The options' values, checked by ``validate()`` (ArgumentParser runs it before ``run()``).
    var choices: ResourceShowChoices<Noun> {
        ResourceShowChoices(
            id: id, linked: LinkedListShow.asked([characters, comics, creators, events, series, stories]), page: page,
            perPage: perPage, all: all, byYear: byYear, maxCalls: maxCalls,
            global: global.choices(format: output, pager: pager), cache: cache.choices)
    }

    func validate() throws { try choices.validateOwnOptions() }

    func run() async throws { try await choices.run() }
}

/// The help of `show`'s `--comics`, `--characters`, …: shown where the record has that list.
enum LinkedFlag {
    static func help(_ related: MarvelResource, _ resource: MarvelResource) -> ArgumentHelp {
        ArgumentHelp(
            "A page of the \(resource.noun)'s \(related.pluralNoun), instead of the \(resource.noun).",
            visibility: resource.relatedResources.contains(related) ? .default : .private)
    }
}

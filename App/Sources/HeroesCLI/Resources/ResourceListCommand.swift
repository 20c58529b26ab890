import ArgumentParser
import CommandLinePlatform
import DesignTokens
import FoundationEssentials
import HeroesCore
import MarvelWire

/// `heroes <resource> list`: a page (or `--all`) of any resource's list, filtered by its API
/// filters (``ResourceFilters``), ordered, written by the generic ``ListScreen``: what it reads is
/// ``ResourceListChoices``, which runs it.
struct ResourceListCommand<Noun: ResourceNoun>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        let name = Noun.resource.rawValue
        let order = Noun.listOperation.orderFields.map(\.rawValue).joined(separator: ", ")
        return CommandConfiguration(
            commandName: "list",
            abstract: "Show a page of \(name).",
            discussion: """
                On a terminal: a table with the page and the total. Piped: one record a line, \
                tab-separated, no header; --format csv the same under a header; --json each \
                record as heroes \(name) show --json writes it. The filters are the API's own for \
                the list of \(name); --order-by takes \(order), each with - for descending \
                (default: \(Noun.defaultOrder.map(\.text).joined(separator: ","))).

                Examples:
                  heroes \(name) list
                  heroes \(name) list --page 2 --per-page 50
                  heroes \(name) list --json | jq '.\(Noun.list(pageCommand: nil).jsonKey)[].id'
                  heroes \(name) list --format csv > \(name).csv
                """,
            aliases: ["ls"])
    }

    @Option(name: .long, parsing: .unconditional, help: "The page to show, from 1.")
    var page = 1

    @Option(
        name: [.customShort("n"), .long, .customLong("limit")], parsing: .unconditional,
        help:
            "Records a page, 1 to 100 (default: the config key per_page, else 20). -n and --limit are the same option.")
    var perPage: Int?

    @Flag(name: .long, help: "Every record of the list, in calls of 100 run a few at a time.")
    var all = false

    @Option(
        name: .long, parsing: .unconditional,
        help: "The most calls --all makes; past it, it stops before fetching.")
    var maxCalls = HeroesRepository.defaultMaximumCalls

    @Option(
        name: .long, parsing: .unconditional, help: "The order: a comma list of the list's fields, - for descending.",
        completion: .list(Noun.listOperation.orderFields.flatMap { [$0.rawValue, "-" + $0.rawValue] }))
    var orderBy: String?

    @OptionGroup var filters: ResourceFilters<Noun>

    @Option(
        help: ArgumentHelp(
            "Only records whose name or title holds this text, as people type it (case, accents, spaces and punctuation ignored).",
            discussion: """
                The API has no such filter: heroes fetches the whole list (at most --max-calls calls \
                of 100, cached as any other answer) and filters it; --page and --per-page then page \
                through the matches.
                """,
            valueName: "text"))
    var nameContains: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Only series that ran in this year: started in it or before, ended in it or after or still running.",
            discussion:
                "The API's --start-year says when a series started; this fetches the whole list and filters it.",
            valueName: "year", visibility: Noun.running(in: 0) == nil ? .private : .default))
    var runningIn: Int?

    @OptionGroup var output: FormatOptions

    @OptionGroup var pager: PagerOptions

    @OptionGroup var global: GlobalOptions

    @OptionGroup var cache: CacheOptions

    /// The options' values, checked by ``validate()`` (ArgumentParser runs it before ``run()``).
    var choices: ResourceListChoices<Noun> {
        ResourceListChoices(
            page: page, perPage: perPage, all: all, maxCalls: maxCalls, orderBy: orderBy, filters: filters.choices,
            nameContains: nameContains, runningIn: runningIn, global: global.choices(format: output, pager: pager),
            cache: cache.choices)
    }

    func validate() throws { try choices.validateOwnOptions() }

    func run() async throws { try await choices.run() }
}

import ArgumentParser
import DesignTokens
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation
import MarvelWire

/// `heroes path A B`: the shortest chain of shared comics between two heroes.
struct PathCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path",
        abstract: "The shortest chain of shared comics between two heroes.",
        discussion: """
            Each hop is a comic two heroes appear in together, with its on-sale day: hero A is in \
            a comic with hero X, who is in a comic with hero B. Heroes by id or by name as you \
            would type it. On the embedded catalog the whole graph is read at once; against a \
            server, each hero's comics and each comic's heroes are fetched (and cached), at most \
            --max-calls calls. Piped: a line a hop, tab-separated (hop, from id, from, comic id, \
            comic, on-sale day, to id, to); --json for the hops. Two heroes in no chain: a line \
            on stderr that says so, nothing on stdout.

            Examples:
              heroes path "Howard the Duck" Thanos
              heroes path spider-man "squirrel girl" --json | jq -r '.hops[].comic.title'
            """)

    @Argument(
        help: ArgumentHelp("The first hero's id or name.", valueName: "from"),
        completion: .custom(NameCompletions.records(of: .characters)))
    var from: String

    @Argument(
        help: ArgumentHelp("The second hero's id or name.", valueName: "to"),
        completion: .custom(NameCompletions.records(of: .characters)))
    var to: String

    @Option(
        name: .long, parsing: .unconditional,
        help: "Against a server: the most calls the walk makes; past it, it stops without an answer.")
    var maxCalls = 500

    @OptionGroup var output: FormatOptions

    @OptionGroup var pager: PagerOptions

    @OptionGroup var global: GlobalOptions

    @OptionGroup var cache: CacheOptions

    func validate() throws {
        _ = try HeroReference(parsing: from)
        _ = try HeroReference(parsing: to)
        guard maxCalls >= 1 else { throw ValidationError("--max-calls must be 1 or more, got \(maxCalls).") }
        _ = try output.jsonFields(valid: ListSpec<PathHop>.path(from: "", to: "").jsonFieldNames)
    }

    func run() async throws {
        let environment = try AppEnvironment.make(global.choices(format: output, pager: pager), cache: cache.choices)
        let (from, to) = (self.from, self.to)
        let start = try await id(of: from, in: environment) { ["heroes", "path", $0, to] }
        let goal = try await id(of: to, in: environment) { ["heroes", "path", from, $0] }
        guard start != goal else {
            throw Console.fail("\"\(from)\" and \"\(to)\" are the same hero (id \(start)): a path joins two.", .usage)
        }
        let graph =
            environment.catalog.map {
                PathGraph(links: $0.links(from: .characters, to: .comics).lazy.map { ($0.id, $0.relatedID) })
            }
            ?? PathGraph.server(environment.repository, policy: environment.policy, maximumCalls: maxCalls)
        let outcome: ShortestPath.Outcome
        do {
            outcome = try await graph.shortestPath(from: start, to: goal)
        } catch .api(let error) {
            throw Console.fail(environment.message(for: error), ExitStatus(error))
        } catch .budgetSpent(let calls) {
            throw Console.fail(
                "no chain was found within \(calls) calls; raise --max-calls, or use the embedded catalog.",
                .unavailable)
        }
        guard case .found(let hops) = outcome else {
            // Not connected: the list screen's empty page says so.
            return try await write([], from: start, to: goal, environment: environment)
        }
        try await write(hops, from: start, to: goal, environment: environment)
    }

    /// The hero `text` names: an id as it is, a name looked up (a name that finds none or several
    /// offers the command `retrying` makes with each candidate).
    private func id(
        of text: String, in environment: AppEnvironment, retrying: @escaping (String) -> [String]
    ) async throws -> Int {
        switch try HeroReference(parsing: text) {
        case .id(let id): id
        case .name(let name):
            try await NameLookup.id(named: name, in: environment, policy: environment.policy, retrying: retrying)
        }
    }

    /// The chain as the generic list screen draws it: each hop's comic and heroes loaded.
    private func write(_ hops: [ShortestPath.Hop], from start: Int, to goal: Int, environment: AppEnvironment)
        async throws
    {
        let names = Dictionary(
            (environment.catalog?.names(of: .characters) ?? []).map { ($0.id, $0.name) },
            uniquingKeysWith: { a, _ in a })
        let loader = PathHops(repository: environment.repository, names: names)
        let first = try await nameOrFail(start, environment: environment, hero: loader.hero)
        let last = try await nameOrFail(goal, environment: environment, hero: loader.hero)
        try await ListScreen(environment: environment, policy: environment.policy).show(
            hops, spec: .path(from: first.name, to: last.name), paged: false
        ) { hops, policy async throws(HeroesError) -> Fetched<Page<PathHop>> in
            try await loader.page(of: hops, policy: policy)
        }
    }

    private func nameOrFail(
        _ id: Int, environment: AppEnvironment,
        hero: (Int, CachePolicy) async throws(HeroesError) -> NamedRecord
    ) async throws(ExitCode) -> NamedRecord {
        do {
            return try await hero(id, environment.policy)
        } catch {
            throw Console.fail(environment.message(for: error), ExitStatus(error))
        }
    }
}

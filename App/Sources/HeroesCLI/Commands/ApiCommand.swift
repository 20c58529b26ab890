import ArgumentParser
import DesignTokens
import FoundationEssentials
import HeroesCore
import MarvelWire

/// `heroes api PATH`: a signed GET of any of the API's 39 operations against the current data
/// source, its body out as it came (as `gh api`), for whatever the commands do not cover.
struct ApiCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "api",
        abstract: "Call any operation of the Marvel API and print its JSON.",
        discussion: """
            PATH is one of the API's 39 operations, with or without /v1/public and a leading /: \
            comics, comics/6482, characters/1009610/comics, each with its query after ? or as \
            --field name=value. The call is signed with the current keys and sent to the current \
            data source (the embedded catalog, or HEROES_BASE_URL), and the body is printed as \
            it came: compact in a pipe; on a terminal indented, through the pager, with any \
            escape sequence or control character from the server made harmless. An error is the API's own body on \
            stdout, a line on stderr and the exit status of the error (see heroes exit-codes). A \
            query the API would refuse is refused before any call, with the body the API would \
            give (409). With --paginate every page of a list is fetched and merged into one \
            answer (data.results holds them all), at most --max-calls calls.

            Examples:
              heroes api characters/1009610
              heroes api 'comics?titleStartsWith=Hulk&startYear=2016' | jq '.data.results[].title'
              heroes api series --field startYear=1975 --paginate | jq '.data.count'
              heroes api /v1/public/events/227/characters --field limit=5
            """)

    @Argument(help: ArgumentHelp("The operation's path, and its query after ?.", valueName: "path"))
    var path: String

    @Option(
        name: [.customShort("f"), .long], parsing: .unconditionalSingleValue,
        help: ArgumentHelp("A query parameter, name=value (repeat it for more).", valueName: "name=value"))
    var field: [String] = []

    @Flag(help: "Every page of a list, merged into one answer.")
    var paginate = false

    @Option(
        name: .long, parsing: .unconditional,
        help: "The most calls --paginate makes; past it, it stops before fetching.")
    var maxCalls = HeroesRepository.defaultMaximumCalls

    @OptionGroup var pager: PagerOptions

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard maxCalls >= 1 else { throw ValidationError("--max-calls must be 1 or more, got \(maxCalls).") }
        let route = try APICallRoute.operation(path)
        if paginate, case .record = route.kind {
            throw ValidationError("--paginate pages through a list; \(route.path) is one record.")
        }
        do {
            _ = try APICallRoute.parse(path: path, fields: field)
        } catch is APICallRoute.Rejection {
            // Answered by run() with the API's body, as the API would.
        }
    }

    func run() async throws {
        let route: MarvelRoute
        do {
            route = try APICallRoute.parse(path: path, fields: field)
        } catch let rejection as APICallRoute.Rejection {
            try Console.out(APICallRoute.errorBody(rejection.text))
            throw Console.fail("the API refuses this query (HTTP 409): \(rejection.text)", .usage)
        }
        let environment = try AppEnvironment.make(global.choices(format: nil, pager: pager))
        let answer: APIAnswer
        do {
            answer =
                paginate
                ? try await APIPages.all(route, from: environment.service, maximumCalls: maxCalls)
                : try await environment.service.answer(route)
        } catch {
            throw Console.fail(environment.message(for: error), ExitStatus(error))
        }
        let failure = answer.isSuccess ? nil : environment.service.failure(of: answer, to: route)
        let output = ScreenOutput(
            standardOutput: Self.text(of: answer.body, forTerminal: environment.output.drawsForTerminal),
            errorLines: failure.map { ["heroes: " + environment.message(for: $0)] } ?? [], succeeded: true)
        try Console.write(output, failure: failure, pager: environment.pager)
    }

    /// The body as written. In a pipe, JSON as it came (a final newline added): JSON holds no
    /// raw control character. On a terminal, JSON indented through the one JSON reader and
    /// writer; then, and for a body that is not JSON anywhere, each line neutralised, so that
    /// nothing the server sent moves the cursor or changes the terminal.
    static func text(of body: Data, forTerminal: Bool) -> String {
        let json = try? MarvelJSONDecoder().decode(AnyJSONValue.self, from: body)
        let text: String
        switch (json, forTerminal) {
        case (_?, false): text = String(decoding: body, as: UTF8.self)
        case (let json?, true): text = JSONText.render(json, layout: .indented)
        case (nil, _): text = String(decoding: body, as: UTF8.self)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let written = json != nil && !forTerminal ? lines : lines.map { TerminalText.neutralized($0) }
        let joined = written.joined(separator: "\n")
        return joined.hasSuffix("\n") ? joined : joined + "\n"
    }
}

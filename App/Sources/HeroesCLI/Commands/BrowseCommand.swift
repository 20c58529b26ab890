import ArgumentParser
import DesignTokens
import FoundationEssentials
import HeroesCore
public import HeroesPresentation
import MarvelWire
import NetworkStubs
import TerminalScreen

#if canImport(Glibc)
import Glibc
#endif

/// `heroes browse`: WallaMarvel's app on a terminal (see ``BrowseSession``).
struct BrowseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Browse the heroes full-screen: an endless list, each hero's details and comics, search as you type.",
        discussion: """
            Takes the whole terminal until q or Ctrl-C, and gives it back as it was. Keys: ↑ ↓ (or j k, \
            or the mouse wheel), PgUp PgDn, Home End (End loads every page to the last hero), Enter to open a hero, its comic or a character, Esc or Backspace to come \
            back to the same row, / to search (any part of a name on the embedded catalog, \
            best matches first; the start of a name against a server), 1 to 6 to switch to the \
            characters, comics, creators, events, series or stories, r to retry what failed, R to \
            refresh, ? for help, Ctrl-Z to stop it (fg to come back). Cached pages show at once and \
            are refreshed in place. Needs a terminal on standard input and output, and TERM set \
            to one that draws (not dumb): exit 64 otherwise; use heroes list in pipes. With --verbose, \
            send the log to a file (2>browse.log): on the terminal it would write over the screen.

            Examples:
              heroes browse
              heroes browse comics      (then 1-6 switch lists, / searches any part of a title)
              HEROES_BASE_URL=http://127.0.0.1:8080 heroes browse --color never
            """
    )

    @Argument(help: "The list to start at: characters (the default), comics, creators, events, series or stories.")
    var list: MarvelResource = .characters

    @OptionGroup var global: GlobalOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How old a cached answer may be before it is revalidated: seconds, or 90s, 30m, 24h, 7d.", valueName: "age")
    )
    var maxAge: String = DurationText.describe(HeroesRepository.defaultMaxAge)

    func run() async throws {
        guard StandardStream.output.isTerminal, isatty(STDIN_FILENO) == 1 else {
            throw Console.fail(
                "browse needs a terminal on standard input and output; use `heroes list` in pipes and scripts.", .usage)
        }
        // A terminal that cannot move the cursor or switch screens (TERM=dumb: Emacs' shell
        // buffer, some CI logs) would show every escape sequence as text.
        let term = StandardStream.processEnvironment["TERM"] ?? ""
        guard !term.isEmpty, term != "dumb" else {
            throw Console.fail(
                "browse draws a screen, which a terminal with TERM \(term.isEmpty ? "unset" : "=dumb") cannot show; "
                    + "use `heroes list`, or set TERM to your terminal's type (such as xterm-256color).",
                .usage)
        }
        // The log goes to stderr: on the same terminal, it would write over the screen.
        if global.verbose, isatty(STDERR_FILENO) == 1 {
            throw Console.fail(
                "--verbose would write its log over browse's screen; send it to a file: "
                    + "`heroes browse --verbose 2>browse.log`.", .usage)
        }
        let cache = try CacheOptions.parse(["--max-age", maxAge])
        // Not mapped: a catalog file cut short while browse runs is an error on the screen, not a SIGBUS.
        let environment = try AppEnvironment.make(global.choices(), cache: cache.choices, catalogReading: .cached)
        let terminal: FullScreenTerminal
        do {
            terminal = try FullScreenTerminal.open()
        } catch {
            throw Console.fail("the terminal could not be taken over: \(error.description).", .failure)
        }
        // On the embedded catalog, a search finds any part of a name among every record's name;
        // against a server, the API's start of a name.
        let names = BrowseSession.names(in: environment)
        // The names are read while the first page shows: the list's own first, then the others'
        // (for speed only; `HEROES_BROWSE_PREPARE=0` leaves each to its list's first search).
        if BrowseNames.preparesAhead(variable: StandardStream.processEnvironment["HEROES_BROWSE_PREPARE"]) {
            names?.prepare([list] + MarvelResource.allCases.filter { $0 != list })
        }
        let runtime = BrowseRuntime(
            session: .heroes(
                size: terminal.size, start: list, search: names == nil ? .nameStartsWith : .nameContaining),
            repository: environment.repository, names: names, style: environment.outputStyle)
        let interrupted = await runtime.run(on: terminal)
        terminal.restore()
        if interrupted { throw ExitStatus.interrupted.exitCode }
    }
}

extension BrowseSession {
    /// Where `heroes browse`'s searches find every record's name with this environment's
    /// settings: the embedded catalog's names (NetworkStubs' `Catalog.names(of:)`); `nil` against
    /// a server, whose lists are searched by the API's start of a name (public, as `repository()`
    /// is, to measure a search outside the terminal).
    public static func names() throws -> BrowseNames? {
        names(in: try AppEnvironment.make(GlobalChoices(), cache: nil))
    }

    static func names(in environment: AppEnvironment) -> BrowseNames? {
        let parts = BrowseNames.parts(variable: StandardStream.processEnvironment["HEROES_NAMES_PARTS"])
        return environment.catalog.map { catalog in
            BrowseNames(parts: parts) { resource in
                catalog.names(of: resource, parts: parts).map { NamedRecord(id: $0.id, name: $0.name) }
            }
        }
    }
}

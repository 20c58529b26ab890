public import ArgumentParser
import CommandLinePlatform
import DesignTokens
import HeroesBuildInfo

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The `heroes` command: its subcommands, and the entry point the `heroes` executable calls.
public struct Heroes: AsyncParsableCommand {
    /// The version (VERSION, written in at build time), for the User-Agent.
    static let version = BuildInfo.version

    public static let configuration = CommandConfiguration(
        commandName: "heroes",
        abstract: "Browse Marvel heroes from the terminal.",
        discussion: """
            Data comes from the embedded catalog unless HEROES_BASE_URL names a Marvel-compatible \
            server; keys come from MARVEL_PUBLIC_KEY and MARVEL_PRIVATE_KEY (or the config file \
            $XDG_CONFIG_HOME/heroes/config, mode 0600), never from flags.

            Examples:
              heroes list --page 2
              heroes show 1009610
              heroes browse
              heroes list --json | jq '.heroes[].name'
              heroes list --json id,name --all | jq -r '.heroes[].name'
              heroes list --format csv > heroes.csv
              heroes serve --port 8080
              heroes config set base_url http://127.0.0.1:8080
              heroes doctor

            Output: a table on a terminal (long output through a pager), tab-separated lines in a \
            pipe; --format table|tsv|csv|json or --json [fields] choose, HEROES_FORCE_TTY=1 draws \
            for a terminal into a pipe. Notices go to stderr, --quiet silences them; --verbose \
            also says where the data comes from. Dates are in UTC: days as YYYY-MM-DD, times in \
            JSON as ISO 8601 with Z.
            """,
        version: BuildInfo.versionLine,
        subcommands: [
            ListCommand.self, ShowCommand.self, CharactersCommand.self, ResourceCommand<ComicsNoun>.self,
            ResourceCommand<CreatorsNoun>.self, ResourceCommand<EventsNoun>.self,
            ResourceCommand<SeriesNoun>.self, ResourceCommand<StoriesNoun>.self,
            ApiCommand.self, PathCommand.self, BrowseCommand.self, RandomCommand.self, ServeCommand.self,
            CacheCommand.self, ConfigCommand.self, DoctorCommand.self, ExitCodesCommand.self,
            EnvironmentCommand.self,
        ]
    )

    public init() {}

    /// The entry point of the `heroes` executable: ArgumentParser's parse-and-run, behind the
    /// guard of the standard descriptors, which must run before any file is opened, with the
    /// signals the commands handle unblocked. The command runs on this thread
    /// (``CommandExecutor``), and the process ends when it has. Named apart from
    /// ArgumentParser's own `main()`, which a caller could otherwise reach instead.
    public static func start() -> Never {
        StandardStreams.guardDescriptors(
            writeFailure: "heroes: could not write to standard output.\n", status: ExitStatus.ioError.rawValue)
        SignalMask.unblockHandled()
        MallocArenas.useOne(variable: getenv("HEROES_MALLOC"))
        // `heroes --version` answers before ArgumentParser builds its tree of every command
        // (their configurations, and reflection over their options, which makes the Swift
        // runtime scan the binary's ~7,500 protocol conformances): what it prints is the same.
        if let text = VersionOutput.text(for: CommandLine.arguments.dropFirst()) {
            do { try Console.out(text) } catch { exit(failing: error) }
        } else if CommandExecutor.runsOnGlobalExecutor(variable: getenv("HEROES_EXECUTOR")) {
            // `HEROES_EXECUTOR=default`: the plain path the command's executor replaces, as a way back.
            CommandExecutor.runOnGlobalExecutor { await runCommand() }
        } else {
            CommandExecutor.run { await runCommand() }
        }
        StandardStreams.endSucceeded()
    }

    private static func runCommand() async {
        let arguments = JSONArgument.normalize(HelpRequest.normalize(Array(CommandLine.arguments.dropFirst())))
        // Texts printed before ArgumentParser: completion scripts, the manual page, help topics.
        if let text = CompletionScripts.text(for: arguments) ?? ManPage.text(for: arguments)
            ?? EnvironmentCommand.text(for: arguments)
        {
            do { try Console.out(text) } catch { exit(failing: error) }
            return
        }
        // `heroes list --page 2`, `heroes comics show 21366` and their like skip ArgumentParser's
        // reflection (see ``QuickLine``), unless `HEROES_QUICKLIST=0` asks for ArgumentParser alone.
        if QuickLine.isOn(variable: getenv("HEROES_QUICKLIST")), let choices = QuickLine.choices(for: arguments) {
            do { try await choices.run() } catch { exit(failing: error) }
            return
        }
        do {
            var command = try parseAsRoot(arguments)
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            // The words as typed (before the `--json` rewriting), for the suggestion to quote.
            let typed = Array(CommandLine.arguments.dropFirst())
            if let message = JQSuggestion.message(for: typed) {
                exit(failing: Console.fail(message, .usage))
            }
            if let message = CommandSuggestion.message(for: typed, subcommands: CommandSuggestion.subcommands) {
                exit(failing: Console.fail(message, .usage))
            }
            exit(failing: error)
        }
    }

    /// Ends the process for `error` with ArgumentParser's message and exit code, the message
    /// neutralised (``TerminalText``): it may quote argv, as in `--order-by $'\e]0;x\a'`. Help,
    /// the version and other clean exits print as ArgumentParser prints them.
    static func exit(failing error: any Error) -> Never {
        let code = exitCode(for: error)
        guard !code.isSuccess else { exit(withError: error) }
        let message = fullMessage(for: error)
        if !message.isEmpty { Console.errComposed(TerminalText.neutralized(message, lineBreaks: .keep) + "\n") }
        Glibc.exit(code.rawValue)
    }
}

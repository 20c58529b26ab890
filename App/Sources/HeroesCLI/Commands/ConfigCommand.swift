import AppConfig
import ArgumentParser
import CommandLinePlatform
import DesignTokens
import FoundationEssentials
import HeroesPresentation
import MarvelWire

/// `heroes config list|set|get|unset|path`: the settings and the config file without opening an editor. Keys never
/// come from the command line and are never printed.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "List the settings and where each comes from; set, show or remove one in the config file.",
        discussion: """
            The config file is $XDG_CONFIG_HOME/heroes/config (else ~/.config/heroes/config), \
            mode 0600. Its keys: \(ConfigFile.keys.joined(separator: ", ")). Flags override it, \
            and so do heroes' own variables (HEROES_BASE_URL, MARVEL_PUBLIC_KEY, MARVEL_PRIVATE_KEY, \
            HEROES_PAGER); it overrides the variables every program reads (NO_COLOR, CLICOLOR and \
            CLICOLOR_FORCE under color; PAGER under pager).

            What people set once: color (\(ConfigFile.choices["color"]!.joined(separator: ", "))), \
            format (\(ConfigFile.choices["format"]!.joined(separator: ", "))), pager (a command, \
            or "" for none) and per_page (\(ConfigFile.perPageRange.lowerBound) to \
            \(ConfigFile.perPageRange.upperBound), the heroes or comics a page without --per-page).

            The two keys are read from standard input, typed without echo at a prompt or piped, \
            never from the command line (where they would stay in the shell's history), and are \
            never printed. base_url is checked as it is set.

            Examples:
              heroes config list
              heroes config set base_url http://127.0.0.1:8080
              heroes config set per_page 50
              heroes config set pager "less -S"
              heroes config set color never
              heroes config set public_key
              printf %s "$MARVEL_PRIVATE_KEY" | heroes config set private_key
              heroes config get base_url
              heroes config unset base_url
              heroes config path
            """,
        subcommands: [ListValues.self, SetValue.self, GetValue.self, UnsetValue.self, ShowPath.self]
    )

    /// The config file's location.
    static var file: String { XDGPaths().configFile }

    /// The file as it is, checked as every command reads it (`forEditing`: one too large to use
    /// is read too, to be written back smaller); `nil` when there is none. A file that cannot be
    /// trusted ends the command (exit 78) with how to fix it.
    static func load(forEditing: Bool = false) throws(ExitCode) -> ConfigFile? {
        do {
            return try ConfigFile.load(atPath: file, forEditing: forEditing)
        } catch {
            throw Console.fail(error.description, .configuration)
        }
    }

    /// Writes `key` = `value` (`nil` removes it) into the file, keeping its other lines; a file
    /// that would be too large to read is not written (exit 64 for a value, 78 for a removal).
    static func write(_ key: String, _ value: String?, over existing: ConfigFile?) throws(ExitCode) {
        let text: String
        do {
            text = try ConfigFile.editing(existing?.text ?? "", setting: key, to: value)
        } catch {
            throw Console.fail(error.description, value == nil ? .configuration : .usage)
        }
        do {
            try ConfigFile.save(text, toPath: file)
        } catch {
            throw Console.fail(error.description, .ioError)
        }
    }

    /// `key`, or a usage error listing the keys.
    static func checkKey(_ key: String) throws {
        guard ConfigFile.keys.contains(key) else {
            throw ValidationError(ConfigError.unknownConfigKey(key).description)
        }
    }

    struct ListValues: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List every setting, its value (the API keys: only \"set\") and where it came from.",
            discussion: """
                Each key's value comes from its environment variable, else the config file, else \
                the default (no key comes from a flag). On a terminal: aligned columns; piped: \
                key<TAB>value<TAB>where lines (an unset value empty); --json: an array of \
                {"key", "value", "source", "from"} (source: environment, config file or default).
                """)

        /// A flag: the array has no field list (see ``JSONArgument/wholeObjectCommands``).
        @Flag(name: .long, help: "Print JSON: an array of every setting.")
        var json = false

        func run() async throws {
            let rows = ConfigList.rows(
                environment: StandardStream.processEnvironment, file: try ConfigCommand.load(),
                path: ConfigCommand.file)
            let output = OutputTarget.detect()
            if json {
                try Console.out(JSONText.render(rows, layout: output.jsonLayout))
            } else if output.drawsForTerminal {
                try Console.out(ConfigList.terminal(rows, style: output.style(colorMode: .configured())))
            } else {
                try Console.out(ConfigList.tsv(rows))
            }
        }
    }

    struct SetValue: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set", abstract: "Set a key; the API keys are read from standard input.")

        @Argument(help: "The key: \(ConfigFile.keys.joined(separator: ", ")).", completion: .list(ConfigFile.keys))
        var key: String

        @Argument(
            help: "The value (\"\" for no pager); the API keys are read from standard input.",
            completion: .custom(ConfigCommand.valueCompletions))
        var value: String?

        func validate() throws {
            try ConfigCommand.checkKey(key)
            if ConfigFile.isSecret(key), value != nil {
                throw ValidationError(
                    "\(key) is never taken from the command line, where it would stay in your shell's history; run `heroes config set \(key)` and type it, or pipe it in."
                )
            }
            if !ConfigFile.isSecret(key), value == nil {
                throw ValidationError("give the value: heroes config set \(key) VALUE")
            }
            if key == "pager", let value, ShellWords.split(value) == nil {
                throw ValidationError(
                    "the value for pager is not a command (a quote is left open); nothing was written.")
            }
        }

        func run() async throws {
            let existing = try ConfigCommand.load(forEditing: true)
            let given: String
            if let value {
                given = value
            } else {
                do {
                    given = try SecretInput.read(prompt: "\(key): ")
                } catch {
                    throw Console.fail(error.message(for: key), .usage)
                }
            }
            let checked: String
            do {
                checked = try ConfigFile.checked(given, for: key)
            } catch {
                throw Console.fail(error.description, .usage)
            }
            try ConfigCommand.write(key, checked, over: existing)
            let shown = ConfigFile.isSecret(key) ? "(not shown)" : Settings.redactingPassword(checked)
            Console.err("heroes: \(key) set to \(shown) in \(ConfigCommand.file).")
            if let variable = Settings.overridingVariable(key, environment: StandardStream.processEnvironment) {
                Console.err("heroes: note: \(variable) is set in the environment, and overrides the file.")
            }
        }
    }

    struct GetValue: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "get",
            abstract: "Print a key's value (the API keys: only whether they are set); exit 1 when it is not set.")

        @Argument(help: "The key: \(ConfigFile.keys.joined(separator: ", ")).", completion: .list(ConfigFile.keys))
        var key: String

        func validate() throws { try ConfigCommand.checkKey(key) }

        func run() async throws {
            guard let value = try ConfigCommand.load()?.values[key] else {
                Console.err("heroes: \(key) is not set in \(ConfigCommand.file).")
                throw ExitStatus.failure.exitCode
            }
            if ConfigFile.isSecret(key) {
                Console.err("heroes: \(key) is set in \(ConfigCommand.file) (keys are never printed).")
                return
            }
            try Console.out(TextLayout.singleLine(value) + "\n")
        }
    }

    struct UnsetValue: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "unset", abstract: "Remove a key.")

        @Argument(help: "The key: \(ConfigFile.keys.joined(separator: ", ")).", completion: .list(ConfigFile.keys))
        var key: String

        func validate() throws { try ConfigCommand.checkKey(key) }

        func run() async throws {
            let existing = try ConfigCommand.load(forEditing: true)
            guard existing?.values[key] != nil else {
                Console.err("heroes: \(key) was not set in \(ConfigCommand.file).")
                return
            }
            try ConfigCommand.write(key, nil, over: existing)
            Console.err("heroes: \(key) removed from \(ConfigCommand.file).")
        }
    }

    struct ShowPath: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "path", abstract: "Print the config file's path.")
        func run() async throws {
            try Console.out(TextLayout.singleLine(ConfigCommand.file) + "\n")
        }
    }
}

extension ConfigCommand {
    /// What the shells offer for `heroes config set KEY <Tab>`: AppConfig's
    /// ``ConfigFile/suggestedValues(for:startingWith:)`` for the word before (bash takes custom
    /// candidates as they come: ``CompletionScripts``).
    @Sendable static func valueCompletions(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        guard index >= 1, index - 1 < words.count else { return [] }
        return ConfigFile.suggestedValues(for: words[index - 1], startingWith: prefix)
    }
}

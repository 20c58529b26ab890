import AppConfig
import ArgumentParser
import DesignTokens
import FoundationEssentials
import HeroesCore
import HeroesFeature

struct CacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show where the cache is, what it holds, or empty or prune it.",
        discussion: """
            The cache keeps every page and hero fetched from a server (HEROES_BASE_URL), with its \
            ETag and fetch time, in one SQLite file under $XDG_CACHE_HOME/heroes (else \
            ~/.cache/heroes; HEROES_CACHE_DIR overrides). It keeps at most \(CacheLimits.standard.maxFileBytes >> 20) MiB, \
            dropping the answers fetched longest ago, and no answer over \(CacheLimits.standard.maxEntryBytes >> 20) MiB.

            Examples:
              heroes cache path
              heroes cache info
              heroes cache prune --older-than 30d
              heroes cache clear
            """,
        subcommands: [Path.self, Info.self, Prune.self, Clear.self]
    )

    /// The cache the settings point at; one that cannot be opened ends the command (exit 74, as
    /// every failure of the cache's own does: no server is involved).
    static func openStore(in folder: String? = nil) throws(ExitCode) -> SQLiteHeroesStore {
        let directory: String
        if let folder {
            directory = folder
        } else {
            directory = try AppEnvironment.resolveSettings().paths.cacheDirectory
        }
        let opening = SQLiteHeroesStore.open(directory: directory)
        for warning in opening.warnings {
            // The failure printed below says the same.
            if case .unavailable = warning { continue }
            Console.err("heroes: warning: " + CacheAdvice.message(for: warning))
        }
        guard let store = opening.store else {
            throw Console.fail(
                "the cache cannot be opened: \(opening.failure.map(CacheAdvice.message(for:)) ?? "unknown reason").",
                .ioError)
        }
        return store
    }

    /// The cache folder, for a command that prints it: a path that would not print as itself (a
    /// newline, an escape, a control or bidi character) ends the command (exit 78), since a
    /// neutralised copy is not the folder and `$(heroes cache path)` would name another one.
    static func printableFolder() throws(ExitCode) -> String {
        let folder = try AppEnvironment.resolveSettings().paths.cacheDirectory
        guard TerminalText.isNeutral(folder) else {
            throw Console.fail(
                "the cache folder's path holds a newline, an escape or another character that does not print as "
                    + "itself (it shows as \(TextLayout.singleLine(folder))); set HEROES_CACHE_DIR to a plain path.",
                .configuration)
        }
        return folder
    }

    struct Path: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "path", abstract: "Print the cache folder.")
        func run() async throws {
            try Console.out(try CacheCommand.printableFolder() + "\n")
        }
    }

    struct Info: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "info", abstract: "Print how many pages and heroes are cached, and their size.",
            discussion: """
                On a terminal: sizes in KiB or MiB and fetch times as ages, with the time in UTC. \
                Piped: key<TAB>value lines, sizes in bytes, times in ISO 8601 (UTC). --json: one object.
                """)

        /// A flag: the object has no field list (see ``JSONArgument/wholeObjectCommands``).
        @Flag(name: .long, help: "Print one JSON object.")
        var json = false

        @Option(name: .long, help: "Colour: auto, always or never (default: the config key color, else auto).")
        var color: ColorMode?

        func run() async throws {
            let store = try CacheCommand.openStore(in: try CacheCommand.printableFolder())
            let stats: CacheStats
            do throws(HeroesStoreError) {
                stats = try await store.stats()
            } catch {
                throw Console.fail("the cache cannot be read: \(CacheAdvice.message(for: error)).", .ioError)
            }
            let output = OutputTarget.detect()
            let format: CacheInfoRenderer.Format =
                json
                ? .json(output.jsonLayout)
                : output.drawsForTerminal ? .terminal(output.style(colorMode: color ?? .configured())) : .tsv
            let facts = CacheInfoRenderer.Facts(
                path: store.path, stats: stats, limitBytes: store.limits.maxFileBytes, isReadOnly: store.isReadOnly)
            try Console.out(CacheInfoRenderer(format: format).render(facts))
        }
    }

    struct Prune: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "prune",
            abstract: "Remove the answers fetched longest ago, then shrink the file.",
            discussion: """
                Without options it only brings the cache within its limit (\(CacheLimits.standard.maxFileBytes >> 20) MiB) \
                and gives free space back to the disk.
                """
        )

        @Option(
            name: .long,
            help: ArgumentHelp(
                "Remove the answers fetched longer ago than this: seconds, or 90s, 30m, 24h, 7d.", valueName: "age"))
        var olderThan: String?

        @Option(name: .long, help: ArgumentHelp("Keep at most this much: bytes, or 512K, 64M, 1G.", valueName: "size"))
        var maxSize: String?

        func validate() throws {
            _ = try olderThanSeconds()
            _ = try maxBytes()
        }

        func olderThanSeconds() throws -> Double? {
            try olderThan.map { try Durations.seconds($0, option: "--older-than") }
        }

        /// `--max-size` in bytes (``ByteCount/parse(_:)``).
        func maxBytes() throws -> Int? {
            guard let maxSize else { return nil }
            guard let bytes = ByteCount.parse(maxSize) else {
                throw ValidationError("--max-size must be a size like 1048576, 512K, 64M or 1G, got \"\(maxSize)\".")
            }
            return bytes
        }

        func run() async throws {
            let cutoff = try olderThanSeconds().map { Date().addingTimeInterval(-$0) }
            let maxBytes = try maxBytes()
            let store = try CacheCommand.openStore()
            do throws(HeroesStoreError) {
                let said = try await CacheMaintenance.prune(store, fetchedBefore: cutoff, maxBytes: maxBytes)
                Console.err("heroes: " + said)
            } catch {
                throw Console.fail("the cache cannot be pruned: \(CacheAdvice.message(for: error)).", .ioError)
            }
        }
    }

    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "clear",
            abstract: "Remove every cached page and hero, and the damaged copies of the cache moved aside.",
            discussion: """
                A cache file found damaged is renamed heroes.sqlite.corrupt-<time> (with its -wal and -shm) \
                and a new one started; clear removes those copies too. Only files of those names that \
                are regular files of yours are removed: links and anything else in the folder stay.
                """)
        func run() async throws {
            let store = try CacheCommand.openStore()
            do throws(HeroesStoreError) {
                let said = try await CacheMaintenance.clear(store)
                Console.err("heroes: " + said)
            } catch {
                throw Console.fail("the cache cannot be cleared: \(CacheAdvice.message(for: error)).", .ioError)
            }
        }
    }
}

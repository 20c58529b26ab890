import AppConfig
import ArgumentParser
import CommandLinePlatform
import DesignTokens
import FoundationEssentials
import HeroesCore
import NetworkStubs

/// The live pieces one command runs with, chosen from the settings: the embedded catalog
/// in-process, or a Marvel-compatible server over HTTP through the cache.
struct AppEnvironment {
    let settings: Settings
    let repository: HeroesRepository
    /// The API the repository reads, for `heroes api`'s answers as they come.
    let service: RemoteMarvelService
    let colorMode: ColorMode
    /// The embedded catalog, when the data comes from it (see ``DataSource/catalog``).
    let catalog: Catalog?
    /// Whether answers are kept in the SQLite cache (a server is set and the cache opened).
    let hasCache: Bool
    /// How calls use the cache: the flags' choice (`--offline`, `--refresh`), except on the
    /// embedded catalog, which keeps no cache and needs no network: every call is answered
    /// from it, `--offline` and `--refresh` included.
    let policy: CachePolicy
    /// Where stdout goes: a terminal, a pipe, or a pipe drawn for as a terminal.
    let output: OutputTarget
    /// How the data is written (`--format`, `--json`, else the config key `format`, else by
    /// ``output``).
    let format: OutputFormat
    /// The fields `--json` keeps; `nil` for all of them (checked by the command's `validate`).
    let jsonFields: Set<String>?
    /// Whether notices go to stderr (not with `--quiet`).
    let showsNotices: Bool
    /// The pager for long output: on a terminal, without `--no-pager`, unless turned off
    /// (``Pager/choose(_:)``).
    let pager: Pager?

    /// Resolves the settings and builds the repository, in the order the steps' messages
    /// appear: a bad setting, then (with `--verbose`) the data source notice, then the cache's
    /// warnings. The flags win over the settings: `--color`, `--format` and `--json` over the
    /// config keys `color` and `format`. `cache` is `nil` for a command that keeps nothing (`random`); `catalogReading`
    /// is how the embedded catalog is read (see ``DataSource/choose(_:timeout:quiet:reading:)``).
    static func make(
        _ options: GlobalChoices, cache: CacheChoices? = nil, catalogReading: CatalogReading = .mapped
    ) throws(ExitCode) -> AppEnvironment {
        let output = OutputTarget.detect()
        LogSetup.bootstrap()
        let settings = try resolveSettings(verbose: options.verbose)
        let format = output.format(requested: options.format(settings: settings))
        let source: DataSource
        do {
            source = try DataSource.choose(
                settings, timeout: options.timeout, quiet: options.quiet, reading: catalogReading)
        } catch {
            throw Console.fail(Advice.message(for: error), .ioError)
        }
        // Said where it helps (--verbose, --help, the doctor), not on every run, and never
        // beside data a program reads.
        if options.verbose, !options.quiet, format != .json, output.isTerminal {
            Console.err("heroes: " + source.notice)
        }
        let client = HTTPStack.client(
            transport: source.transport, credentials: source.credentials, logsAPI: settings.logsAPI,
            timeout: source.isEmbedded ? nil : options.timeout
        )
        // A command that asks the server first (`--refresh`) opens its cache while the request
        // is on the network (see ``OpeningStore``); any other reads it first.
        let store: (any HeroesStore)? =
            switch (cache?.policy, source.isEmbedded) {
            case (nil, _), (_, true): nil
            case (.refresh?, false): OpeningStore(folder: settings.paths.cacheDirectory)
            case (_?, false): openStore(in: settings.paths.cacheDirectory, writesFirst: false)
            }
        let service = RemoteMarvelService(client: client, baseURL: source.baseURL)
        let repository = HeroesRepository(
            service: service, store: store,
            maxAge: cache?.maxAgeSeconds ?? HeroesRepository.defaultMaxAge,
            onWarning: { Console.err("heroes: warning: " + CacheAdvice.message(for: $0)) }
        )
        return AppEnvironment(
            settings: settings, repository: repository, service: service,
            colorMode: options.colorMode(settings: settings),
            catalog: source.catalog,
            hasCache: store != nil, policy: source.isEmbedded ? .normal : cache?.policy ?? .normal,
            output: output, format: format,
            jsonFields: try? options.jsonFields(valid: [String](JSONArgument.knownFields)),
            showsNotices: !options.quiet,
            pager: output.isTerminal && !options.noPager ? Pager.choose(settings.pager) : nil
        )
    }

    /// The settings from the flags, the environment and the config file; a bad one ends the
    /// command (exit 78).
    static func resolveSettings(verbose: Bool = false) throws(ExitCode) -> Settings {
        do {
            return try Settings.resolve(verbose: verbose, environment: StandardStream.processEnvironment)
        } catch {
            throw Console.fail(error.description, .configuration)
        }
    }

    /// The cache in `folder`, or `nil` when it cannot be used; each warning of the opening
    /// (a damaged file moved aside, a shared folder, a refused file) is written on stderr.
    /// `writesFirst` for a command that stores before it reads (`--refresh`).
    static func openStore(in folder: String, writesFirst: Bool) -> SQLiteHeroesStore? {
        let opening = SQLiteHeroesStore.open(directory: folder, writesFirst: writesFirst)
        for warning in opening.warnings { Console.err("heroes: warning: " + CacheAdvice.message(for: warning)) }
        return opening.store
    }

    /// The line for `error`, its advice naming where this run's settings came from.
    func message(for error: HeroesError) -> String {
        ErrorAdvice.message(for: error, settings: settings)
    }

    var outputStyle: TerminalStyle { output.style(colorMode: colorMode) }
    var errorStyle: TerminalStyle { .detect(for: .error, colorMode: colorMode) }

    /// A page's size for a list of one call: `asked` (`--per-page`), else the config key
    /// `per_page` (at most the API's largest page), else the API's default.
    func pageSize(asked: Int?) -> Int {
        asked ?? settings.perPage.map { min($0, ListRequest.maximumLimit) } ?? ListRequest.defaultLimit
    }
}

import AppConfig
import ArgumentParser
import DesignTokens
import Foundation
import HeroesCore
import NetworkClient
import NetworkClientNIO
import NetworkStubs

/// The live pieces one command runs with, chosen from the settings: the embedded catalog
/// in-process, or a Marvel-compatible server over HTTP.
struct AppEnvironment {
    let settings: Settings
    let repository: HeroesRepository
    let colorMode: ColorMode
    /// Whether answers are kept in the SQLite cache (a server is set and the cache opened).
    let hasCache: Bool

    /// Resolves the settings and builds the repository. Prints the "embedded catalog" notice.
    static func make(_ options: GlobalOptions, cache: CacheOptions? = nil) throws(ExitCode) -> AppEnvironment {
        LogSetup.bootstrap()
        let settings: Settings
        do {
            settings = try Settings.resolve(verbose: options.verbose)
        } catch {
            throw Console.fail(error.description, .configuration)
        }
        let transport: any HTTPTransport
        let baseURL: URL
        let credentials: MarvelCredentials?
        if let configured = settings.baseURL {
            // No body larger than the cache keeps is read (a page of 100 heroes is under half a
            // megabyte), and no redirect is followed (RemoteHeroesService refuses it, naming where it points).
            transport = AsyncHTTPClientTransport(
                timeout: HTTPStack.attemptTimeout(within: options.timeout), maxBodyBytes: CacheLimits.standard.maxEntryBytes,
                followsRedirects: false
            )
            baseURL = configured
            credentials = settings.credentials
        } else {
            Console.err("heroes: using the embedded catalog (set HEROES_BASE_URL to use a Marvel-compatible server)")
            transport = InProcessTransport(catalog: .embedded)
            baseURL = Self.embeddedBaseURL
            credentials = settings.credentials ?? MarvelCredentials(publicKey: "embedded", privateKey: "embedded")
        }
        let client = HTTPStack.client(transport: transport, credentials: credentials, logsAPI: settings.logsAPI, timeout: options.timeout)
        let service = RemoteHeroesService(client: client, baseURL: baseURL)
        var store: (any HeroesStore)?
        if settings.baseURL != nil, cache != nil {
            let opening = SQLiteHeroesStore.open(directory: settings.paths.cacheDirectory)
            for warning in opening.warnings { Console.err("heroes: warning: " + Advice.message(for: warning)) }
            store = opening.store
        }
        let maxAge = (try? cache?.maxAgeSeconds()) ?? 86_400
        return AppEnvironment(
            settings: settings,
            repository: HeroesRepository(
                service: service, store: store, maxAge: maxAge,
                onWarning: { Console.err("heroes: warning: " + Advice.message(for: $0)) }
            ),
            colorMode: ColorMode(rawValue: options.color.rawValue) ?? .auto,
            hasCache: store != nil
        )
    }

    /// The address the in-process catalog answers on (never dialled).
    static let embeddedBaseURL = URL(string: "http://embedded.heroes.invalid")!

    var outputStyle: TerminalStyle { .detect(for: .output, colorMode: colorMode) }
    var errorStyle: TerminalStyle { .detect(for: .error, colorMode: colorMode) }
}

import AppConfig
import DesignTokens
import FoundationEssentials
import HeroesCore
import NetworkClient
import NetworkClientCurl
import NetworkStubs

/// Where answers come from: a Marvel-compatible server over HTTP (`HEROES_BASE_URL`), or the
/// embedded catalog (the 2017 snapshot the binary carries), answered in-process by the same
/// server logic.
struct DataSource {
    /// How requests are sent.
    let transport: any HTTPTransport
    /// The address requests are made to; the embedded catalog's is never dialled.
    let baseURL: URL
    /// The keys every request is signed with.
    let credentials: MarvelCredentials?
    /// The embedded catalog, when that is where answers come from: read directly for what
    /// the API has no call for (every hero's name).
    let catalog: Catalog?
    /// Whether this is the embedded catalog, which keeps no cache.
    var isEmbedded: Bool { catalog != nil }

    /// Where the data comes from, in a sentence, for `--verbose` and `heroes doctor`.
    var notice: String {
        isEmbedded
            ? "using the embedded catalog (set HEROES_BASE_URL to use a Marvel-compatible server)"
            : "using the server at \(baseURL.absoluteString)"
    }

    /// The warning of a run that finds the catalog file damaged and writes it again, on stderr.
    @Sendable static func sayRepair(path: String, damage: String) {
        Console.err(
            "heroes: warning: the catalog file \(TextLayout.singleLine(path)) is damaged "
                + "(\(TextLayout.singleLine(damage))); writing it again from the catalog compiled into heroes")
    }

    /// The address the in-process catalog answers on.
    static let embeddedBaseURL = URL(string: "http://embedded.heroes.invalid")!

    /// The server the settings name, or else the embedded catalog (written once under the
    /// data folder, which can fail: see ``SnapshotError``; `quiet` keeps that run silent, else
    /// a write that takes longer than half a second shows its progress on a terminal's stderr,
    /// ``CatalogWriteProgress``), read as `reading` says.
    /// A catalog file SQLite finds damaged is written again, with a warning on stderr.
    ///
    /// A command that runs a query or two and exits maps the catalog (the default); one that
    /// runs for long (`heroes browse`, like `heroes serve`) reads it with `.cached`, since a
    /// mapped file cut short under it (replaced or truncated in place) ends the process with
    /// SIGBUS at the next page read, where a plain read fails with an error the screen shows.
    static func choose(
        _ settings: Settings, timeout: Double, quiet: Bool = false, reading: CatalogReading = .mapped
    ) throws(SnapshotError) -> DataSource {
        guard let baseURL = settings.baseURL else {
            // Signed like any other call, so that the in-process path runs the server's whole contract.
            let credentials = settings.credentials ?? MarvelCredentials(publicKey: "embedded", privateKey: "embedded")
            let progress: CatalogWriteProgress? = quiet ? nil : CatalogWriteProgress()
            let catalog = try Catalog.snapshot(
                dataDirectory: settings.paths.dataDirectory, reading: reading,
                onFirstWrite: progress.map { progress in { progress.report($0) } },
                onRepair: Self.sayRepair)
            return DataSource(
                transport: InProcessTransport(catalog: catalog), baseURL: embeddedBaseURL, credentials: credentials,
                catalog: catalog)
        }
        // No body larger than the cache keeps is read (a page of 100 heroes is under half a
        // megabyte), and no redirect is followed (RemoteMarvelService refuses it, naming where it points).
        // libcurl (loaded on the first call, so an answer from the cache never loads it) reads
        // the proxy variables as curl does.
        let transport = CurlTransport(
            timeout: HTTPStack.attemptTimeout(within: timeout), maxBodyBytes: CacheLimits.standard.maxEntryBytes,
            followsRedirects: false
        )
        return DataSource(transport: transport, baseURL: baseURL, credentials: settings.credentials, catalog: nil)
    }
}

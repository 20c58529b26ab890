import AppConfig
import ArgumentParser
import FoundationEssentials
import HeroesCore
import Logging
import NetworkStubs
import NetworkStubsServer

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the Marvel-compatible server over HTTP.",
        discussion: """
            Serves every route of the Marvel API's six types, /v1/public/{type}, /{type}/{id} and \
            /{type}/{id}/{related}, with every parameter of the API's spec, from the embedded \
            catalog: the whole API as it was in May 2017 (1,485 characters, 38,197 comics, 6,109 \
            creators, 75 events, 9,270 series, 87,787 stories; written once under \
            $XDG_DATA_HOME/heroes on first use), or from --catalog FILE (characters only). The \
            first line on stdout is the port, so `--port 0` can be read by scripts. Stops on \
            SIGINT or SIGTERM.

            Without keys the server accepts any apikey, ts and hash but demands all three; with \
            keys it checks hash = md5(ts + private + public). Its keys are the client's: \
            MARVEL_PUBLIC_KEY and MARVEL_PRIVATE_KEY, else public_key and private_key of the \
            config file (see `heroes config --help`). The start line on stderr says what is served, \
            where, and which keys are checked and where they came from. A --host other than \
            loopback (127.0.0.0/8, ::1, localhost) needs both keys, or --allow-public-without-keys.

            Slow or greedy clients are cut off: a request must arrive whole within \(limits.readTimeout.components.seconds) s, \
            a kept-alive connection is closed after \(limits.idleTimeout.components.seconds) s idle, at most \
            \(limits.maximumConnections) connections are served at once (past them, the one waiting longest on its \
            client gives way to a new one), a request body over \(limits.maximumBodySize >> 10) KiB is refused \
            (413), and so is a request of more than \(limits.maximumHeaderFields) header fields (431).

            Examples:
              heroes serve --port 8080
              heroes serve --port 0 --faults 'status=503:0.2,latency=50ms,seed=7'
            """
    )

    /// The limits `heroes serve` runs with (the library's defaults), shown in the help.
    private static let limits = MarvelHTTPServer.Limits()

    @Option(name: .long, help: "The address to bind; beyond loopback it needs keys or --allow-public-without-keys.")
    var host = "127.0.0.1"

    @Flag(
        name: .long, help: "Bind a --host beyond loopback even without keys: anyone who reaches it may call the server."
    )
    var allowPublicWithoutKeys = false

    @Option(name: .long, help: "The port; 0 picks a free one.")
    var port = 8080

    @Option(
        name: .customLong("catalog"),
        help:
            "Serve the characters in this JSON file (the API's result format, at most \(Catalog.maximumFileSize >> 20) MiB)."
    )
    var catalogFile: String?

    @Option(
        name: .long,
        help: "Serve a synthetic catalog of this many characters instead (at most \(Catalog.maximumSyntheticCount)).")
    var synthetic: Int?

    @Option(name: .long, help: "Daily calls allowed per public key; past it, 429.")
    var dailyLimit: Int?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Faults to inject, for example 'status=503:0.5,latency=20ms..80ms,seed=7'.",
            discussion:
                "Items: latency=MS or MS..MS, status=CODE, truncate, malformed, reset, stall, seed=N; each may end with :SHARE (0.25 or 25%) or :nextN."
        ))
    var faults: String?

    @Option(name: .long, help: "Stop by itself after this many seconds.")
    var stopAfter: Int?

    @Flag(name: .long, help: "Write no line per request (warnings still go to stderr).")
    var quiet = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535, got \(port).") }
        if let synthetic, !(0...Catalog.maximumSyntheticCount).contains(synthetic) {
            throw ValidationError("--synthetic must be 0 to \(Catalog.maximumSyntheticCount), got \(synthetic).")
        }
        if let dailyLimit, dailyLimit < 1 { throw ValidationError("--daily-limit must be 1 or more.") }
        if let stopAfter, stopAfter < 1 { throw ValidationError("--stop-after must be 1 or more.") }
    }

    func run() async throws {
        LogSetup.bootstrap()
        let settings: Settings
        do {
            settings = try Settings.resolve(
                environment: ProcessInfo.processInfo.environment.filter { $0.key != "HEROES_BASE_URL" })
        } catch {
            throw Console.fail(error.description, .configuration)
        }
        let catalog: Catalog
        if let synthetic {
            catalog = Catalog.synthetic(count: synthetic, seed: 1)
        } else if let path = catalogFile {
            do {
                catalog = try Catalog.load(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw Console.fail("\(error)", .configuration)
            }
        } else {
            do {
                catalog = try Catalog.snapshot(
                    dataDirectory: settings.paths.dataDirectory, onFirstWrite: CatalogWriteProgress().report,
                    onRepair: DataSource.sayRepair)
            } catch {
                throw Console.fail(Advice.message(for: error), .ioError)
            }
        }
        var plan = FaultPlan.none
        if let faults {
            do {
                plan = try FaultPlan(parsing: faults)
            } catch {
                throw ValidationError(error.description)
            }
        }
        let server = MarvelServer(
            catalog: catalog,
            credentials: settings.credentials,
            rateLimit: dailyLimit.map { RateLimit(callsPerDay: $0) },
            faults: plan
        )
        // The request lines are logged at `info`; behind a proxy that logs, or under a load test
        // (nginx with `access_log off`), they are only work.
        var logger = Logger(label: "heroes.serve")
        if quiet { logger.logLevel = .warning }
        let http: MarvelHTTPServer
        do {
            http = try await MarvelHTTPServer.start(
                server: server, host: host, port: port, logger: logger, limits: Self.limits,
                allowPublicWithoutKeys: allowPublicWithoutKeys, logsStart: false
            )
        } catch MarvelHTTPServer.ListenError.publicWithoutKeys(_, let address) {
            throw Console.fail(
                "--host \(host)\(address == host ? "" : " (\(address))") is reachable from other machines and, without keys, "
                    + "the server would answer anyone. Set MARVEL_PUBLIC_KEY and MARVEL_PRIVATE_KEY (or public_key and "
                    + "private_key in the config file), or pass --allow-public-without-keys.",
                .usage
            )
        } catch {
            throw Console.fail(
                "could not listen on \(host):\(port) (\(error)). Pick another --port, or 0 for a free one.",
                .unavailable)
        }
        let timer = stopAfter.map { seconds in
            Task {
                try await Task.sleep(for: .seconds(seconds))
                Console.err("heroes: stopping after \(seconds) s")
                await http.shutdown()
            }
        }
        // The port is printed once SIGINT and SIGTERM are handled, so a script may send one as
        // soon as it has read the port.
        let startLine = ServeStartLine.text(counting: catalog.count(of:), on: http.baseURL, settings: settings)
        let received = await http.runUntilSignalled {
            try? Console.out("\(http.port)\n")
            Console.err(startLine)
        }
        if let received {
            Console.err("heroes: stopping (signal \(received))")
        }
        timer?.cancel()
    }
}

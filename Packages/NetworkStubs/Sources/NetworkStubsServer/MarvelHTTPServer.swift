public import FoundationEssentials
public import Logging
import NIOConcurrencyHelpers
import NetworkClient
public import NetworkStubs
public import NIOCore
import NIOHTTP1
import NIOPosix

// Public: `runUntilSignalled`'s default signals are the C library's SIGINT and SIGTERM.
#if canImport(Glibc)
public import Glibc
#elseif canImport(Darwin)
public import Darwin
#endif

/// A real HTTP/1.1 server (swift-nio) in front of a ``MarvelServer``: what `heroes serve` runs,
/// and what end-to-end tests talk to over loopback.
///
/// Keep-alive and pipelining, gzip when the client accepts it, `HEAD`, one log line per
/// request (signature values shown as `REDACTED`), and the connection-level faults done for
/// real: a truncated body declares the full `Content-Length` then closes, a reset closes with
/// `SO_LINGER` 0 (TCP RST), a stall never answers.
///
/// Made to face hostile clients (see ``Limits``): a slow or idle connection is closed, request
/// bodies are dropped as they arrive and refused past a small cap, a malformed request gets
/// one 400, a connection over a cap takes the place of the one that has waited longest on its
/// client (or is closed at once when all are being answered), and an address beyond loopback needs
/// keys (or an explicit `allowPublicWithoutKeys`).
///
/// ```swift
/// let stub = MarvelServer(api: MarvelAPI(catalog: try Catalog.snapshot()))
/// let http = try await MarvelHTTPServer.start(server: stub)        // 127.0.0.1, a free port
/// print(http.baseURL)                                                // http://127.0.0.1:54321
/// await http.runUntilSignalled()                                     // Ctrl-C: clean shutdown
/// ```
public final class MarvelHTTPServer: Sendable {
    /// The address the server listens on, `127.0.0.1` by default.
    public let host: String
    /// The port bound (the one chosen by the system when started with port 0).
    public let port: Int
    /// The stub server answering the requests.
    public let server: MarvelServer

    private let group: MultiThreadedEventLoopGroup
    private let serverChannel: any Channel
    private let connections: ConnectionRegistry
    private let shutdownTask = NIOLockedValueBox<Task<Void, Never>?>(nil)
    /// The watchers of the ``runUntilSignalled(_:ready:)`` calls waiting now, which
    /// ``shutdown()`` wakes; `nil` once a shutdown has begun.
    private let signalWatchers = NIOLockedValueBox<[ObjectIdentifier: SignalWatcher]?>([:])
    private let logger: Logger

    /// `http://HOST:PORT`, the base URL to give a client.
    public var baseURL: URL {
        URL(string: Self.origin(host: host, port: port))!
    }

    /// `http://HOST:PORT`, an IPv6 address in brackets (`http://[::1]:8080`).
    static func origin(host: String, port: Int) -> String {
        let shownHost = host.utf8.contains(UInt8(ascii: ":")) ? "[\(host)]" : host
        return "http://\(shownHost):\(port)"
    }

    private init(
        host: String, port: Int, server: MarvelServer, group: MultiThreadedEventLoopGroup,
        serverChannel: any Channel, connections: ConnectionRegistry, logger: Logger
    ) {
        self.host = host
        self.port = port
        self.server = server
        self.group = group
        self.serverChannel = serverChannel
        self.connections = connections
        self.logger = logger
    }

    /// Starts listening and returns once the socket is bound.
    ///
    /// - Parameters:
    ///   - server: the stub server that answers.
    ///   - host: the address to bind, `127.0.0.1` by default (loopback only).
    ///   - port: the port, or 0 (the default) for a free one; read it back from ``port``.
    ///   - logger: where the per-request lines go (level `info`).
    ///   - threads: event-loop threads; by default one per usable core (`System.coreCount`).
    ///   - limits: timeouts and caps that keep one client from holding the server.
    ///   - allowPublicWithoutKeys: listen beyond loopback even though `server` checks no keys
    ///     (anyone who reaches the address may then call it).
    ///   - logsStart: whether `listening on http://HOST:PORT` is logged (at `info`); a program
    ///     that says where it listens in a start line of its own passes `false`.
    /// - Throws: ``ListenError/publicWithoutKeys(host:address:)`` when `host` is not a loopback
    ///   address, `server` has no credentials and `allowPublicWithoutKeys` is false; the
    ///   resolution or bind error, e.g. when the port is taken.
    public static func start(
        server: MarvelServer,
        host: String = "127.0.0.1",
        port: Int = 0,
        logger: Logger = Logger(label: "heroes.serve"),
        threads: Int = System.coreCount,
        limits: Limits = Limits(),
        allowPublicWithoutKeys: Bool = false,
        logsStart: Bool = true
    ) async throws -> MarvelHTTPServer {
        // Resolved once, so that the address checked is the address bound.
        let address = try SocketAddress.makeAddressResolvingHost(host, port: port)
        try checkExposure(
            of: address, host: host, checksKeys: server.api.configuration.credentials != nil,
            allowPublicWithoutKeys: allowPublicWithoutKeys
        )
        let group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, threads))
        let connections = ConnectionRegistry(maximum: limits.maximumConnections)
        let shared = HTTPExchangeHandler.Shared(
            server: server, logger: logger, bodies: BodyBuffers(), connections: connections)
        let serverChannel: any Channel
        do {
            // Each connection is served by handlers on its event loop alone (HTTPExchangeHandler
            // says why); the HTTPExchangeHandler admits it or closes it when it becomes active.
            serverChannel = try await ServerBootstrap(group: group)
                .serverChannelOption(.backlog, value: 256)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
                .childChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try configureConnection(channel, limits: limits, logger: logger, shared: shared)
                    }
                }
                .bind(to: address)
                .get()
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
        let boundPort = serverChannel.localAddress?.port ?? port
        if logsStart { logger.info("listening on \(origin(host: host, port: boundPort))") }
        return MarvelHTTPServer(
            host: host, port: boundPort, server: server, group: group,
            serverChannel: serverChannel, connections: connections, logger: logger
        )
    }

    /// Sets up the handlers of one accepted connection, on its event loop: NIO's HTTP/1.1
    /// server pipeline (decoder, encoder, the handler that holds pipelined requests back), then
    /// the ``RequestGuard``, the ``AcceptEncodingNormalizer`` and the ``HTTPExchangeHandler``.
    /// The fuzz target of the HTTP framing sets up its in-memory channels with it, so that what
    /// it fuzzes is what serves a socket.
    static func configureConnection(
        _ channel: any Channel, limits: Limits, logger: Logger, shared: HTTPExchangeHandler.Shared
    ) throws {
        // The RequestGuard answers parse errors itself, once.
        try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: false)
        let wait = ConnectionWait()
        try channel.pipeline.syncOperations.addHandlers([
            RequestGuard(limits: limits, logger: logger, wait: wait),
            AcceptEncodingNormalizer(),
            HTTPExchangeHandler(shared: shared, wait: wait),
        ])
    }

    /// How many connections are open, for tests.
    var openConnections: Int { connections.count }

    /// Stops accepting, closes every connection (stalled ones included), stops the event loop
    /// and drops the server's encoded answers (``MarvelServer/forgetCachedAnswers()``), so that
    /// what a leak checker finds at exit is a leak. Safe to call more than once; returns when
    /// everything is closed.
    public func shutdown() async {
        // Wakes the runs waiting for a signal, without waiting on an event loop: one that has
        // shut down runs nothing more, so a wait for the server channel's close begun after it
        // never ended.
        let watchers = signalWatchers.withLockedValue { watchers -> [SignalWatcher] in
            defer { watchers = nil }
            return watchers.map { Array($0.values) } ?? []
        }
        for watcher in watchers { watcher.wake() }
        let task = shutdownTask.withLockedValue { task -> Task<Void, Never> in
            if let task { return task }
            let (serverChannel, connections, group, server) = (
                self.serverChannel, self.connections, self.group, self.server
            )
            let newTask = Task {
                try? await serverChannel.close()
                connections.closeAll()
                // Closes what is left (a connection accepted but not yet active is refused by
                // the registry) and waits for the event loops to end.
                try? await group.shutdownGracefully()
                server.forgetCachedAnswers()
            }
            task = newTask
            return newTask
        }
        await task.value
    }

    /// Waits until the process receives one of `signals` (SIGINT and SIGTERM by default), or
    /// until ``shutdown()`` is called elsewhere (before this call or during it), then shuts down
    /// cleanly.
    ///
    /// - Parameters:
    ///   - signals: the signals that stop the server.
    ///   - ready: called once the signals are handled: from then on one of them stops the server
    ///     instead of ending the process (print the port there, or send the signal in tests).
    /// - Returns: the signal received, or `nil` when ``shutdown()`` was called elsewhere.
    @discardableResult
    public func runUntilSignalled(_ signals: [Int32] = [SIGINT, SIGTERM], ready: @Sendable () -> Void = {}) async
        -> Int32?
    {
        let watcher = SignalWatcher(signals: signals)
        let key = ObjectIdentifier(watcher)
        // When the server stops for another reason (shutdown() elsewhere), stop waiting.
        let running = signalWatchers.withLockedValue { watchers -> Bool in
            guard watchers != nil else { return false }
            watchers?[key] = watcher
            return true
        }
        if !running { watcher.wake() }
        ready()
        let received = await watcher.next()
        _ = signalWatchers.withLockedValue { $0?.removeValue(forKey: key) }
        watcher.stop()
        if let received { logger.info("received signal \(received), shutting down") }
        await shutdown()
        return received
    }
}

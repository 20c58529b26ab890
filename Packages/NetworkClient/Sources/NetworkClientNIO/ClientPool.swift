import AsyncHTTPClient
import NetworkClient
import NIOConcurrencyHelpers
import NIOCore

/// The AsyncHTTPClient clients of one transport: one per proxy in use (most programs use one,
/// the direct one), made on first use and shut down together.
final class ClientPool: Sendable {
    /// How long a request may wait for a connection or data, and take in all.
    let timeout: TimeAmount
    /// The largest body accepted.
    let maxBodyBytes: Int

    private let configuration: AHCConfiguration
    /// A pthread mutex (NIOLock), not the Synchronization module's `Mutex`: on Linux that one
    /// waits on a futex ThreadSanitizer does not see, so every access under it was reported as
    /// a race and a real one could not be told apart.
    private let state = NIOLockedValueBox(State())

    private struct State {
        var clients: [AHCConfiguration.Proxy?: AHCClient] = [:]
        var isShutDown = false
    }

    init(timeout: TimeAmount, maxConnectionsPerHost: Int, maxBodyBytes: Int, followsRedirects: Bool) {
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        var configuration = AHCConfiguration(
            redirectConfiguration: followsRedirects ? .follow(max: 5, allowCycles: false) : .disallow,
            timeout: AHCConfiguration.Timeout(connect: timeout, read: timeout),
            decompression: .enabled(limit: .size(maxBodyBytes))
        )
        configuration.httpVersion = .http1Only
        configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = maxConnectionsPerHost
        // A refused connection fails the request at once, as curl does; RetryMiddleware decides
        // whether to try again.
        configuration.connectionPool.retryConnectionEstablishment = false
        self.configuration = configuration
    }

    /// The client for requests through `proxy` (`nil`: direct), made on first use.
    func client(proxy: AHCConfiguration.Proxy?) throws(NetworkError) -> AHCClient {
        let client: AHCClient? = state.withLockedValue { state in
            guard !state.isShutDown else { return nil }
            if let client = state.clients[proxy] { return client }
            var configuration = self.configuration
            configuration.proxy = proxy
            let client = AHCClient(
                eventLoopGroup: AsyncHTTPClient.HTTPClient.defaultEventLoopGroup, configuration: configuration)
            state.clients[proxy] = client
            return client
        }
        guard let client else { throw NetworkError.other("the transport was shut down") }
        return client
    }

    /// Shuts every client down and waits until their connections are closed.
    func shutdown() async {
        for client in takeClients() { try? await client.shutdown() }
    }

    /// Starts shutting every client down without waiting (each stays alive until it is done).
    func shutdownInBackground() {
        for client in takeClients() { client.shutdown { _ in } }
    }

    private func takeClients() -> [AHCClient] {
        state.withLockedValue { state in
            state.isShutDown = true
            defer { state.clients = [:] }
            return Array(state.clients.values)
        }
    }
}

/// AsyncHTTPClient's client (`HTTPClient` alone would be NetworkClient's).
typealias AHCClient = AsyncHTTPClient.HTTPClient
/// AsyncHTTPClient's client configuration.
typealias AHCConfiguration = AsyncHTTPClient.HTTPClient.Configuration

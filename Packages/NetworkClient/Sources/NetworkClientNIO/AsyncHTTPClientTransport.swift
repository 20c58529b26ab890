import AsyncHTTPClient
public import Foundation
public import NetworkClient
import NIOCore

/// The live transport without libcurl: swift-server's AsyncHTTPClient over SwiftNIO, with TLS
/// from swift-nio-ssl (BoringSSL compiled into the program).
///
/// It speaks HTTP/1.1, keeps connections alive and opens up to `maxConnectionsPerHost` at once
/// to one host, so concurrent requests run side by side. Bodies sent with `Content-Encoding:
/// gzip` or `deflate` arrive decoded, without `Content-Encoding` and `Content-Length`. Proxies
/// come from `http_proxy`, `https_proxy`, `all_proxy` and `no_proxy` as curl reads them (see
/// ``ProxySettings``). Failures below HTTP are thrown as ``NetworkError``, mapped as
/// `URLSessionTransport` maps them; cancelling the calling task ends the request with
/// ``NetworkError/cancelled``.
///
/// One instance holds one connection pool; share it. Call ``shutdown()`` when done, or let the
/// instance go: it then shuts its pool down in the background. Threads come from SwiftNIO's
/// process-wide event loop group, which is never shut down.
public final class AsyncHTTPClientTransport: HTTPTransport, Sendable {
    /// How long, in seconds, a request may wait for a connection or for data, and how long the
    /// whole exchange may take (a body that stalls near the end is noticed after one more wait
    /// for data at most).
    public let timeout: TimeInterval

    private let clients: ClientPool
    private let proxies: ProxySettings

    /// Creates a transport with a connection pool of its own.
    ///
    /// - Parameters:
    ///   - timeout: seconds a request may wait for a connection, for data, or for its answer;
    ///     when it passes the request fails with ``NetworkError/timedOut``.
    ///   - maxConnectionsPerHost: how many connections may be open to one host at once.
    ///   - proxies: which proxy each URL goes through; the environment's by default.
    ///   - maxBodyBytes: the largest body accepted, after decoding; a larger one is
    ///     ``NetworkError/bodyTooLarge(limit:)``, and the rest of it is not read.
    ///   - followsRedirects: whether a redirect is followed (5 at most, wherever it points);
    ///     when `false` the 3xx response is returned as it is, for the caller to judge.
    public init(
        timeout: TimeInterval = 30,
        maxConnectionsPerHost: Int = 8,
        proxies: ProxySettings = .fromEnvironment(),
        maxBodyBytes: Int = 64 << 20,
        followsRedirects: Bool = true
    ) {
        self.timeout = timeout
        self.proxies = proxies
        self.clients = ClientPool(
            timeout: .nanoseconds(Int64(max(timeout, 0.001) * 1_000_000_000)),
            maxConnectionsPerHost: max(1, maxConnectionsPerHost),
            maxBodyBytes: maxBodyBytes,
            followsRedirects: followsRedirects
        )
    }

    deinit { clients.shutdownInBackground() }

    /// Closes every connection and stops the pool. Later calls to ``send(_:)`` throw.
    public func shutdown() async {
        await clients.shutdown()
    }

    /// Sends `request` with AsyncHTTPClient; failures below HTTP become ``NetworkError``.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let target = try RequestTarget(request.url)
        let client = try clients.client(proxy: proxies.proxy(for: target))
        let outgoing = Self.outgoing(request)
        try Task.checkCancellation()
        let deadline = NIODeadline.now() + clients.timeout
        do {
            let response = try await client.execute(outgoing, deadline: deadline)
            let body = try await Self.collect(response, limit: clients.maxBodyBytes, deadline: deadline)
            return HTTPResponse(statusCode: Int(response.status.code), headers: Self.headers(of: response), body: body)
        } catch {
            if Task.isCancelled { throw NetworkError.cancelled }
            throw NetworkError(transportError: error, url: request.url, host: target.hostAndPort)
        }
    }
}

public import FoundationEssentials
public import NetworkClient
import Synchronization

/// The live transport over the system's libcurl (Debian's libcurl4, with OpenSSL for TLS and the
/// system's CA store), driven the way a C program drives it: easy handles on one multi handle.
///
/// - Connections are kept alive and reused across requests (one connection cache per transport);
///   HTTP/2 is used over TLS when the server offers it, HTTP/1.1 otherwise.
/// - Bodies sent with any coding libcurl decodes (gzip, deflate, brotli, zstd) arrive decoded,
///   without `Content-Encoding` and `Content-Length`.
/// - Proxies are libcurl's: by default it reads `http_proxy`, `https_proxy`, `all_proxy` and
///   `no_proxy` itself, so SOCKS, TLS and authenticated proxies work as they do for `curl`.
/// - Failures below HTTP are thrown as ``NetworkError``, the same cases the other transports give;
///   cancelling the calling task ends the transfer at once with ``NetworkError/cancelled``.
///
/// libcurl is loaded with `dlopen` on the first request, not at start-up, and the transport's
/// thread starts then too: a program that answers from its cache never loads it. One instance
/// holds one connection cache; share it. Letting it go closes its connections.
public final class CurlTransport: HTTPTransport, Sendable {
    /// Which proxy requests go through.
    public enum Proxy: Sendable, Equatable {
        /// The environment's, read by libcurl as `curl` reads it.
        case environment
        /// None, whatever the environment says.
        case none
        /// `url` (`http://`, `https://`, `socks5h://`, credentials included), except for the
        /// hosts of `noProxy` (a `no_proxy` list).
        case url(String, noProxy: String = "")
    }

    /// What every transfer is set up with.
    struct Options: Sendable {
        var timeout: TimeInterval
        var proxy: Proxy
        var maxBodyBytes: Int
        var followsRedirects: Bool
        var certificateAuthorities: String?
    }

    /// How long, in seconds, a request may take, from connecting to its last byte.
    public let timeout: TimeInterval

    private let options: Options
    private let maxConnectionsPerHost: Int
    /// The multi handle and its thread, made on the first request.
    private let multi = Mutex<CurlMulti?>(nil)

    /// Creates a transport with a connection cache of its own (nothing is loaded or started yet).
    ///
    /// - Parameters:
    ///   - timeout: seconds a request may take, connecting included; when they pass it fails
    ///     with ``NetworkError/timedOut``.
    ///   - maxConnectionsPerHost: how many connections may be open to one host at once.
    ///   - proxy: which proxy requests go through; the environment's by default.
    ///   - maxBodyBytes: the largest body accepted, after decoding; a larger one is
    ///     ``NetworkError/bodyTooLarge(limit:)``, and the rest of it is not read.
    ///   - followsRedirects: whether a redirect is followed (5 at most, `http` and `https` only);
    ///     when `false` the 3xx response is returned as it is, for the caller to judge.
    ///   - certificateAuthorities: a PEM file of the certificate authorities to trust instead of
    ///     the system's store.
    public init(
        timeout: TimeInterval = 30,
        maxConnectionsPerHost: Int = 8,
        proxy: Proxy = .environment,
        maxBodyBytes: Int = 64 << 20,
        followsRedirects: Bool = true,
        certificateAuthorities: String? = nil
    ) {
        self.timeout = timeout
        self.maxConnectionsPerHost = max(1, maxConnectionsPerHost)
        self.options = Options(
            timeout: timeout, proxy: proxy, maxBodyBytes: max(0, maxBodyBytes), followsRedirects: followsRedirects,
            certificateAuthorities: certificateAuthorities)
    }

    deinit { multi.withLock { $0?.stop() } }

    /// Sends `request` with libcurl; failures below HTTP become ``NetworkError``.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if Task.isCancelled { throw NetworkError.cancelled }
        let library = try CurlLibrary.load()
        let transfer = try CurlTransfer(request, library: library, options: options)
        let multi = try self.multi(library)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfer.wait(with: continuation)
                multi.add(transfer)
            }
        } onCancel: {
            multi.cancel(transfer)
        }
    }

    private func multi(_ library: CurlLibrary) throws(NetworkError) -> CurlMulti {
        try multi.withLock { (multi: inout CurlMulti?) throws(NetworkError) -> CurlMulti in
            if let multi { return multi }
            let made = try CurlMulti(library: library, maxConnectionsPerHost: maxConnectionsPerHost)
            multi = made
            return made
        }
    }
}

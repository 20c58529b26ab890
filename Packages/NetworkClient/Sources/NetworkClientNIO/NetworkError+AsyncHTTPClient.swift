import AsyncHTTPClient
import Foundation
import NetworkClient
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

extension NetworkError {
    /// Maps what AsyncHTTPClient and SwiftNIO throw to the cases `URLSessionTransport` gives for
    /// the same failure, `host` being the server as errors name it (`127.0.0.1:8080`):
    /// - refused, unreachable → ``cannotConnect(host:)``; a name that does not resolve →
    ///   ``dnsFailure(host:)``;
    /// - connect, read or overall timeouts → ``timedOut``;
    /// - a reset, a close before the whole response (a body shorter than its
    ///   `Content-Length`, a cut chunked body, no reply at all) → ``connectionLost``;
    /// - an answer that is not HTTP → ``other(_:)`` saying so; TLS failures → ``tls(reason:)``;
    /// - cancellation → ``cancelled``; a URL AsyncHTTPClient refuses → ``invalidURL(_:)``.
    init(transportError error: any Error, url: URL, host: String) {
        switch error {
        case let error as NetworkError: self = error
        case is CancellationError: self = .cancelled
        case let error as HTTPClientError: self = NetworkError(httpClientError: error, url: url, host: host)
        case let error as NIOConnectionError:
            // No address to try means the name did not resolve.
            self = error.connectionErrors.isEmpty ? .dnsFailure(host: host) : .cannotConnect(host: host)
        case is SocketAddressError.UnknownHost: self = .dnsFailure(host: host)
        case let error as IOError:
            self = NetworkError(errno: error.errnoCode, host: host, description: error.description)
        case let error as ChannelError: self = NetworkError(channelError: error)
        case let error as HTTPParserError:
            self =
                error == .invalidEOFState || error == .closedConnection
                ? .connectionLost : .other("the server's answer was not valid HTTP (\(error))")
        case let error as NIOSSLError: self = .tls(reason: TLSFailureReason.describe(error))
        case let error as BoringSSLError: self = .tls(reason: TLSFailureReason.describe(error))
        case let error as NIOSSLExtraError: self = .tls(reason: TLSFailureReason.describe(error))
        case is NIOSSLCloseTimedOutError: self = .connectionLost
        default: self = NetworkError(error)
        }
    }

    private init(httpClientError error: HTTPClientError, url: URL, host: String) {
        switch error {
        case .cancelled, .requestStreamCancelled: self = .cancelled
        case .readTimeout, .writeTimeout, .connectTimeout, .deadlineExceeded, .getConnectionFromPoolTimeout,
            .socksHandshakeTimeout, .httpProxyHandshakeTimeout, .tlsHandshakeTimeout:
            self = .timedOut
        case .remoteConnectionClosed: self = .connectionLost
        case .invalidURL, .emptyHost, .emptyScheme: self = .invalidURL(Redactor.everyValue.redact(url))
        case .invalidProxyResponse, .proxyAuthenticationRequired:
            self = .other("the proxy did not open a connection to \(host) (\(error.shortDescription))")
        case .redirectLimitReached, .redirectCycleDetected: self = .other("too many redirects")
        default: self = .other(error.shortDescription)
        }
    }

    private init(errno code: Int32, host: String, description: String) {
        switch code {
        case ECONNREFUSED, ENETUNREACH, EHOSTUNREACH, EHOSTDOWN, ENETDOWN, EADDRNOTAVAIL:
            self = .cannotConnect(host: host)
        case ETIMEDOUT: self = .timedOut
        case ECONNRESET, EPIPE, ECONNABORTED: self = .connectionLost
        default: self = .other(description)
        }
    }

    private init(channelError error: ChannelError) {
        switch error {
        case .connectTimeout: self = .timedOut
        case .ioOnClosedChannel, .alreadyClosed, .outputClosed, .inputClosed, .eof: self = .connectionLost
        default: self = .other(String(describing: error))
        }
    }
}

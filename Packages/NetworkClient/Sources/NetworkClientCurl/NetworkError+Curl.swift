import CCurl
import FoundationEssentials
import NetworkClient

extension NetworkError {
    /// Maps a libcurl result to the cases the other transports give for the same failure,
    /// `host` being the server as errors name it (`127.0.0.1:8080`) and `message` libcurl's
    /// own words (its error buffer):
    /// - refused, unreachable → ``cannotConnect(host:)``; a name (or a proxy's) that does not
    ///   resolve → ``dnsFailure(host:)``;
    /// - any timeout → ``timedOut``;
    /// - a reset, a close before the whole response (a body shorter than its `Content-Length`, a
    ///   cut chunked body, no reply at all) → ``connectionLost``;
    /// - an answer that is not HTTP → ``other(_:)`` saying so; TLS failures → ``tls(reason:)``;
    /// - a URL libcurl refuses → ``invalidURL(_:)``, its query values redacted.
    init(curlCode code: CURLcode, message: String, url: URL, host: String) {
        switch code {
        case CURLE_COULDNT_CONNECT: self = .cannotConnect(host: host)
        case CURLE_COULDNT_RESOLVE_HOST: self = .dnsFailure(host: host)
        case CURLE_COULDNT_RESOLVE_PROXY: self = .other("the proxy's host name did not resolve (\(message))")
        case CURLE_OPERATION_TIMEDOUT: self = .timedOut
        case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING, CURLE_HTTP2,
            CURLE_HTTP2_STREAM:
            self = .connectionLost
        // libcurl calls an answer without an HTTP status line "HTTP/0.9", which it refuses as an
        // unsupported protocol; the URL was checked to be http or https before.
        case CURLE_WEIRD_SERVER_REPLY, CURLE_UNSUPPORTED_PROTOCOL:
            self = .other("the server's answer was not valid HTTP (\(message))")
        case CURLE_URL_MALFORMAT: self = .invalidURL(Redactor.everyValue.redact(url))
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
            CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
            CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE, CURLE_SSL_SHUTDOWN_FAILED, CURLE_SSL_CLIENTCERT:
            self = .tls(reason: message)
        case CURLE_PROXY: self = .other("the proxy did not open a connection to \(host) (\(message))")
        case CURLE_BAD_CONTENT_ENCODING: self = .other("the body's encoding could not be decoded (\(message))")
        case CURLE_TOO_MANY_REDIRECTS: self = .other("too many redirects")
        default: self = .other(message)
        }
    }
}

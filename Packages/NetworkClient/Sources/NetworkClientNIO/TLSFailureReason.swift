import NIOSSL

/// A short reason for a failed TLS connection, for ``NetworkClient/NetworkError/tls(reason:)``:
/// the BoringSSL reason code in words (`WRONG_VERSION_NUMBER` → "the server does not speak TLS
/// …"), without BoringSSL's error numbers or the source paths its descriptions carry.
enum TLSFailureReason {
    static func describe(_ error: any Error) -> String {
        if let error = error as? NIOSSLExtraError, error == .failedToValidateHostname {
            return "the server's certificate is not for this host name"
        }
        let text = String(describing: error)
        if text.contains("EOF during handshake") {
            return "the server closed the connection during the TLS handshake"
        }
        guard let code = reasonCode(in: text) else {
            return text.count > 160 ? String(text.prefix(159)) + "…" : text
        }
        switch code {
        case "WRONG_VERSION_NUMBER", "HTTP_REQUEST":
            return "the server does not speak TLS there (is it a plain http:// server?)"
        case "CERTIFICATE_VERIFY_FAILED":
            return "the server's certificate is not trusted (expired, self-signed or from an unknown authority)"
        default:
            return "TLS error " + code.lowercased().replacingOccurrences(of: "_", with: " ")
        }
    }

    /// The reason code of the first BoringSSL error in `text`, as in
    /// `error:100000f7:SSL routines:OPENSSL_internal:WRONG_VERSION_NUMBER at /…/tls_record.cc:127`.
    static func reasonCode(in text: String) -> String? {
        guard let marker = text.range(of: "OPENSSL_internal:") else { return nil }
        let code = text[marker.upperBound...].prefix { $0.isUppercase || $0.isNumber || $0 == "_" }
        return code.isEmpty ? nil : String(code)
    }
}

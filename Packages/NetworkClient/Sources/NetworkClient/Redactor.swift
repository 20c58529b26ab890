import Foundation

/// Hides secrets before a URL or headers are shown in a log line or an error message: the value
/// of every query item and header field whose name is secret becomes `REDACTED`.
///
/// Names compare case-insensitively, and one list covers query items and header fields alike.
///
/// ```swift
/// let redactor = Redactor()
/// redactor.redact(URL(string: "https://h/v1/public/characters?limit=5&apikey=abc&hash=def")!)
/// // "https://h/v1/public/characters?limit=5&apikey=REDACTED&hash=REDACTED"
/// ```
public struct Redactor: Sendable, Hashable {
    /// What a secret value is replaced with.
    public static let placeholder = "REDACTED"

    /// The names treated as secret unless others are given: the Marvel signing items
    /// `apikey`, `hash` and `ts`, and the `Authorization` header.
    public static let defaultSecretNames: [String] = ["apikey", "hash", "ts", "Authorization"]

    /// The secret names, lower-cased.
    public let secretNames: Set<String>

    /// Creates a redactor that hides the values named in `secretNames` (any case).
    public init(secretNames: some Sequence<String> = Redactor.defaultSecretNames) {
        self.secretNames = Set(secretNames.map { $0.lowercased() })
    }

    /// Whether values named `name` (any case) are hidden.
    public func isSecret(_ name: String) -> Bool {
        secretNames.contains(name.lowercased())
    }

    /// `url` as a string with the value of each secret query item replaced by `REDACTED` and
    /// any password in it hidden too. Every other part, the order of the query items included,
    /// is kept as it was.
    public func redact(_ url: URL) -> String {
        var text = url.absoluteString
        if url.password != nil, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            components.percentEncodedPassword = Self.placeholder
            text = components.string ?? text
        }
        return redact(target: text)
    }

    /// `headers` with the value of each secret field replaced by `REDACTED`, order kept.
    public func redact(_ headers: HTTPHeaders) -> HTTPHeaders {
        HTTPHeaders(headers.map { field in
            isSecret(field.name) ? HTTPHeaders.Field(name: field.name, value: Self.placeholder) : field
        })
    }

    /// `"<METHOD> <redacted URL>"`, for example `"GET https://h/x?apikey=REDACTED"`.
    public func redact(_ request: HTTPRequest) -> String {
        "\(request.method) \(redact(request.url))"
    }

    /// `target` (a URL string, or an HTTP request target such as `/path?query`) with the value
    /// of each secret query item between `?` and `#` replaced by `REDACTED`; a name is also
    /// recognised percent-encoded. Everything else is kept byte for byte. Works on the bytes,
    /// for servers that log every request.
    public func redact(target: String) -> String {
        let bytes = Array(target.utf8)
        guard let question = bytes.firstIndex(of: UInt8(ascii: "?")) else { return target }
        let queryEnd = bytes[question...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 24)
        out.append(contentsOf: bytes[...question])
        var start = question + 1
        while true {
            let end = bytes[start..<queryEnd].firstIndex(of: UInt8(ascii: "&")) ?? queryEnd
            if let equals = bytes[start..<end].firstIndex(of: UInt8(ascii: "=")), isSecret(bytes[start..<equals]) {
                out.append(contentsOf: bytes[start...equals])
                out.append(contentsOf: Self.placeholder.utf8)
            } else {
                out.append(contentsOf: bytes[start..<end])
            }
            guard end < queryEnd else { break }
            out.append(UInt8(ascii: "&"))
            start = end + 1
        }
        out.append(contentsOf: bytes[queryEnd...])
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether a query item's raw name, percent-decoded when it has escapes, is secret.
    private func isSecret(_ rawName: ArraySlice<UInt8>) -> Bool {
        let name = String(decoding: rawName, as: UTF8.self)
        guard rawName.contains(UInt8(ascii: "%")) else { return isSecret(name) }
        return isSecret(name.removingPercentEncoding ?? name)
    }
}

public import FoundationEssentials

/// Hides secrets before a URL or headers are shown in a log line or an error message: the value
/// of every query item and header field whose name is secret becomes `REDACTED`.
///
/// Names compare case-insensitively, and one list covers query items and header fields alike.
/// Which query items are secret depends on the API: pass its names.
///
/// ```swift
/// let redactor = Redactor(secretNames: Redactor.defaultSecretNames + ["apikey", "hash"])
/// redactor.redact(URL(string: "https://h/v1/public/characters?limit=5&apikey=abc&hash=def")!)
/// // "https://h/v1/public/characters?limit=5&apikey=REDACTED&hash=REDACTED"
/// ```
public struct Redactor: Sendable, Hashable {
    /// What a secret value is replaced with.
    public static let placeholder = "REDACTED"

    /// The names secret in any HTTP exchange, treated as secret unless others are given: the
    /// credential and cookie headers.
    public static let defaultSecretNames: [String] = ["Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie"]

    /// A redactor that hides the value of every query item (and header), for messages about a
    /// URL whose secret names are not known here: a transport's "this URL is not valid" names
    /// the URL as it was sent, signature included.
    public static let everyValue = Redactor(secretNames: [], hidesEveryValue: true)

    /// The secret names, lower-cased.
    public let secretNames: Set<String>
    private let hidesEveryValue: Bool

    /// Creates a redactor that hides the values named in `secretNames` (any case).
    public init(secretNames: some Sequence<String> = Redactor.defaultSecretNames) {
        self.init(secretNames: secretNames, hidesEveryValue: false)
    }

    private init(secretNames: some Sequence<String>, hidesEveryValue: Bool) {
        self.secretNames = Set(secretNames.map { $0.lowercased() })
        self.hidesEveryValue = hidesEveryValue
    }

    /// Whether values named `name` (any case) are hidden.
    func isSecret(_ name: String) -> Bool {
        hidesEveryValue || secretNames.contains(name.lowercased())
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
        HTTPHeaders(
            headers.map { field in
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
        return isSecret(PercentEncoding.decoded(name) ?? name)
    }
}

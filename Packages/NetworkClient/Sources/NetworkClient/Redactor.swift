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
        return redactQuery(in: text)
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

    /// Replaces secret values in the query part (between `?` and `#`) of a URL string.
    private func redactQuery(in text: String) -> String {
        guard let questionMark = text.firstIndex(of: "?") else { return text }
        let afterQuery = text[questionMark...].firstIndex(of: "#") ?? text.endIndex
        let query = text[text.index(after: questionMark)..<afterQuery]
        let items = query.split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
            guard let equals = item.firstIndex(of: "=") else { return String(item) }
            let rawName = item[..<equals]
            let name = String(rawName).removingPercentEncoding ?? String(rawName)
            return isSecret(name) ? "\(rawName)=\(Self.placeholder)" : String(item)
        }
        return String(text[...questionMark]) + items.joined(separator: "&") + String(text[afterQuery...])
    }
}

public import FoundationEssentials

/// An HTTP request: a method, an absolute URL, header fields and an optional body.
public struct HTTPRequest: Sendable, Hashable {
    /// The method, `GET` by default.
    public var method: HTTPMethod
    /// The absolute URL, query included.
    public var url: URL
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body, if any.
    public var body: Data?

    /// Creates a request.
    public init(method: HTTPMethod = .get, url: URL, headers: HTTPHeaders = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// The URL's query items, in order (empty when there is no query).
    public var queryItems: [URLQueryItem] {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    }

    /// The first value of the query item named `name`, if any.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// A copy of this request with `items` appended to its query. Values are percent-encoded so
    /// that `+`, `&`, `=`, `#` and `/` reach the server as themselves.
    public func appendingQueryItems(_ items: [URLQueryItem]) -> HTTPRequest {
        var copy = self
        copy.url = url.appendingQueryItems(items)
        return copy
    }
}

extension URL {
    /// This URL with `items` appended to its query, each name and value percent-encoded strictly
    /// (RFC 3986 unreserved characters only), so `+` is never read back as a space.
    public func appendingQueryItems(_ items: [URLQueryItem]) -> URL {
        guard !items.isEmpty else { return self }
        // Joined as text rather than through `URLComponents` and `joined(separator:)`: both run
        // unspecialised generic code whose first use makes the runtime scan every protocol
        // conformance in the binary, 1.4% of a cached `heroes list` (perf, 2026-11-23).
        var text = relativeString
        var fragment = ""
        if let hash = text.utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(text[hash...])
            text = String(text[..<hash])
        }
        var separator = "?"
        if let question = text.utf8.firstIndex(of: UInt8(ascii: "?")) {
            separator = text.utf8.index(after: question) == text.utf8.endIndex ? "" : "&"
        }
        for item in items {
            text += separator
            text += PercentEncoding.encodingAllButUnreserved(item.name)
            if let value = item.value { text += "=" + PercentEncoding.encodingAllButUnreserved(value) }
            separator = "&"
        }
        return URL(string: text + fragment, relativeTo: baseURL) ?? self
    }
}

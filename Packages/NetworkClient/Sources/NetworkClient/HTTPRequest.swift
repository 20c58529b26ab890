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
        // Joined as text rather than through `URLComponents`, whose query setter makes the
        // runtime scan every protocol conformance in the binary at first use (see
        // ``PercentEncoding/query(_:)``).
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
        let encoded = items.map { item in
            URLQueryItem(
                name: PercentEncoding.encodingAllButUnreserved(item.name),
                value: item.value.map { PercentEncoding.encodingAllButUnreserved($0) })
        }
        return URL(string: text + separator + PercentEncoding.query(encoded) + fragment, relativeTo: baseURL) ?? self
    }
}

extension PercentEncoding {
    /// `items`, whose names and values are percent-encoded already, as the text of a query:
    /// `name=value` (or `name` without a value) joined by `&`, what `URLComponents`'
    /// `percentEncodedQueryItems` setter writes. Joined by hand: that setter's
    /// `joined(separator:)` is unspecialised library code whose first use makes the runtime
    /// scan every protocol conformance in the binary, on every command.
    public static func query(_ items: [URLQueryItem]) -> String {
        var text = ""
        for (index, item) in items.enumerated() {
            if index > 0 { text += "&" }
            text += item.name
            if let value = item.value { text += "=" + value }
        }
        return text
    }
}

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
        guard !items.isEmpty, var components = URLComponents(url: self, resolvingAgainstBaseURL: false) else {
            return self
        }
        let encoded = items.map { item -> String in
            let name = PercentEncoding.encodingAllButUnreserved(item.name)
            guard let value = item.value else { return name }
            return name + "=" + PercentEncoding.encodingAllButUnreserved(value)
        }
        let existing = components.percentEncodedQuery.map { $0.isEmpty ? [] : [$0] } ?? []
        components.percentEncodedQuery = (existing + encoded).joined(separator: "&")
        return components.url ?? self
    }
}

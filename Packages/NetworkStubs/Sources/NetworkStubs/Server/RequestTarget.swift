public import FoundationEssentials
public import NetworkClient

/// How the HTTP server turns what arrived on the wire (a method, a request target, header
/// fields and a body) into the `HTTPRequest` that ``MarvelServer`` answers. Kept here, without
/// swift-nio, so that it can be tested and fuzzed with the rest of the request handling.
///
/// ```swift
/// let request = RequestTarget.request(method: "GET", target: "/v1/public/characters?limit=5",
///                                     origin: "http://127.0.0.1:8080")  // nil → answer 400
/// ```
public enum RequestTarget {
    /// The request for `target` on the server at `origin` (`http://127.0.0.1:PORT`), or `nil`
    /// when `target` is not in origin form (it must start with `/`) or does not make a URL: the
    /// server answers such a request with 400.
    public static func request(
        method: String,
        target: String,
        headers: some Sequence<(name: String, value: String)> = [],
        body: Data? = nil,
        origin: String
    ) -> HTTPRequest? {
        guard target.hasPrefix("/"), let url = URL(string: origin + target) else { return nil }
        var fields = HTTPHeaders()
        for (name, value) in headers { fields.add(name: name, value: value) }
        return HTTPRequest(method: HTTPMethod(rawValue: method), url: url, headers: fields, body: body)
    }
}

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
    /// when `target` is neither in origin form (starting with `/`) nor in absolute form
    /// (`http://host:port/v1/…`, answered as the path and query after its authority), or does
    /// not make a URL: the server answers such a request with 400.
    public static func request(
        method: String,
        target: String,
        headers: some Sequence<(name: String, value: String)> = [],
        body: Data? = nil,
        origin: String
    ) -> HTTPRequest? {
        guard let pathAndQuery = pathAndQuery(of: target), let url = URL(string: origin + pathAndQuery) else {
            return nil
        }
        var fields = HTTPHeaders()
        for (name, value) in headers { fields.add(name: name, value: value) }
        return HTTPRequest(method: HTTPMethod(rawValue: method), url: url, headers: fields, body: body)
    }

    /// The path and query `target` names: an origin-form target (`/v1/public/characters?…`) as
    /// it is; of an absolute-form one (`http://host:port/v1/public/characters?…`, any case of
    /// `http` or `https`, which RFC 9112 §3.2.2 has servers accept), what follows its authority,
    /// `/` when that is empty or only a query. The authority is not checked against the
    /// server's own: the server answers every name it is reached by. `nil` for any other form
    /// (`*`, `host:port`, a relative path) and for an absolute one without an authority.
    static func pathAndQuery(of target: String) -> String? {
        if target.utf8.first == UInt8(ascii: "/") { return target }
        let utf8 = target.utf8
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let scheme = target[..<colon].lowercased()
        guard scheme == "http" || scheme == "https", target[colon...].hasPrefix("://") else { return nil }
        let authorityStart = utf8.index(colon, offsetBy: 3)
        let rest = utf8[authorityStart...]
        let authorityEnd =
            rest.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
            ?? utf8.endIndex
        guard authorityEnd > authorityStart else { return nil }
        let tail = target[authorityEnd...]
        return tail.hasPrefix("/") ? String(tail) : "/" + tail
    }
}

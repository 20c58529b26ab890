/// Revalidates `GET` responses with their entity tags, so an unchanged resource costs a
/// `304 Not Modified` instead of its body.
///
/// For a `GET` (that does not carry `If-None-Match` already):
/// - when the store holds a response for it, `If-None-Match: <etag>` is added;
/// - a `304` is answered with the stored body and the stored headers updated by the 304's,
///   as status `200` with ``HTTPResponse/isRevalidated`` set; the entry is stored again with
///   those updated headers (so a store can note when it was last confirmed);
/// - a 2xx (but `206`) with an `ETag` is stored, unless it says `Cache-Control: no-store`.
///
/// Other methods pass through untouched. Place it outside ``RetryMiddleware`` and the signing
/// middleware, so that the store sees the request as the caller made it.
public struct ConditionalRequestMiddleware: HTTPMiddleware {
    /// Where responses are kept.
    public let store: any ConditionalResponseStore

    /// Creates a middleware keeping responses in `store`.
    public init(store: any ConditionalResponseStore) {
        self.store = store
    }

    /// Adds `If-None-Match` when a response is stored, and turns a `304` into the stored response.
    public func intercept(_ request: HTTPRequest, next: HTTPNext) async throws -> HTTPResponse {
        guard request.method == .get, !request.headers.contains("If-None-Match") else {
            return try await next(request)
        }
        let stored = await store.storedResponse(for: request)
        var outgoing = request
        if let stored { outgoing.headers["If-None-Match"] = stored.etag }
        let response = try await next(outgoing)

        if response.statusCode == 304, let stored {
            let headers = Self.updating(stored.headers, with: response.headers)
            let refreshed = StoredResponse(etag: headers["ETag"] ?? stored.etag, body: stored.body, headers: headers)
            await store.store(refreshed, for: request)
            return HTTPResponse(statusCode: 200, headers: headers, body: stored.body, isRevalidated: true)
        }
        if response.isSuccess, response.statusCode != 206,
           let etag = response.headers["ETag"], !etag.isEmpty,
           !Self.forbidsStoring(response.headers) {
            await store.store(StoredResponse(etag: etag, body: response.body, headers: response.headers), for: request)
        }
        return response
    }

    /// `stored` with each field the 304 sent replacing the stored field of that name, except
    /// the fields that describe the body (RFC 9111 §3.2).
    static func updating(_ stored: HTTPHeaders, with fresh: HTTPHeaders) -> HTTPHeaders {
        let kept = ["content-length", "content-encoding", "transfer-encoding", "content-type", "content-range"]
        var headers = stored
        let names = fresh.map(\.name).filter { !kept.contains($0.lowercased()) }
        var replaced = Set<String>()
        for name in names where !replaced.contains(name.lowercased()) {
            replaced.insert(name.lowercased())
            headers[name] = nil
            for value in fresh.values(for: name) { headers.add(name: name, value: value) }
        }
        return headers
    }

    /// Whether `Cache-Control` says `no-store`.
    static func forbidsStoring(_ headers: HTTPHeaders) -> Bool {
        headers.values(for: "Cache-Control")
            .flatMap { $0.split(separator: ",") }
            .contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == "no-store" }
    }
}

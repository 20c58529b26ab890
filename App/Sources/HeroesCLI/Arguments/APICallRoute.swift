import ArgumentParser
import MarvelWire
import NetworkClient

/// `heroes api`'s PATH and `--field`s as the route they call: the path, with or without
/// `/v1/public` and its leading `/`, one of the API's 39 operations (`MarvelRoute.match`); its
/// query after `?` (percent-decoded) and the fields (`name=value`, as typed), read by the
/// server's own parser (`MarvelQuery.parse`) for that operation.
enum APICallRoute {
    /// A query the API refuses, with its text (the `status` of its 409 body).
    struct Rejection: Error {
        var text: String
    }

    /// The names the signature adds to every call.
    static let signatureNames: Set<String> = ["apikey", "ts", "hash"]

    /// The route `path` and `fields` call; a path that names no operation or a field that is not
    /// `name=value` throws a `ValidationError`, a query the API refuses a ``Rejection``.
    static func parse(path: String, fields: [String]) throws -> MarvelRoute {
        var route = try operation(path)
        let query = path.firstIndex(of: "?").map { path[path.index(after: $0)...] } ?? ""
        var pairs: [(name: String, value: String)] = []
        for item in query.split(separator: "&") where !item.isEmpty {
            let (name, value) = split(item)
            guard let name = PercentEncoding.decoded(name), let value = PercentEncoding.decoded(value ?? "") else {
                throw ValidationError("the query of \(path) has a malformed %-escape.")
            }
            pairs.append((name, value))
        }
        for field in fields {
            guard case (let name, let value?) = split(Substring(field)), !name.isEmpty else {
                throw ValidationError("--field takes name=value, got \"\(field)\".")
            }
            pairs.append((String(name), String(value)))
        }
        if let signed = pairs.first(where: { signatureNames.contains($0.name) }) {
            throw ValidationError("heroes signs every call itself: leave out \(signed.name).")
        }
        do {
            route.query = try MarvelQuery.parse(pairs, for: route.operation)
        } catch {
            throw Rejection(text: error.text)
        }
        return route
    }

    /// The route of `path`'s operation, without its query.
    static func operation(_ path: String) throws(ValidationError) -> MarvelRoute {
        var text = String(path.prefix { $0 != "?" }).trimmingSpaces()
        if !text.hasPrefix("/") { text = "/" + text }
        let prefix = "/v1/public"
        if !text.hasPrefix(prefix + "/") { text = prefix + text }
        guard case .success(let route) = MarvelRoute.match(path: text) else {
            throw ValidationError(
                "\(path) is not one of the API's 39 operations: a resource (\(MarvelResource.allCases.map(\.rawValue).joined(separator: ", "))), "
                    + "then an id, then a resource linked to it; for example comics/6482/characters.")
        }
        return route
    }

    /// The body the API gives a query it refuses: `{"code":409,"status":"…"}`.
    static func errorBody(_ text: String) -> String {
        JSONText.render(MarvelErrorDTO(code: "409", message: text), layout: .compact)
    }

    private static func split(_ item: Substring) -> (name: Substring, value: Substring?) {
        guard let equals = item.firstIndex(of: "=") else { return (item, nil) }
        return (item[..<equals], item[item.index(after: equals)...])
    }
}

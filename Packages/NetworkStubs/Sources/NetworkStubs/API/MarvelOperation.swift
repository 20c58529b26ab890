import MarvelWire

/// One of the API's 39 operations: a route's kind without its id, which is what a query's
/// rules depend on (``EndpointRules/table`` is keyed by it).
enum MarvelOperation: Hashable, Sendable {
    /// `/v1/public/{resource}`
    case list(MarvelResource)
    /// `/v1/public/{resource}/{id}`
    case record(MarvelResource)
    /// `/v1/public/{resource}/{id}/{related}`
    case related(MarvelResource, MarvelResource)

    /// The operation `kind` calls.
    init(_ kind: MarvelRoute.Kind) {
        switch kind {
        case .list(let resource): self = .list(resource)
        case .record(let resource, _): self = .record(resource)
        case .related(let resource, _, let related): self = .related(resource, related)
        }
    }

    /// The operation a path with an id that is not a number would have named: its query is
    /// checked before the 404.
    init(invalidIDOf resource: MarvelResource, related: MarvelResource?) {
        self = related.map { .related(resource, $0) } ?? .record(resource)
    }

    /// The 39 operations of the spec: for each type, its list, one record, and its related lists.
    static let all: [MarvelOperation] = MarvelResource.allCases.flatMap { resource in
        [.list(resource), .record(resource)] + resource.relatedResources.map { .related(resource, $0) }
    }
}

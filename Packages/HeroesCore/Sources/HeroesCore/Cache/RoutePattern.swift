public import MarvelWire

/// What kind of call a cache entry answers: its route with the id left out, for example
/// `characters`, `characters/{id}` or `characters/{id}/comics`. Stored beside each entry (its
/// text is the `route` column), so the cache can say what it holds for any resource.
public enum RoutePattern: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// A list of a resource type: `/v1/public/comics`.
    case list(MarvelResource)
    /// One record: `/v1/public/characters/{id}`.
    case record(MarvelResource)
    /// The list of one record's related records: `/v1/public/characters/{id}/comics`.
    case related(MarvelResource, MarvelResource)

    /// The pattern of `route`.
    public init(_ route: MarvelRoute) {
        switch route.kind {
        case .list(let resource): self = .list(resource)
        case .record(let resource, _): self = .record(resource)
        case .related(let resource, _, let related): self = .related(resource, related)
        }
    }

    /// The pattern written as ``description``, or `nil` for text that is none (an entry a newer
    /// version of heroes stored).
    init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let resource = MarvelResource(rawValue: parts[0]) else { return nil }
        switch parts.count {
        case 1: self = .list(resource)
        case 2 where parts[1] == Self.idPlaceholder: self = .record(resource)
        case 3 where parts[1] == Self.idPlaceholder:
            guard let related = MarvelResource(rawValue: parts[2]) else { return nil }
            self = .related(resource, related)
        default: return nil
        }
    }

    private static let idPlaceholder = "{id}"

    /// `characters`, `characters/{id}`, `characters/{id}/comics`.
    public var description: String {
        switch self {
        case .list(let resource): resource.rawValue
        case .record(let resource): "\(resource.rawValue)/\(Self.idPlaceholder)"
        case .related(let resource, let related): "\(resource.rawValue)/\(Self.idPlaceholder)/\(related.rawValue)"
        }
    }

    /// Whether its answers are pages of a list (a resource's list or a record's related list),
    /// as opposed to one record.
    var isList: Bool {
        if case .record = self { return false }
        return true
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }
}

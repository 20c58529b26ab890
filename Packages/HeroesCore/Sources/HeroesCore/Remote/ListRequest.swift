import FoundationEssentials
public import MarvelWire

/// A window of any list route: the route names the list (resource, filters, order), `offset`
/// and `limit` the part wanted, which may be larger than one call allows (the repository then
/// makes several).
///
/// ```swift
/// let comics = ListRequest(MarvelRoute(.characters, id: 1009610, related: .comics), offset: 0, limit: 250)
/// let page = try await repository.list(comics, as: Comic.self, policy: .normal)   // three calls: 100, 100, 50
/// ```
///
/// Messages name a window by its page and ``subject``: `page 1 of the comics of hero 1009610
/// (250 per page)`.
public struct ListRequest: Sendable, Hashable {
    /// The list: its resource, filters and order, without `limit` and `offset` (each call adds its own).
    public var route: MarvelRoute
    /// The index of the first item wanted.
    public var offset: Int
    /// How many items are wanted; more than ``maximumLimit`` is split into several calls.
    public var limit: Int
    /// What the list is called in messages, for example `the hero list`.
    public var subject: String
    /// Whether each item's linked lists are read whole or counted only (a table, TSV or CSV
    /// shows their counts alone): MarvelWire's `LinkedItems.read` unless set.
    public var linkedItems = LinkedItems.read

    /// The API's largest page: it refuses more in one call.
    public static let maximumLimit = 100
    /// The API's default page, the one messages do not mention.
    public static let defaultLimit = 20

    /// A window of `route`'s list; `subject` defaults to one made from the route (`the comics
    /// list`, `the comics of hero 1009610`).
    public init(_ route: MarvelRoute, offset: Int = 0, limit: Int = ListRequest.defaultLimit, subject: String? = nil) {
        self.route = route
        self.offset = offset
        self.limit = limit
        self.subject = subject ?? Self.subject(of: route)
    }

    /// The route of one call for this window: the list's route with `limit` and `offset` last.
    var pagedRoute: MarvelRoute {
        var paged = route
        paged.query[.limit] = .integer(limit)
        paged.query[.offset] = .integer(offset)
        return paged
    }

    /// This window cut into calls of at most `maximum` items each, in order: a limit of 240 at
    /// offset 0 gives limits 100, 100 and 40 at offsets 0, 100 and 200. A window within the
    /// maximum (or with a limit below 1) is returned alone.
    func split(maximum: Int = ListRequest.maximumLimit) -> [ListRequest] {
        let size = max(1, maximum)
        guard limit > size else { return [self] }
        return stride(from: 0, to: limit, by: size).map { start in
            var part = self
            part.offset = offset + start
            part.limit = min(size, limit - start)
            return part
        }
    }

    /// How messages name this window, for example `page 2 of the hero list` or `page 3 of the
    /// hero list (50 per page)`.
    var summary: String {
        var text = "page \(pageNumber(offset: offset, limit: limit)) of \(subject)"
        if limit != Self.defaultLimit { text += " (\(limit) per page)" }
        return text
    }

    private static func subject(of route: MarvelRoute) -> String {
        switch route.kind {
        case .list(let resource): "the \(resource.rawValue) list"
        case .record(let resource, let id): "the \(resource.noun) \(id)"
        case .related(let resource, let id, let related): "the \(related.rawValue) of \(resource.noun) \(id)"
        }
    }
}

extension MarvelResource {
    /// How messages name one record: `hero` for a character (the app's word), else the API's
    /// own singular (`comic`, `creator`, …).
    public var noun: String { self == .characters ? "hero" : singular }

    /// ``noun`` after its indefinite article, as a sentence names one record: `a hero`,
    /// `an event`.
    public var oneNoun: String { (self == .events ? "an " : "a ") + noun }

    /// How messages name several records: `heroes`, else the API's own plural (`comics`, …).
    public var pluralNoun: String { self == .characters ? "heroes" : rawValue }
}

import AppConfig
import MarvelWire

/// What each endpoint accepts in its query, from the spec's `parameters` (spec-1.0.json).
struct EndpointRules: Sendable {
    /// The parameters of the endpoint (auth parameters are always accepted as well).
    let parameters: Set<String>
    /// The `orderBy` fields, without the `-` for descending.
    let orderings: Set<String>
    /// The parameters that take a comma-separated list of integer ids.
    let idLists: Set<String>
    /// The parameters that take one integer.
    let integers: Set<String>
    /// Whether `limit` and `offset` apply.
    let paged: Bool

    /// The signature's parameters, accepted by every endpoint: the names the client's signer
    /// adds (AppConfig's `MarvelSigningMiddleware`), so that the two cannot drift apart.
    static let signature = Set(MarvelSigningMiddleware.secretQueryNames)

    /// `GET /v1/public/characters`.
    static let characters = EndpointRules(
        parameters: ["name", "nameStartsWith", "modifiedSince", "comics", "series", "events", "stories", "orderBy", "limit", "offset"],
        orderings: ["name", "modified"],
        idLists: ["comics", "series", "events", "stories"],
        integers: [],
        paged: true
    )

    /// `GET /v1/public/characters/{characterId}`.
    static let character = EndpointRules(parameters: [], orderings: [], idLists: [], integers: [], paged: false)

    /// `GET /v1/public/characters/{characterId}/comics`.
    static let characterComics = EndpointRules(
        parameters: [
            "format", "formatType", "noVariants", "dateDescriptor", "dateRange", "title", "titleStartsWith", "startYear",
            "issueNumber", "diamondCode", "digitalId", "upc", "isbn", "ean", "issn", "hasDigitalIssue", "modifiedSince",
            "creators", "series", "events", "stories", "sharedAppearances", "collaborators", "orderBy", "limit", "offset",
        ],
        orderings: ["focDate", "onsaleDate", "title", "issueNumber", "modified"],
        idLists: ["creators", "series", "events", "stories", "sharedAppearances", "collaborators"],
        integers: ["startYear", "issueNumber", "digitalId"],
        paged: true
    )

    /// `GET /v1/public/characters/{characterId}/events`.
    static let characterEvents = EndpointRules(
        parameters: ["name", "nameStartsWith", "modifiedSince", "creators", "series", "comics", "stories", "orderBy", "limit", "offset"],
        orderings: ["name", "startDate", "modified"],
        idLists: ["creators", "series", "comics", "stories"],
        integers: [],
        paged: true
    )

    /// `GET /v1/public/characters/{characterId}/series`.
    static let characterSeries = EndpointRules(
        parameters: [
            "title", "titleStartsWith", "startYear", "modifiedSince", "comics", "stories", "events", "creators",
            "seriesType", "contains", "orderBy", "limit", "offset",
        ],
        orderings: ["title", "modified", "startYear"],
        idLists: ["comics", "stories", "events", "creators"],
        integers: ["startYear"],
        paged: true
    )

    /// `GET /v1/public/characters/{characterId}/stories`.
    static let characterStories = EndpointRules(
        parameters: ["modifiedSince", "comics", "series", "events", "creators", "orderBy", "limit", "offset"],
        orderings: ["id", "modified"],
        idLists: ["comics", "series", "events", "creators"],
        integers: [],
        paged: true
    )

    /// The rules of a character's related list (`comics`, `events`, `series` or `stories`).
    static func related(_ kind: MarvelResource) -> EndpointRules {
        switch kind {
        case .comics: characterComics
        case .events: characterEvents
        case .series: characterSeries
        default: characterStories
        }
    }
}

/// One `orderBy` field and its direction.
struct SortField: Sendable, Hashable {
    /// The field name, e.g. `name`.
    let field: String
    /// Whether the field was given with a leading `-`.
    let descending: Bool
}

/// A query that passed its endpoint's checks.
struct ValidatedQuery: Sendable {
    var limit = 20
    var offset = 0
    var ordering: [SortField] = []
    var idFilters: [String: Set<Int>] = [:]
    var modifiedSince: Double?
    var text: [String: String] = [:]

    /// Checks `query` against `rules` in the API's order: unknown and empty parameters, then
    /// `limit`, `offset`, `orderBy` and the filters.
    static func validate(
        _ query: QueryParameters, rules: EndpointRules, maximumFilterValues: Int
    ) -> Result<ValidatedQuery, MarvelAPIError> {
        for (name, value) in query.pairs {
            guard rules.parameters.contains(name) || EndpointRules.signature.contains(name) else {
                return .failure(.unrecognizedParameter(name: name))
            }
            if QueryParameters.isBlank(value) { return .failure(.emptyParameter(name: name)) }
        }
        var result = ValidatedQuery()
        if rules.paged, let text = query["limit"] {
            guard let limit = Int(text.trimmingCharacters(in: .whitespaces)), limit >= 1 else { return .failure(.limitInvalid) }
            guard limit <= 100 else { return .failure(.limitTooLarge) }
            result.limit = limit
        }
        if rules.paged, let text = query["offset"] {
            guard let offset = Int(text.trimmingCharacters(in: .whitespaces)), offset >= 0 else { return .failure(.invalidOffset) }
            result.offset = offset
        }
        if let text = query["orderBy"] {
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                let item = part.trimmingCharacters(in: .whitespaces)
                let descending = item.hasPrefix("-")
                let field = descending ? String(item.dropFirst()) : item
                guard rules.orderings.contains(field) else { return .failure(.invalidOrdering(value: item)) }
                result.ordering.append(SortField(field: field, descending: descending))
            }
        }
        for (name, value) in query.pairs where rules.idLists.contains(name) || rules.integers.contains(name) {
            guard result.idFilters[name] == nil else { continue }
            let parts = value.split(separator: ",", omittingEmptySubsequences: false)
            let maximum = rules.integers.contains(name) ? 1 : maximumFilterValues
            guard parts.count <= maximum else {
                return .failure(maximum == 1 ? .invalidFilterValue(name: name) : .tooManyFilterValues(name: name, maximum: maximum))
            }
            var ids = Set<Int>()
            for part in parts {
                guard let id = Int(part.trimmingCharacters(in: .whitespaces)), id >= 0 else {
                    return .failure(.invalidFilterValue(name: name))
                }
                ids.insert(id)
            }
            result.idFilters[name] = ids
        }
        if let text = query["modifiedSince"] {
            guard let since = MarvelDate.seconds(text.trimmingCharacters(in: .whitespaces)) else {
                return .failure(.invalidFilterValue(name: "modifiedSince"))
            }
            result.modifiedSince = since
        }
        for name in ["name", "nameStartsWith", "title", "titleStartsWith"] where rules.parameters.contains(name) {
            if let value = query[name] { result.text[name] = value }
        }
        return .success(result)
    }
}

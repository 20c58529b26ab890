import MarvelWire

/// One `orderBy` field and its direction.
struct SortField: Sendable, Hashable {
    /// The field name, e.g. `name`.
    let field: String
    /// Whether the field was given with a leading `-`.
    let descending: Bool
}

/// A query that passed its operation's checks.
struct ValidatedQuery: Sendable {
    var limit = 20
    var offset = 0
    var ordering: [SortField] = []
    /// The id-list and integer parameters, by name (an integer is a one-id list).
    var idFilters: [String: Set<Int>] = [:]
    var modifiedSince: Double?
    /// The parameters that take a word of a fixed list (``FilterValues/choices``), by name, in
    /// the spec's spelling.
    var choices: [String: String] = [:]
    /// `dateRange`, in seconds since 1970 (see ``FilterValues/dateRange(_:)``).
    var dateRange: Range<Double>?
    /// Every other parameter of the operation given, by name (the first value when repeated).
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
            guard let limit = Int(text.trimmingSpaces()), limit >= 1 else {
                return .failure(.limitInvalid)
            }
            guard limit <= 100 else { return .failure(.limitTooLarge) }
            result.limit = limit
        }
        if rules.paged, let text = query["offset"] {
            guard let offset = Int(text.trimmingSpaces()), offset >= 0 else {
                return .failure(.invalidOffset)
            }
            result.offset = offset
        }
        if let text = query["orderBy"] {
            // Each field at most once: a key after one on the same field could not change the
            // order, only the query's cost. So there are at most as many keys as the endpoint
            // has fields (5), and the check stops at the first key past them.
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                let item = part.trimmingSpaces()
                let descending = item.hasPrefix("-")
                let field = descending ? String(item.dropFirst()) : item
                guard rules.orderings.contains(field) else { return .failure(.invalidOrdering(value: item)) }
                guard !result.ordering.contains(where: { $0.field == field }) else {
                    return .failure(.repeatedOrdering(field: field))
                }
                result.ordering.append(SortField(field: field, descending: descending))
            }
        }
        for (name, value) in query.pairs where rules.idLists.contains(name) || rules.integers.contains(name) {
            guard result.idFilters[name] == nil else { continue }
            let parts = value.split(separator: ",", omittingEmptySubsequences: false)
            let maximum = rules.integers.contains(name) ? 1 : maximumFilterValues
            guard parts.count <= maximum else {
                return .failure(
                    maximum == 1 ? .invalidFilterValue(name: name) : .tooManyFilterValues(name: name, maximum: maximum))
            }
            var ids = Set<Int>()
            for part in parts {
                guard let id = Int(part.trimmingSpaces()), id >= 0 else {
                    return .failure(.invalidFilterValue(name: name))
                }
                ids.insert(id)
            }
            result.idFilters[name] = ids
        }
        if let text = query["modifiedSince"] {
            guard let since = MarvelDate.seconds(text.trimmingSpaces()) else {
                return .failure(.invalidFilterValue(name: "modifiedSince"))
            }
            result.modifiedSince = since
        }
        for (name, value) in query.pairs where rules.parameters.contains(name) && result.choices[name] == nil {
            guard FilterValues.choices[name] != nil else { continue }
            guard let choice = FilterValues.choice(value, for: name) else {
                return .failure(.invalidFilterValue(name: name))
            }
            result.choices[name] = choice
        }
        if rules.parameters.contains("dateRange"), let text = query["dateRange"] {
            guard let range = FilterValues.dateRange(text) else {
                return .failure(.invalidFilterValue(name: "dateRange"))
            }
            result.dateRange = range
        }
        for (name, value) in query.pairs
        where result.text[name] == nil && !Self.handled.contains(name)
            && !rules.idLists.contains(name) && !rules.integers.contains(name)
            && !EndpointRules.signature.contains(name)
        {
            result.text[name] = value
        }
        return .success(result)
    }

    /// The parameters read into their own members above.
    private static let handled = Set(["limit", "offset", "orderBy", "modifiedSince", "dateRange"]).union(
        FilterValues.choices.keys)
}

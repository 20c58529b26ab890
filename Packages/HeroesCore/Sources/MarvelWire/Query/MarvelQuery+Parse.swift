import NetworkClient

extension MarvelQuery {
    /// The typed query of `pairs` (name and decoded value, in order), as `operation` takes it,
    /// or the API's reason to refuse it, checked in the API's order: each name known and each
    /// value not blank, then `limit`, `offset`, `orderBy`, the integers and id lists (at most
    /// `maximumIDs` ids each), `modifiedSince`, the choices and flags, `dateRange`. A repeated
    /// parameter counts once, with its first value. The names in `accepting` (the signature's)
    /// are checked for a value and otherwise left out.
    public static func parse(
        _ pairs: [(name: String, value: String)], for operation: MarvelOperation,
        maximumIDs: Int = MarvelQuery.maximumIDs, accepting extra: Set<String> = []
    ) throws(MarvelQueryRejection) -> MarvelQuery {
        var given: [(parameter: MarvelParameter, value: String)] = []
        given.reserveCapacity(pairs.count)
        for (name, value) in pairs {
            if let parameter = MarvelParameter(name: name), operation.takes(parameter) {
                if isBlank(value) { throw .emptyParameter(name: name) }
                given.append((parameter, value))
            } else {
                guard extra.contains(name) else { throw .unrecognizedParameter(name: name) }
                if isBlank(value) { throw .emptyParameter(name: name) }
            }
        }
        // The typed value of each parameter's first occurrence in `given`, in the same places.
        var values = [Value?](repeating: nil, count: given.count)
        func first(_ parameter: MarvelParameter) -> Int? { given.firstIndex { $0.parameter == parameter } }
        func isFirst(_ index: Int) -> Bool { first(given[index].parameter) == index }
        if let index = first(.limit) {
            guard let limit = Int(given[index].value.trimmingSpaces()), limit >= 1 else { throw .limitInvalid }
            guard limit <= maximumLimit else { throw .limitTooLarge }
            values[index] = .integer(limit)
        }
        if let index = first(.offset) {
            guard let offset = Int(given[index].value.trimmingSpaces()), offset >= 0 else { throw .invalidOffset }
            values[index] = .integer(offset)
        }
        if let index = first(.orderBy) {
            values[index] = .order(try order(given[index].value, fields: operation.orderFields))
        }
        for (index, (parameter, value)) in given.enumerated() where isFirst(index) {
            switch parameter.kind {
            case .integer: values[index] = .integer(try ids(value, of: parameter, maximum: 1)[0])
            case .ids: values[index] = .ids(try ids(value, of: parameter, maximum: maximumIDs))
            default: continue
            }
        }
        if let index = first(.modifiedSince) {
            guard let date = MarvelQueryDate(given[index].value) else { throw .invalidFilterValue(.modifiedSince) }
            values[index] = .date(date)
        }
        for (index, (parameter, value)) in given.enumerated() where isFirst(index) {
            guard let words = parameter.words else { continue }
            let key = value.trimmingSpaces().lowercased()
            guard let word = words.first(where: { $0.lowercased() == key }) else {
                throw .invalidFilterValue(parameter)
            }
            values[index] = parameter.kind == .flag ? .flag(word == MarvelParameter.flagWords[0]) : .choice(word)
        }
        if let index = first(.dateRange) {
            guard let range = MarvelQueryDateRange(given[index].value) else { throw .invalidFilterValue(.dateRange) }
            values[index] = .dateRange(range)
        }
        var query = MarvelQuery()
        query.entries.reserveCapacity(given.count)
        for (index, (parameter, value)) in given.enumerated() where isFirst(index) {
            query.entries.append((parameter, values[index] ?? .text(value)))
        }
        return query
    }

    /// Whether a parameter's `value` is empty or only white space, which the API refuses; a
    /// value with an ASCII letter, digit or sign is answered without looking at its scalars.
    public static func isBlank(_ value: String) -> Bool {
        if value.utf8.contains(where: { $0 > 0x20 && $0 < 0x7F }) { return false }
        return value.trimmingSpaces().isEmpty
    }

    /// The keys of an `orderBy`, each field of `fields` at most once.
    private static func order(_ text: String, fields: [MarvelOrderField]) throws(MarvelQueryRejection)
        -> [MarvelOrder]
    {
        // Each field at most once: a key after one on the same field could not change the order,
        // only the query's cost. So there are at most as many keys as the list has fields (5),
        // and the check stops at the first key past them.
        var keys: [MarvelOrder] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let key = MarvelOrder(String(part)), fields.contains(key.field) else {
                throw .invalidOrdering(value: part.trimmingSpaces())
            }
            guard !keys.contains(where: { $0.field == key.field }) else { throw .repeatedOrdering(field: key.field) }
            keys.append(key)
        }
        return keys
    }

    /// The ids of a comma-separated `value`, at most `maximum` (one: an integer parameter).
    private static func ids(_ value: String, of parameter: MarvelParameter, maximum: Int) throws(MarvelQueryRejection)
        -> [Int]
    {
        let parts = value.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count <= maximum else {
            throw maximum == 1 ? .invalidFilterValue(parameter) : .tooManyFilterValues(parameter, maximum: maximum)
        }
        var ids: [Int] = []
        ids.reserveCapacity(parts.count)
        for part in parts {
            guard let id = Int(part.trimmingSpaces()), id >= 0 else { throw .invalidFilterValue(parameter) }
            ids.append(id)
        }
        return ids
    }
}

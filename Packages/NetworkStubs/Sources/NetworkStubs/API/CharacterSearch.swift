import MarvelWire

/// Filters and orders a catalog's characters for `GET /v1/public/characters`.
struct CharacterSearch {
    let catalog: Catalog
    let query: ValidatedQuery

    /// Positions (in the catalog's name order) of the matching characters, in the requested order.
    func matchingPositions() -> [Int] {
        let name = query.text["name"]?.lowercased()
        let prefix = query.text["nameStartsWith"]?.lowercased()
        let since = query.modifiedSince
        let idFilters = MarvelResource.characters.relatedResources.compactMap { list in
            query.idFilters[list.rawValue].map { ids in (catalog.summaryIDs[list] ?? [], ids) }
        }
        let names = catalog.lowercasedNames
        let times = catalog.modifiedTimes
        let characters = catalog.characters

        var positions: [Int] = []
        if name == nil, prefix == nil, since == nil, idFilters.isEmpty {
            positions = Array(characters.indices)
        } else {
            for position in characters.indices {
                if let name, names[position] != name { continue }
                if let prefix, !names[position].hasPrefix(prefix) { continue }
                if let since, !(times[position] >= since) { continue }
                if !idFilters.allSatisfy({ listed, ids in listed[position].contains(where: ids.contains) }) { continue }
                positions.append(position)
            }
        }
        return ordered(positions)
    }

    private func ordered(_ positions: [Int]) -> [Int] {
        let fields = query.ordering.isEmpty ? [SortField(field: "name", descending: false)] : query.ordering
        if fields == [SortField(field: "name", descending: false)] { return positions }
        if fields == [SortField(field: "name", descending: true)] { return positions.reversed() }
        let names = catalog.lowercasedNames
        let times = catalog.modifiedTimes
        return positions.sorted { lhs, rhs in
            for sort in fields {
                let order: Bool?
                switch sort.field {
                case "modified":
                    order = times[lhs] == times[rhs] ? nil : times[lhs] < times[rhs]
                default:
                    order = names[lhs] == names[rhs] ? nil : lhs < rhs
                }
                if let order { return sort.descending ? !order : order }
            }
            return lhs < rhs
        }
    }
}

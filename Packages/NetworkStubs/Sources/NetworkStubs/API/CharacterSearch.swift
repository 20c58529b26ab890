import MarvelWire

/// Filters and orders a catalog's characters: all of them for `GET /v1/public/characters`, or
/// those linked to one comic for `GET /v1/public/comics/{id}/characters`.
struct CharacterSearch {
    let catalog: Catalog
    let query: ValidatedQuery

    /// Positions (in the catalog's name order) of the matching characters among `candidates`
    /// (ascending positions; every character when `nil`), in the requested order.
    func matchingPositions(among candidates: [Int]? = nil) -> [Int] {
        let name = query.text["name"]?.lowercased()
        let prefix = query.text["nameStartsWith"]?.lowercased()
        let since = query.modifiedSince
        let filters = MarvelResource.characters.relatedResources.compactMap { list in
            query.idFilters[list.rawValue].map { ids in (list, matcher(list, ids)) }
        }
        let names = catalog.lowercasedNames
        let times = catalog.modifiedTimes
        let all = candidates ?? Array(catalog.characters.indices)

        var positions: [Int] = []
        if name == nil, prefix == nil, since == nil, filters.isEmpty {
            positions = all
        } else {
            for position in all {
                if let name, names[position] != name { continue }
                if let prefix, !names[position].hasPrefix(prefix) { continue }
                if let since, !(times[position] >= since) { continue }
                if !filters.allSatisfy({ $0.1(position) }) { continue }
                positions.append(position)
            }
        }
        return ordered(positions)
    }

    /// Whether the character at a position is linked to any of `ids` of type `list`. For comics
    /// that is every link the catalog knows (``ComicShelf``); for the other types the character's
    /// own summary.
    private func matcher(_ list: MarvelResource, _ ids: Set<Int>) -> (Int) -> Bool {
        if list == .comics {
            let shelf = catalog.comicShelf.value
            let linked = Set(ids.flatMap { shelf.characterPositionsByComicID[$0] ?? [] })
            return { linked.contains($0) }
        }
        let listed = catalog.summaryIDs[list] ?? []
        return { position in listed[position].contains(where: ids.contains) }
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

import MarvelWire

/// Filters and orders a catalog's comics: all of them for `GET /v1/public/comics`, or those
/// linked to one character for `GET /v1/public/characters/{id}/comics`.
///
/// Applied: `title` (the whole title, in any case), `titleStartsWith`, `format` (in any case),
/// `formatType` (`comic`, or `collection` for trade paperbacks, hardcovers, digests and graphic
/// novels), `noVariants` and `hasDigitalIssue` (`true`), `issueNumber`, `digitalId`,
/// `startYear` (the year the comic's series began, from its name), the id lists `characters`,
/// `creators`, `series`, `events`, `stories` (any of the ids), `sharedAppearances` and
/// `collaborators` (all of the ids, characters and creators), and `orderBy` `onsaleDate`,
/// `focDate`, `title`, `issueNumber`, `modified`. Accepted but not applied, because the catalog
/// does not carry what they look at: `modifiedSince` (and `orderBy=modified`, which keeps the
/// default order), `dateDescriptor`, `dateRange`, `diamondCode`, `upc`, `isbn`, `ean`, `issn`.
/// The default order is by id.
struct ComicSearch {
    let shelf: ComicShelf
    let query: ValidatedQuery

    /// Positions of the matching comics among `candidates` (ascending positions; every comic when
    /// `nil`), in the requested order.
    func matchingPositions(among candidates: [Int]? = nil) -> [Int] {
        let tests = self.tests()
        let all = candidates ?? Array(shelf.comics.indices)
        let positions = tests.isEmpty ? all : all.filter { position in tests.allSatisfy { $0(position) } }
        return ordered(positions)
    }

    /// One test per filter given.
    private func tests() -> [(Int) -> Bool] {
        let comics = shelf.comics
        let titles = shelf.lowercasedTitles
        var tests: [(Int) -> Bool] = []
        if let title = query.text["title"]?.lowercased() {
            tests.append { titles[$0] == title }
        }
        if let prefix = query.text["titleStartsWith"]?.lowercased() {
            tests.append { titles[$0].hasPrefix(prefix) }
        }
        if let format = query.text["format"]?.lowercased() {
            tests.append { comics[$0].format?.lowercased() == format }
        }
        if let type = query.text["formatType"]?.lowercased() {
            tests.append { Self.formatType(of: comics[$0]) == type }
        }
        if query.text["noVariants"]?.lowercased() == "true" {
            tests.append { (comics[$0].variantDescription ?? "").isEmpty }
        }
        if query.text["hasDigitalIssue"]?.lowercased() == "true" {
            tests.append { (comics[$0].digitalId ?? 0) > 0 }
        }
        if let numbers = query.idFilters["issueNumber"] {
            tests.append { position in
                guard let number = comics[position].issueNumber else { return false }
                return numbers.contains { Double($0) == number }
            }
        }
        if let ids = query.idFilters["digitalId"] {
            tests.append { comics[$0].digitalId.map(ids.contains) ?? false }
        }
        if let years = query.idFilters["startYear"] {
            tests.append { Self.seriesStartYear(of: comics[$0]).map(years.contains) ?? false }
        }
        if let ids = query.idFilters["characters"] {
            tests.append { !shelf.characterIDs[$0].isDisjoint(with: ids) }
        }
        if let ids = query.idFilters["sharedAppearances"] {
            tests.append { ids.isSubset(of: shelf.characterIDs[$0]) }
        }
        for list in [MarvelResource.creators, .series, .events, .stories] {
            guard let ids = query.idFilters[list.rawValue], let listed = shelf.summaryIDs[list] else { continue }
            tests.append { listed[$0].contains(where: ids.contains) }
        }
        if let ids = query.idFilters["collaborators"], let creators = shelf.summaryIDs[.creators] {
            tests.append { ids.isSubset(of: creators[$0]) }
        }
        return tests
    }

    private func ordered(_ positions: [Int]) -> [Int] {
        guard !query.ordering.isEmpty else { return positions }
        return positions.sorted { lhs, rhs in
            for sort in query.ordering {
                let order: Bool?
                switch sort.field {
                case "onsaleDate": order = Self.compare(shelf.onsaleTimes[lhs], shelf.onsaleTimes[rhs])
                case "focDate": order = Self.compare(shelf.focTimes[lhs], shelf.focTimes[rhs])
                case "modified": order = Self.compare(shelf.modifiedTimes[lhs], shelf.modifiedTimes[rhs])
                case "issueNumber":
                    let (a, b) = (shelf.comics[lhs].issueNumber, shelf.comics[rhs].issueNumber)
                    order = Self.compare(a ?? -.infinity, b ?? -.infinity)
                default:
                    let (a, b) = (shelf.lowercasedTitles[lhs], shelf.lowercasedTitles[rhs])
                    order = a == b ? nil : a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
                }
                if let order { return sort.descending ? !order : order }
            }
            return lhs < rhs
        }
    }

    /// `nil` when equal, else whether `a` comes first.
    private static func compare(_ a: Double, _ b: Double) -> Bool? {
        a == b ? nil : a < b
    }

    /// `collection` for the formats that collect issues, `comic` for the others.
    static func formatType(of comic: ComicDTO) -> String {
        switch comic.format?.lowercased() {
        case "trade paperback", "hardcover", "digest", "graphic novel": "collection"
        default: "comic"
        }
    }

    /// The year in the comic's series name, `The Pulse (2004 - 2006)` → 2004.
    static func seriesStartYear(of comic: ComicDTO) -> Int? {
        guard let name = comic.series?.name, let open = name.lastIndex(of: "(") else { return nil }
        let digits = name[name.index(after: open)...].prefix { $0.isASCII && $0.isNumber }
        return digits.count == 4 ? Int(digits) : nil
    }
}

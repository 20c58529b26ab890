import Foundation
import MarvelWire
@testable import NetworkStubs

/// What the sample catalog's operations should answer, computed here from the records' JSON
/// alone (never from the store or the engine's SQL): the links, each filter's meaning, each
/// ordering, in plain Swift.
enum Oracle {
    typealias Record = [String: Any]

    // MARK: - Fields

    static func string(_ record: Record, _ key: String) -> String? { record[key] as? String }

    /// A date field in seconds; `nil` for no date (the API's placeholders before year 1000).
    static func date(_ text: String?) -> Double? {
        guard let text, let seconds = MarvelDate.seconds(text), seconds > -30_610_224_000 else { return nil }
        return seconds
    }

    static func onsale(_ record: Record, _ type: String = "onsaleDate") -> Double? {
        let dates = record["dates"] as? [[String: Any]] ?? []
        return date(dates.first { $0["type"] as? String == type }?["date"] as? String)
    }

    static func number(_ record: Record, _ key: String) -> Double? { (record[key] as? NSNumber)?.doubleValue }

    /// The id at the end of a gateway URI.
    static func id(_ uri: Any?) -> Int? {
        guard let uri = uri as? String, let slash = uri.lastIndex(of: "/") else { return nil }
        return Int(uri[uri.index(after: slash)...])
    }

    /// The ids a record's summary of `type` names (a comic's one series, a story's original issue).
    static func listed(_ record: Record, _ type: MarvelResource) -> Set<Int> {
        var ids = Set(
            ((record[type.rawValue] as? Record)?["items"] as? [Record] ?? []).compactMap { id($0["resourceURI"]) })
        if type == .series, let one = record["series"] as? Record, one["items"] == nil,
            let found = id(one["resourceURI"])
        {
            ids.insert(found)
        }
        if type == .comics, let issue = record["originalIssue"] as? Record, let found = id(issue["resourceURI"]) {
            ids.insert(found)
        }
        return ids
    }

    // MARK: - Links

    /// The pairs also linked when one story lists both (the builder's documented rule).
    static let throughStories: Set<[MarvelResource]> = [
        [.characters, .comics], [.characters, .events], [.characters, .series], [.comics, .creators],
        [.creators, .series],
    ]

    /// The ids of `related` linked to the record of `type` with `id`, whether or not the
    /// catalog has their records: either side lists the other, or (for ``throughStories``) one
    /// story lists both.
    static func linked(_ type: MarvelResource, _ id: Int, _ related: MarvelResource) -> Set<Int> {
        var ids = Set<Int>()
        if let own = SampleCatalog.records[type]?[id] { ids.formUnion(listed(own, related)) }
        for (otherID, other) in SampleCatalog.records[related] ?? [:] where listed(other, type).contains(id) {
            ids.insert(otherID)
        }
        let pair = [type, related].sorted { CatalogSchema.code(of: $0) < CatalogSchema.code(of: $1) }
        if throughStories.contains(pair) {
            for story in (SampleCatalog.records[.stories] ?? [:]).values where listed(story, type).contains(id) {
                ids.formUnion(listed(story, related))
            }
        }
        return ids
    }

    // MARK: - Filters

    /// Whether `record` of `type` meets the parameter `name`=`value`, as documented in ListFilters.swift.
    static func meets(_ record: Record, of type: MarvelResource, _ name: String, _ value: String) -> Bool {
        let id = record["id"] as! Int
        let lower = value.lowercased()
        func text(_ key: String) -> String { (string(record, key) ?? "").lowercased() }
        let nameKey = type == .events ? "title" : "name"
        switch name {
        case "name": return text(nameKey) == lower
        case "nameStartsWith": return text(type == .creators ? "fullName" : nameKey).hasPrefix(lower)
        case "title", "firstName", "middleName", "lastName", "suffix": return text(name) == lower
        case "titleStartsWith", "firstNameStartsWith", "middleNameStartsWith", "lastNameStartsWith":
            return text(String(name.dropLast("StartsWith".count))).hasPrefix(lower)
        case "modifiedSince": return (date(string(record, "modified")) ?? -.infinity) >= MarvelDate.seconds(value)!
        case "startYear": return startYear(record, of: type) == Int(value)
        case "issueNumber": return number(record, "issueNumber") == Double(value)
        case "digitalId": return (record["digitalId"] as? Int) == Int(value)
        case "diamondCode", "upc", "isbn", "ean", "issn": return string(record, name) == value
        case "format": return text("format") == lower
        case "formatType":
            let collection = ["trade paperback", "hardcover", "hardcover book", "digest", "graphic novel"].contains(
                text("format"))
            return lower == "collection" ? collection : !collection
        case "noVariants": return lower == "false" || (string(record, "variantDescription") ?? "").isEmpty
        case "hasDigitalIssue": return lower == "false" || (record["digitalId"] as? Int ?? 0) > 0
        case "seriesType": return text("type") == lower
        case "contains":
            return (SampleCatalog.records[.comics] ?? [:]).values.contains {
                listed($0, .series).contains(id) && ($0["format"] as? String)?.lowercased() == lower
            }
        case "dateDescriptor":
            // The documented weeks (Sunday to Saturday, UTC) and month around the snapshot's
            // Friday, 2017-05-05.
            let ranges = [
                "lastweek": ("2017-04-23", "2017-04-30"), "thisweek": ("2017-04-30", "2017-05-07"),
                "nextweek": ("2017-05-07", "2017-05-14"), "thismonth": ("2017-05-01", "2017-06-01"),
            ]
            let (start, end) = ranges[lower]!
            guard let sale = onsale(record) else { return false }
            return sale >= MarvelDate.seconds(start)! && sale < MarvelDate.seconds(end)!
        case "dateRange":
            let days = value.split(separator: ",").map { MarvelDate.seconds(String($0))! }
            guard let sale = onsale(record) else { return false }
            return sale >= days[0] && sale < days[1] + 86_400
        case "sharedAppearances", "collaborators":
            let related: MarvelResource = name == "collaborators" ? .creators : .characters
            return Set(value.split(separator: ",").map { Int($0)! }).isSubset(of: linked(type, id, related))
        default:
            if let related = MarvelResource(rawValue: name) {
                return !Set(value.split(separator: ",").map { Int($0)! }).isDisjoint(with: linked(type, id, related))
            }
            fatalError("no meaning written for \(name)")
        }
    }

    /// A comic's start year is its series' (the series record's, else the year in its name).
    static func startYear(_ record: Record, of type: MarvelResource) -> Int? {
        if type == .series { return record["startYear"] as? Int }
        guard let series = record["series"] as? Record else { return nil }
        if let id = id(series["resourceURI"]), let year = SampleCatalog.records[.series]?[id]?["startYear"] as? Int {
            return year
        }
        guard let name = series["name"] as? String, let open = name.lastIndex(of: "(") else { return nil }
        return Int(name[name.index(after: open)...].prefix(4))
    }

    // MARK: - Order

    /// A comparable value of an `orderBy` field: text lower-cased, dates and numbers, `nil` for none.
    enum Key: Comparable {
        case none
        case number(Double)
        case text(String)

        static func < (lhs: Key, rhs: Key) -> Bool {
            switch (lhs, rhs) {
            case (.none, .none): false
            case (.none, _): true
            case (_, .none): false
            case (.number(let a), .number(let b)): a < b
            case (.text(let a), .text(let b)): a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
            default: false
            }
        }
    }

    static func key(_ record: Record, of type: MarvelResource, _ field: String) -> Key {
        func text(_ name: String) -> Key { string(record, name).map { .text($0.lowercased()) } ?? .none }
        func number(_ value: Double?) -> Key { value.map { .number($0) } ?? .none }
        switch field {
        case "name": return text(type == .events ? "title" : "name")
        case "title", "firstName", "middleName", "lastName", "suffix": return text(field)
        case "modified": return number(date(string(record, "modified")))
        case "onsaleDate", "focDate": return number(onsale(record, field))
        case "issueNumber": return number(Oracle.number(record, "issueNumber"))
        case "startDate": return number(date(string(record, "start")))
        case "startYear": return number((record["startYear"] as? Int).map(Double.init))
        case "id": return number(Double(record["id"] as! Int))
        default: fatalError("no key for \(field)")
        }
    }

    /// The ids of `records` in the order `orderBy` asks (characters by name when empty, others
    /// by id), ties broken by id in the direction of the last field.
    static func ordered(_ records: [Record], of type: MarvelResource, orderBy: [String]) -> [Int] {
        let fields = orderBy.isEmpty && type == .characters ? ["name"] : orderBy
        let lastDescending = fields.last?.hasPrefix("-") ?? false
        return records.sorted { lhs, rhs in
            for field in fields {
                let descending = field.hasPrefix("-")
                let name = descending ? String(field.dropFirst()) : field
                let (a, b) = (key(lhs, of: type, name), key(rhs, of: type, name))
                if a != b { return descending ? b < a : a < b }
            }
            let (a, b) = (lhs["id"] as! Int, rhs["id"] as! Int)
            return lastDescending ? a > b : a < b
        }.map { $0["id"] as! Int }
    }
}

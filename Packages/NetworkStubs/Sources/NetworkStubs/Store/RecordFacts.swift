import FoundationEssentials
import MarvelWire

/// What the store needs to know of one record, read from its JSON: its id, the values of its
/// table's columns (``CatalogSchema/columns(of:)``) and the ids its summaries name. Every field
/// but `id` is read leniently (a number where text was expected, or the reverse, is taken; a
/// value of any other type is left out), because a catalog file is outside input.
struct RecordFacts: Sendable, Equatable {
    let id: Int
    /// Column values by column name; `nil` stores `NULL`.
    let columns: [String: ColumnValue?]
    /// The ids each summary list names (`comics.items`, a comic's `series`, a story's
    /// `originalIssue` under `.comics`), by the type they name.
    let summaries: [MarvelResource: [Int]]

    /// A column's value.
    enum ColumnValue: Sendable, Equatable {
        case integer(Int)
        case real(Double)
        case text(String)
    }

    /// Reads the facts of a record of `resource` from its JSON.
    init(_ resource: MarvelResource, json: Data) throws {
        let record = try MarvelJSONDecoder().decode(AnyRecord.self, from: json)
        id = record.id
        summaries = record.summaryIDs()
        columns = record.columns(for: resource)
    }

    /// The facts of a character the wire format's DTO holds: what ``init(_:json:)`` reads from
    /// the JSON the DTO writes, without parsing that JSON again (a synthetic catalog of 100,000
    /// characters is made this way; a test holds the two equal).
    init(character: CharacterDTO) {
        id = character.id
        columns = [
            "nameKey": character.name.map { .text($0.lowercased()) },
            "modified": AnyRecord.seconds(character.modified).map { .real($0) },
        ]
        summaries = Self.summaries([
            (.comics, character.comics), (.events, character.events), (.series, character.series),
            (.stories, character.stories),
        ])
    }

    /// The facts of a comic the wire format's DTO holds (see ``init(character:)``).
    init(comic: ComicDTO) {
        id = comic.id
        let dates = comic.dates ?? []
        func date(_ type: String) -> ColumnValue? {
            AnyRecord.seconds(dates.first { $0.type == type }?.date).map { .real($0) }
        }
        let seriesID = AnyRecord.id(in: comic.series?.resourceURI)
        columns = [
            "titleKey": comic.title.map { .text($0.lowercased()) }, "issueNumber": comic.issueNumber.map { .real($0) },
            "formatKey": comic.format.map { .text($0.lowercased()) },
            "isVariant": .integer((comic.variantDescription ?? "").isEmpty ? 0 : 1),
            "onsaleDate": date("onsaleDate"), "focDate": date("focDate"),
            "seriesID": seriesID.map { .integer($0) },
            "startYear": AnyRecord.startYear(inSeriesName: comic.series?.name).map { .integer($0) },
            "diamondCode": nil, "digitalID": comic.digitalId.map { .integer($0) }, "upc": nil, "isbn": nil,
            "ean": nil, "issn": nil, "modified": AnyRecord.seconds(comic.modified).map { .real($0) },
        ]
        var summaries = Self.summaries([
            (.characters, comic.characters), (.creators, comic.creators), (.events, comic.events),
            (.stories, comic.stories),
        ])
        if let seriesID { summaries[.series] = [seriesID] }
        self.summaries = summaries
    }

    /// The ids of each list's items, leaving out the lists that name none.
    private static func summaries(_ lists: [(MarvelResource, ResourceListDTO?)]) -> [MarvelResource: [Int]] {
        var ids: [MarvelResource: [Int]] = [:]
        for (resource, list) in lists {
            let found = (list?.items ?? []).compactMap { AnyRecord.id(in: $0.resourceURI) }
            if !found.isEmpty { ids[resource] = found }
        }
        return ids
    }
}

/// Every field any of the six types has that the store reads, all optional.
private struct AnyRecord: Decodable {
    let id: Int
    var name, title, firstName, middleName, lastName, suffix, fullName: Lenient<String>?
    var format, variantDescription, diamondCode, upc, isbn, ean, issn, type, modified, start, end: Lenient<String>?
    var issueNumber: Lenient<Double>?
    var digitalId, startYear, endYear: Lenient<Int>?
    var dates: Lenient<[DateEntry]>?
    var characters, comics, creators, events, stories: Lenient<SummaryList>?
    var series: Lenient<SeriesField>?
    var originalIssue: Lenient<Reference>?

    struct DateEntry: Decodable {
        var type: String?
        var date: String?
    }

    struct Reference: Decodable {
        var resourceURI: String?
        var name: String?
    }

    struct SummaryList: Decodable {
        var items: [Lenient<Reference>]?
    }

    /// A comic's `series` names one series; every other type's is a summary list.
    enum SeriesField: Decodable {
        case one(Reference)
        case list(SummaryList)

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            if container.contains(.items) {
                self = .list(try SummaryList(from: decoder))
            } else {
                self = .one(try Reference(from: decoder))
            }
        }

        private enum Key: String, CodingKey { case items }
    }

    func summaryIDs() -> [MarvelResource: [Int]] {
        var ids: [MarvelResource: [Int]] = [:]
        func add(_ list: Lenient<SummaryList>?, as resource: MarvelResource) {
            let found = (list?.value?.items ?? []).compactMap { Self.id(in: $0.value?.resourceURI) }
            if !found.isEmpty { ids[resource, default: []].append(contentsOf: found) }
        }
        add(characters, as: .characters)
        add(comics, as: .comics)
        add(creators, as: .creators)
        add(events, as: .events)
        add(stories, as: .stories)
        switch series?.value {
        case .one(let reference): Self.id(in: reference.resourceURI).map { ids[.series, default: []].append($0) }
        case .list(let list): add(Lenient(value: list), as: .series)
        case nil: break
        }
        if let issue = Self.id(in: originalIssue?.value?.resourceURI), !(ids[.comics] ?? []).contains(issue) {
            ids[.comics, default: []].append(issue)
        }
        return ids
    }

    func columns(for resource: MarvelResource) -> [String: RecordFacts.ColumnValue?] {
        let modified = Self.seconds(modified?.value)
        switch resource {
        case .characters:
            return ["nameKey": Self.key(name), "modified": modified.map { .real($0) }]
        case .comics:
            let dates = dates?.value ?? []
            func date(_ type: String) -> RecordFacts.ColumnValue? {
                Self.seconds(dates.first { $0.type == type }?.date).map { .real($0) }
            }
            var seriesID: Int?
            var startYear: Int?
            if case .one(let reference) = series?.value {
                seriesID = Self.id(in: reference.resourceURI)
                startYear = Self.startYear(inSeriesName: reference.name)
            }
            return [
                "titleKey": Self.key(title), "issueNumber": issueNumber?.value.map { .real($0) },
                "formatKey": Self.key(format),
                "isVariant": .integer((variantDescription?.value ?? "").isEmpty ? 0 : 1),
                "onsaleDate": date("onsaleDate"), "focDate": date("focDate"),
                "seriesID": seriesID.map { .integer($0) }, "startYear": startYear.map { .integer($0) },
                "diamondCode": Self.text(diamondCode), "digitalID": digitalId?.value.map { .integer($0) },
                "upc": Self.text(upc), "isbn": Self.text(isbn), "ean": Self.text(ean), "issn": Self.text(issn),
                "modified": modified.map { .real($0) },
            ]
        case .creators:
            return [
                "firstNameKey": Self.key(firstName), "middleNameKey": Self.key(middleName),
                "lastNameKey": Self.key(lastName), "suffixKey": Self.key(suffix), "fullNameKey": Self.key(fullName),
                "modified": modified.map { .real($0) },
            ]
        case .events:
            return [
                "nameKey": Self.key(title ?? name), "startDate": Self.seconds(start?.value).map { .real($0) },
                "endDate": Self.seconds(end?.value).map { .real($0) }, "modified": modified.map { .real($0) },
            ]
        case .series:
            return [
                "titleKey": Self.key(title), "startYear": startYear?.value.map { .integer($0) },
                "endYear": endYear?.value.map { .integer($0) }, "seriesType": Self.key(type),
                "modified": modified.map { .real($0) },
            ]
        case .stories:
            return ["modified": modified.map { .real($0) }]
        }
    }

    /// The number after the last `/` of a gateway URI (`…/characters/1009610` → 1009610).
    static func id(in uri: String?) -> Int? {
        guard let uri, let slash = uri.lastIndex(of: "/") else { return nil }
        guard let id = Int(uri[uri.index(after: slash)...]), id >= 0 else { return nil }
        return id
    }

    /// The start year a series summary's name gives, `The Pulse (2004 - 2006)` → 2004: the
    /// comic's `startYear` when the catalog has no record of its series.
    static func startYear(inSeriesName name: String?) -> Int? {
        guard let name, let open = name.lastIndex(of: "(") else { return nil }
        let digits = name[name.index(after: open)...].prefix { $0.isASCII && $0.isNumber }
        guard digits.count == 4 else { return nil }
        return Int(digits)
    }

    /// The lower-cased text of a name or title, the form every comparison and ordering uses.
    static func key(_ value: Lenient<String>?) -> RecordFacts.ColumnValue? {
        value?.value.map { .text($0.lowercased()) }
    }

    /// The text of a code (isbn, upc, …), `NULL` when empty.
    static func text(_ value: Lenient<String>?) -> RecordFacts.ColumnValue? {
        guard let text = value?.value?.trimmingSpaces(), !text.isEmpty else { return nil }
        return .text(text)
    }

    /// Seconds since 1970 of an API date; `nil` for the "no date" placeholder (any year before
    /// 1000, as `-0001-11-30T00:00:00-0500`) or text that is no date.
    static func seconds(_ text: String?) -> Double? {
        guard let text, let seconds = MarvelDate.seconds(text), seconds > Self.earliest else { return nil }
        return seconds
    }

    /// 1000-01-01T00:00:00Z.
    private static let earliest = -30_610_224_000.0
}

/// A value decoded when it has the expected type (or, for text and numbers, the other one), and
/// `nil` otherwise instead of an error: one odd field never rejects a whole record.
struct Lenient<Value: Decodable>: Decodable {
    let value: Value?

    init(value: Value?) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Value.self) {
            self.value = value
        } else if Value.self == String.self {
            if let number = try? container.decode(Int.self) {
                self.value = String(number) as? Value
            } else if let number = try? container.decode(Double.self) {
                self.value = String(number) as? Value
            } else {
                self.value = nil
            }
        } else if Value.self == Double.self, let text = try? container.decode(String.self) {
            self.value = Double(text) as? Value
        } else if Value.self == Int.self, let text = try? container.decode(String.self) {
            self.value = Int(text) as? Value
        } else {
            self.value = nil
        }
    }
}

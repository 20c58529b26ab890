import FoundationEssentials
import NetworkClient
import SQLiteDatabase
import MarvelWire

/// What each parameter of the API's lists means, as conditions of a ``CatalogQuery`` over the
/// columns of ``CatalogSchema`` (one place for all 39 operations: a related list takes the same
/// parameters as the list of its type, with the same meaning).
///
/// - Names and titles (`name`, `title`, `firstName`, `middleName`, `lastName`, `suffix`) match
///   the whole text in any case, for every script (the `…Key` columns are lower-cased as the
///   value is); `…StartsWith` match its beginning (`nameStartsWith` of a creator: the full name).
/// - `modifiedSince`: modified at or after that date. `startYear` of a comic: its series'.
/// - Codes (`diamondCode`, `upc`, `isbn`, `ean`, `issn`) and `digitalId`: that exact value.
/// - `format`: that format in any case; `formatType`: ``collectionFormats`` for
///   `collection`, every other comic for `comic`; `noVariants=true`: no `variantDescription`;
///   `hasDigitalIssue=true`: a `digitalId` above 0; `false` for either filters nothing.
/// - `dateDescriptor`: on sale in the week (Sunday to Saturday, UTC) of the catalog's snapshot
///   date (`thisWeek`), the week before or after, or its calendar month (`thisMonth`);
///   `dateRange`: on sale between the two dates, both days included.
/// - `seriesType`: that type; `contains`: series with at least one comic of that format.
/// - The id lists (`comics`, `characters`, …): linked to any of the ids (``LinkRules``);
///   `sharedAppearances` (characters) and `collaborators` (creators): linked to all of them.
/// - Order: the `orderBy` fields in turn, ties broken by id in the direction of the last field;
///   with no `orderBy`, characters by name (as the captures of the real API show) and every
///   other type by id. A record with no value for a field (no date) comes first ascending.
extension CatalogQuery {
    /// The query of `resource`'s list for a query that passed its checks, below the record of
    /// `parent` when it is a related list; `snapshotDate` is the catalog's "now" in seconds.
    init(
        listing resource: MarvelResource, parent: (resource: MarvelResource, id: Int)?, query: ValidatedQuery,
        snapshotDate: Double?
    ) {
        self.init(resource: resource)
        limit = query.limit
        offset = query.offset
        if let parent { linked(from: parent.resource, id: parent.id) }
        for (parameter, ids) in query.idFilters.sorted(by: { $0.key < $1.key }) {
            guard let type = parameter.idsOf else { continue }
            linked(to: type, ids: ids, all: parameter == .sharedAppearances || parameter == .collaborators)
        }
        if let since = query.modifiedSince { require("r.modified >= ?", [since]) }
        applyText(query.text)
        applyChoices(query, snapshotDate: snapshotDate)
        if let range = query.dateRange {
            require("r.onsaleDate >= ? AND r.onsaleDate < ?", [range.lowerBound, range.upperBound])
        }
        if resource == .comics {
            if let years = query.idFilters[.startYear] { require("r.startYear = ?", [years.first ?? 0]) }
            if let numbers = query.idFilters[.issueNumber] {
                require("r.issueNumber = ?", [Double(numbers.first ?? 0)])
            }
            if let digital = query.idFilters[.digitalId] { require("r.digitalID = ?", [digital.first ?? 0]) }
        } else if resource == .series, let years = query.idFilters[.startYear] {
            require("r.startYear = ?", [years.first ?? 0])
        }
        let fields =
            query.ordering.isEmpty && resource == .characters
            ? [MarvelOrder(.name)] : query.ordering
        for key in fields {
            if let column = Self.column(ordering: key.field, of: resource) {
                order(by: column, descending: key.descending)
            }
        }
    }

    /// The free-text parameters: names, titles and codes.
    private mutating func applyText(_ text: [MarvelParameter: String]) {
        for (parameter, value) in text.sorted(by: { $0.key < $1.key }) {
            let name = parameter.rawValue
            switch parameter {
            case .name, .title, .firstName, .middleName, .lastName, .suffix:
                let column = resource == .events || resource == .characters ? "nameKey" : name + "Key"
                require("r.\(column) = ?", [value.lowercased()])
            case .nameStartsWith, .titleStartsWith, .firstNameStartsWith, .middleNameStartsWith, .lastNameStartsWith:
                let stem = String(name.dropLast("StartsWith".count))
                let column =
                    switch (resource, parameter) {
                    case (.creators, .nameStartsWith): "fullNameKey"
                    case (.characters, _), (.events, _): "nameKey"
                    default: stem + "Key"
                    }
                let prefix = value.lowercased()
                require("r.\(column) >= ? AND r.\(column) < ?", [prefix, prefix + "\u{10FFFF}"])
            case .diamondCode, .upc, .isbn, .ean, .issn:
                require("r.\(name) = ?", [value.trimmingSpaces()])
            default:
                break
            }
        }
    }

    /// The parameters that take a word of a fixed list, and the flags, by name.
    private mutating func applyChoices(_ query: ValidatedQuery, snapshotDate: Double?) {
        for parameter in (Array(query.choices.keys) + Array(query.flags.keys)).sorted() {
            let value = query.choices[parameter] ?? ""
            switch parameter {
            case .noVariants where query.flags[parameter] == true: require("r.isVariant = 0")
            case .hasDigitalIssue where query.flags[parameter] == true: require("r.digitalID > 0")
            case .format: require("r.formatKey = ?", [value])
            case .formatType:
                let marks = Array(repeating: "?", count: Self.collectionFormats.count).joined(separator: ", ")
                require(
                    value == "collection"
                        ? "r.formatKey IN (\(marks))" : "(r.formatKey IS NULL OR r.formatKey NOT IN (\(marks)))",
                    Self.collectionFormats)
            case .seriesType: require("r.seriesType = ?", [value])
            case .contains: require("r.id IN (SELECT seriesID FROM comics WHERE formatKey = ?)", [value])
            case .dateDescriptor:
                let range = Self.onSaleRange(value, snapshotDate: snapshotDate)
                require("r.onsaleDate >= ? AND r.onsaleDate < ?", [range.lowerBound, range.upperBound])
            default: break
            }
        }
    }

    /// The days `dateDescriptor` names, in seconds: weeks run Sunday to Saturday and months are
    /// calendar months, in UTC, around the snapshot date (an empty range without one).
    static func onSaleRange(_ descriptor: String, snapshotDate: Double?) -> Range<Double> {
        guard let now = snapshotDate else { return 0..<0 }
        let day = (now / 86_400).rounded(.down)
        let sunday = day - Double((Int(day) % 7 + 7 + 4) % 7)
        switch descriptor {
        case "lastWeek": return (sunday - 7) * 86_400..<sunday * 86_400
        case "nextWeek": return (sunday + 7) * 86_400..<(sunday + 14) * 86_400
        case "thisMonth":
            let month = MarvelDate.month(containing: Int64(now))
            return Double(month.lowerBound)..<Double(month.upperBound)
        default: return sunday * 86_400..<(sunday + 7) * 86_400
        }
    }

    /// The column an `orderBy` field reads.
    static func column(ordering field: MarvelOrderField, of resource: MarvelResource) -> String? {
        switch (resource, field) {
        case (_, .modified), (.comics, .onsaleDate), (.comics, .focDate), (.comics, .issueNumber),
            (.events, .startDate), (.series, .startYear), (.stories, .id):
            field.rawValue
        case (.characters, .name), (.events, .name): "nameKey"
        case (.comics, .title), (.series, .title): "titleKey"
        case (.creators, .lastName), (.creators, .firstName), (.creators, .middleName), (.creators, .suffix):
            field.rawValue + "Key"
        default: nil
        }
    }

    /// The formats whose comics collect issues: `formatType=collection` is a comic of one of
    /// these, `formatType=comic` any other. Read from the 2017 snapshot, where every comic that
    /// lists `collectedIssues` but two digital comics has one of them; `hardcover book` is the
    /// snapshot's spelling for five more hardcovers.
    static let collectionFormats = ["trade paperback", "hardcover", "hardcover book", "digest", "graphic novel"]
}

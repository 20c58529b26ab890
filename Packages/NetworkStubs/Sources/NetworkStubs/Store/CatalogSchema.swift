import MarvelWire

/// The tables every catalog is stored in, whatever it was made from (the 2017 snapshot, a JSON
/// file, a synthetic catalog, records in a test): one SQLite schema, so one query engine answers
/// all 39 operations over any of them.
///
/// - One table per resource, named as its path segment (`characters`, `comics`, …): the record's
///   JSON as the API serves it (``StoredJSON``, gateway addresses shortened, its name apart), its
///   name as the JSON string it is in the record (`name`, ``nameField(of:)``'s value, read for
///   searches without the record), and the columns its filters and orderings read, indexed.
///   Text keys (`nameKey`, `titleKey`, …) are lower-cased so
///   that comparisons and prefix ranges are case-insensitive for every script, and ordered by
///   Unicode scalar (SQLite's BINARY collation over UTF-8). Dates are seconds since 1970, `NULL`
///   for the API's "no date" placeholder (`-0001-11-30…`).
/// - `links`: every link between two records, both directions, rebuilt by ``LinkRules`` from the
///   summaries of both sides; `resource`/`related` hold ``code(of:)``. A summary may name a
///   record the catalog has not (the 2017 snapshot misses some comics), so a link may lead nowhere.
/// - `linkTotals`: for a record with at least ``linkTotalMinimum`` links to one type, how many of
///   them lead to a record the catalog has: the total of its related list, read, not counted
///   (benchmarks/DECISIONS.md, "A big related list").
/// - `meta`: what the catalog is (``MetaKey``).
/// - `dictionaries`: the zstd dictionary of each resource table whose records are stored
///   compressed (``RecordCompression``), by ``code(of:)``; a table with none stores them plain.
enum CatalogSchema {
    /// Bumped whenever a table or column changes; a stored catalog of another version is rebuilt.
    static let version = 6

    /// The field a record of `resource` is known by, whose value the `name` column holds: `name`
    /// for characters, `fullName` for creators, `title` for the rest.
    static func nameField(of resource: MarvelResource) -> String {
        switch resource {
        case .characters: "name"
        case .creators: "fullName"
        case .comics, .events, .series, .stories: "title"
        }
    }

    /// The fewest links of a record to one type for which `linkTotals` holds their total.
    static let linkTotalMinimum = 512

    /// The small integer a resource is stored as in `links`.
    static func code(of resource: MarvelResource) -> Int {
        switch resource {
        case .characters: 0
        case .comics: 1
        case .creators: 2
        case .events: 3
        case .series: 4
        case .stories: 5
        }
    }

    /// The keys of the `meta` table.
    enum MetaKey: String, CaseIterable {
        /// ``CatalogSchema/version``.
        case schemaVersion
        /// The newest `modified` of any record, the date "now" means for `dateDescriptor`.
        case snapshotDate
        /// The envelope's texts.
        case copyright, attributionText, attributionHTML
    }

    /// The columns of each resource's table besides `id` and `json`, with their SQL types.
    static func columns(of resource: MarvelResource) -> [(name: String, type: String)] {
        switch resource {
        case .characters:
            [("nameKey", "TEXT"), ("modified", "REAL")]
        case .comics:
            [
                ("titleKey", "TEXT"), ("issueNumber", "REAL"), ("formatKey", "TEXT"), ("isVariant", "INTEGER"),
                ("onsaleDate", "REAL"), ("focDate", "REAL"), ("seriesID", "INTEGER"), ("startYear", "INTEGER"),
                ("diamondCode", "TEXT"), ("digitalID", "INTEGER"), ("upc", "TEXT"), ("isbn", "TEXT"),
                ("ean", "TEXT"), ("issn", "TEXT"), ("modified", "REAL"),
            ]
        case .creators:
            [
                ("firstNameKey", "TEXT"), ("middleNameKey", "TEXT"), ("lastNameKey", "TEXT"), ("suffixKey", "TEXT"),
                ("fullNameKey", "TEXT"), ("modified", "REAL"),
            ]
        case .events:
            [("nameKey", "TEXT"), ("startDate", "REAL"), ("endDate", "REAL"), ("modified", "REAL")]
        case .series:
            [
                ("titleKey", "TEXT"), ("startYear", "INTEGER"), ("endYear", "INTEGER"), ("seriesType", "TEXT"),
                ("modified", "REAL"),
            ]
        case .stories:
            [("modified", "REAL")]
        }
    }

    /// The indexes of each resource's table: one per ordering and per indexed filter.
    static func indexedColumns(of resource: MarvelResource) -> [String] {
        switch resource {
        case .characters: ["nameKey", "modified"]
        case .comics:
            [
                "titleKey", "issueNumber", "onsaleDate", "focDate", "seriesID", "startYear", "diamondCode",
                "digitalID", "upc", "isbn", "ean", "issn", "modified",
            ]
        case .creators: ["firstNameKey", "middleNameKey", "lastNameKey", "suffixKey", "fullNameKey", "modified"]
        case .events: ["nameKey", "startDate", "modified"]
        case .series: ["titleKey", "startYear", "modified"]
        case .stories: ["modified"]
        }
    }

    /// The indexes over more than one column: `comics(formatKey, seriesID)` answers a series'
    /// `contains` (the series with a comic of a format) from the index alone, and the comics'
    /// `format` and `formatType` filters.
    static let compoundIndexes = ["CREATE INDEX comics_formatKey_seriesID ON comics(formatKey, seriesID)"]

    /// Every statement that creates the schema, in order.
    static var statements: [String] {
        var sql = [
            "CREATE TABLE meta(key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID",
            """
            CREATE TABLE links(resource INTEGER NOT NULL, id INTEGER NOT NULL, related INTEGER NOT NULL, \
            relatedID INTEGER NOT NULL, PRIMARY KEY(resource, id, related, relatedID)) WITHOUT ROWID
            """,
            """
            CREATE TABLE linkTotals(resource INTEGER NOT NULL, id INTEGER NOT NULL, related INTEGER NOT NULL, \
            total INTEGER NOT NULL, PRIMARY KEY(resource, id, related)) WITHOUT ROWID
            """,
            "CREATE TABLE dictionaries(resource INTEGER PRIMARY KEY NOT NULL, bytes BLOB NOT NULL)",
        ]
        for resource in MarvelResource.allCases {
            let table = resource.rawValue
            let columns = columns(of: resource).map { "\($0.name) \($0.type)" }.joined(separator: ", ")
            sql.append(
                "CREATE TABLE \(table)(id INTEGER PRIMARY KEY NOT NULL, \(columns), name BLOB, json BLOB NOT NULL)")
            for column in indexedColumns(of: resource) {
                sql.append("CREATE INDEX \(table)_\(column) ON \(table)(\(column), id)")
            }
        }
        sql.append(contentsOf: compoundIndexes)
        return sql
    }
}

/// A query parameter of the Marvel API, named once: the case's name is the parameter's name on
/// the wire (`nameStartsWith`, read with ``init(name:)``), and ``kind`` the values it takes. Which operation takes which
/// parameter is ``MarvelOperation/parameters``. The signature's `apikey`, `ts` and `hash` are
/// the signer's (AppConfig), not here.
public enum MarvelParameter: String, Sendable, Hashable, CaseIterable, Comparable {
    // Paging and order, on every list.
    case limit, offset, orderBy
    // Names and titles.
    case name, nameStartsWith, title, titleStartsWith
    case firstName, middleName, lastName, suffix
    case firstNameStartsWith, middleNameStartsWith, lastNameStartsWith
    // Dates.
    case modifiedSince, dateDescriptor, dateRange
    // A comic's facts.
    case format, formatType, noVariants, startYear, issueNumber, diamondCode, digitalId, upc, isbn, ean, issn
    case hasDigitalIssue
    // A series' facts.
    case seriesType, contains
    // Lists of ids.
    case characters, comics, creators, events, series, stories, sharedAppearances, collaborators

    /// What a parameter takes.
    public enum Kind: Sendable, Hashable {
        /// Any text, sent as given (names, titles, codes).
        case text
        /// One integer of 0 or more (`startYear`, `issueNumber`, `digitalId`).
        case integer
        /// A comma-separated list of integer ids of 0 or more, at most ``MarvelQuery/maximumIDs``.
        case ids
        /// A date (``MarvelQueryDate``).
        case date
        /// Two dates, the first not after the second (``MarvelQueryDateRange``).
        case dateRange
        /// One of the words listed, matched in any case and sent in this spelling.
        case choice([String])
        /// `true` or `false` (`false` asks for no filtering).
        case flag
        /// `orderBy`: the operation's ``MarvelOrderField``s, each at most once, `-` for descending.
        case order
        /// `limit`: an integer from 1 to ``MarvelQuery/maximumLimit``.
        case limit
        /// `offset`: an integer of 0 or more.
        case offset
    }

    /// The comic formats of the spec, as `format` (comics) and `contains` (series) take them.
    public static let comicFormats = [
        "comic", "magazine", "trade paperback", "hardcover", "digest", "graphic novel", "digital comic",
        "infinite comic",
    ]

    /// The words `true` and `false` as a ``Kind/flag`` is sent.
    static let flagWords = ["true", "false"]

    /// The values this parameter takes (`allowableValues` in spec-1.0.json for the choices).
    public var kind: Kind {
        switch self {
        case .limit: .limit
        case .offset: .offset
        case .orderBy: .order
        case .name, .nameStartsWith, .title, .titleStartsWith, .firstName, .middleName, .lastName, .suffix,
            .firstNameStartsWith, .middleNameStartsWith, .lastNameStartsWith, .diamondCode, .upc, .isbn, .ean, .issn:
            .text
        case .startYear, .issueNumber, .digitalId: .integer
        case .modifiedSince: .date
        case .dateRange: .dateRange
        case .format, .contains: .choice(Self.comicFormats)
        case .formatType: .choice(["comic", "collection"])
        case .seriesType: .choice(["collection", "one shot", "limited", "ongoing"])
        case .dateDescriptor: .choice(["lastWeek", "thisWeek", "nextWeek", "thisMonth"])
        case .noVariants, .hasDigitalIssue: .flag
        case .characters, .comics, .creators, .events, .series, .stories, .sharedAppearances, .collaborators: .ids
        }
    }

    /// The words a choice or a flag takes, in the spec's spelling; `nil` for other kinds.
    public var words: [String]? {
        switch kind {
        case .choice(let words): words
        case .flag: Self.flagWords
        default: nil
        }
    }

    /// The filter by records of `resource` (`comics=1,2`).
    public init(ids resource: MarvelResource) {
        switch resource {
        case .characters: self = .characters
        case .comics: self = .comics
        case .creators: self = .creators
        case .events: self = .events
        case .series: self = .series
        case .stories: self = .stories
        }
    }

    /// The resource whose ids this parameter lists: `comics` for `comics`, `characters` for
    /// `sharedAppearances` and `creators` for `collaborators`; `nil` for a parameter of another kind.
    public var idsOf: MarvelResource? {
        switch self {
        case .sharedAppearances: .characters
        case .collaborators: .creators
        default: MarvelResource(rawValue: rawValue)
        }
    }

    /// The parameter named `name` on the wire, if any: `init(rawValue:)` in one hash lookup
    /// instead of comparing `name` with each case's name in turn (benchmarks/DECISIONS.md).
    public init?(name: String) {
        guard let parameter = Self.byName[name] else { return nil }
        self = parameter
    }

    private static let byName = [String: MarvelParameter](
        uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// By name, so that a query's conditions come in a fixed order.
    public static func < (lhs: MarvelParameter, rhs: MarvelParameter) -> Bool { lhs.rawValue < rhs.rawValue }
}

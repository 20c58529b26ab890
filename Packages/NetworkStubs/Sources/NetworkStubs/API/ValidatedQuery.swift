import MarvelWire

/// A query that passed its operation's checks (``MarvelQuery/parse(_:for:maximumIDs:accepting:)``),
/// arranged as the catalog's query engine reads it.
struct ValidatedQuery: Sendable {
    var limit = 20
    var offset = 0
    var ordering: [MarvelOrder] = []
    /// The id-list and integer parameters (an integer is a one-id list).
    var idFilters: [MarvelParameter: Set<Int>] = [:]
    var modifiedSince: Double?
    /// The choices, in the spec's spelling.
    var choices: [MarvelParameter: String] = [:]
    /// The flags (`noVariants`, `hasDigitalIssue`).
    var flags: [MarvelParameter: Bool] = [:]
    /// `dateRange`, in seconds since 1970.
    var dateRange: Range<Double>?
    /// The text parameters, as given.
    var text: [MarvelParameter: String] = [:]

    /// The values of `query`, each in its member.
    init(_ query: MarvelQuery) {
        for (parameter, value) in query.entries {
            switch value {
            case .integer(let number):
                switch parameter {
                case .limit: limit = number
                case .offset: offset = number
                default: idFilters[parameter] = [number]
                }
            case .ids(let ids): idFilters[parameter] = Set(ids)
            case .order(let keys): ordering = keys
            case .date(let date): modifiedSince = date.seconds
            case .dateRange(let range): dateRange = range.range
            case .choice(let word): choices[parameter] = word
            case .flag(let on): flags[parameter] = on
            case .text(let text): self.text[parameter] = text
            }
        }
    }
}

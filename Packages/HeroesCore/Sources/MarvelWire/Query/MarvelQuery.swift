public import FoundationEssentials

/// The query of one call, typed: each ``MarvelParameter`` with a value of its kind, in the order
/// given. The client prints it (``items``) and the server parses it back
/// (``parse(_:for:maximumIDs:accepting:)``), so both read the one definition of the parameters.
///
/// ```swift
/// var query = MarvelQuery()
/// query[.nameStartsWith] = .text("spi")
/// query[.orderBy] = .order([MarvelOrder(.name, descending: true)])
/// query[.limit] = .integer(20)
/// query.items    // nameStartsWith=spi, orderBy=-name, limit=20
/// try MarvelQuery.parse(query.items.map { ($0.name, $0.value ?? "") }, for: .list(.characters)) == query  // true
/// ```
public struct MarvelQuery: Sendable, Hashable {
    /// One parameter's value.
    public enum Value: Sendable, Hashable {
        /// A ``MarvelParameter/Kind/text`` value, sent as given.
        case text(String)
        /// An ``MarvelParameter/Kind/integer``, `limit` or `offset`.
        case integer(Int)
        /// Ids, sent comma-separated in this order.
        case ids([Int])
        /// A date.
        case date(MarvelQueryDate)
        /// Two dates.
        case dateRange(MarvelQueryDateRange)
        /// One of a choice's words, in the spec's spelling.
        case choice(String)
        /// A flag.
        case flag(Bool)
        /// The `orderBy` keys, in order.
        case order([MarvelOrder])

        /// The text sent on the wire.
        public var text: String {
            switch self {
            case .text(let text), .choice(let text): text
            case .integer(let value): String(value)
            case .ids(let ids): Self.commaSeparated(ids.map(String.init))
            case .date(let date): date.text
            case .dateRange(let range): range.text
            case .flag(let on): on ? MarvelParameter.flagWords[0] : MarvelParameter.flagWords[1]
            case .order(let keys): Self.commaSeparated(keys.map(\.text))
            }
        }

        /// `parts` with a comma between each two. A loop, not the library's
        /// `joined(separator:)`, whose first call makes the runtime scan every protocol
        /// conformance record in the binary: every list with an `orderBy` prints it on its way
        /// to its first output (benchmarks/DECISIONS.md, "the runtime's conformance scans").
        private static func commaSeparated(_ parts: [String]) -> String {
            var text = ""
            for index in parts.indices {
                if index > parts.startIndex { text += "," }
                text += parts[index]
            }
            return text
        }

        /// Whether a parameter of `kind` takes this value.
        func fits(_ kind: MarvelParameter.Kind) -> Bool {
            switch (self, kind) {
            case (.text, .text), (.integer, .integer), (.integer, .limit), (.integer, .offset), (.ids, .ids),
                (.date, .date), (.dateRange, .dateRange), (.flag, .flag), (.order, .order):
                true
            case (.choice(let word), .choice(let words)): words.contains(word)
            default: false
            }
        }
    }

    /// The parameters given, in order, each once.
    public internal(set) var entries: [(parameter: MarvelParameter, value: Value)] = []

    /// The API's largest page.
    public static let maximumLimit = 100
    /// The most ids the API takes in one list filter.
    public static let maximumIDs = 10

    /// An empty query.
    public init() {}

    /// The value of `parameter`, if given. Setting a value replaces the one given (keeping its
    /// place) or adds it last; `nil` removes it. The value must be of the parameter's kind (a
    /// choice among its words): anything else is a programming error, and traps.
    public subscript(parameter: MarvelParameter) -> Value? {
        get { entries.first { $0.parameter == parameter }?.value }
        set {
            let index = entries.firstIndex { $0.parameter == parameter }
            guard let newValue else {
                if let index { entries.remove(at: index) }
                return
            }
            precondition(newValue.fits(parameter.kind), "\(newValue) is not a value of \(parameter.rawValue)")
            if let index { entries[index].value = newValue } else { entries.append((parameter, newValue)) }
        }
    }

    /// The query as the client sends it, in order: `name=value` items, unencoded.
    public var items: [URLQueryItem] {
        entries.map { URLQueryItem(name: $0.parameter.rawValue, value: $0.value.text) }
    }

    public static func == (lhs: MarvelQuery, rhs: MarvelQuery) -> Bool {
        lhs.entries.elementsEqual(rhs.entries) { $0.parameter == $1.parameter && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.parameter)
            hasher.combine(entry.value)
        }
    }
}

extension MarvelQuery: ExpressibleByDictionaryLiteral {
    /// A query of these parameters in this order: `[.format: .choice("comic"), .limit: .integer(5)]`.
    public init(dictionaryLiteral elements: (MarvelParameter, Value)...) {
        for (parameter, value) in elements { self[parameter] = value }
    }
}

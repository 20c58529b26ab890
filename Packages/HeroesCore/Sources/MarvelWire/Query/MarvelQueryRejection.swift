/// Why the API refuses a query (409), with the API's own text: what
/// ``MarvelQuery/parse(_:for:maximumIDs:accepting:)`` throws, checked in the API's order.
public enum MarvelQueryRejection: Error, Sendable, Hashable {
    /// A parameter the operation does not take.
    case unrecognizedParameter(name: String)
    /// A parameter whose value is empty or only white space.
    case emptyParameter(name: String)
    /// `limit` below 1 or not an integer.
    case limitInvalid
    /// `limit` above ``MarvelQuery/maximumLimit``.
    case limitTooLarge
    /// `offset` not an integer of 0 or more.
    case invalidOffset
    /// An `orderBy` key (as given, spaces trimmed) the operation does not take.
    case invalidOrdering(value: String)
    /// An `orderBy` field given twice, either way: a list orders by each field at most once.
    case repeatedOrdering(field: MarvelOrderField)
    /// More ids in a list filter than the server takes.
    case tooManyFilterValues(MarvelParameter, maximum: Int)
    /// A value the parameter does not take (see ``MarvelParameter/Kind``).
    case invalidFilterValue(MarvelParameter)

    /// The API's text, the `status` of its 409 body.
    public var text: String {
        switch self {
        case .unrecognizedParameter(let name): "We don't recognize the parameter \(name)"
        case .emptyParameter(let name): "You must pass a value for the parameter \(name)"
        case .limitInvalid: "You must pass an integer limit greater than 0."
        case .limitTooLarge: "You may not request more than \(MarvelQuery.maximumLimit) items."
        case .invalidOffset: "You must pass an integer offset of 0 or more."
        case .invalidOrdering(let value): "We don't recognize the ordering parameter \(value)"
        case .repeatedOrdering(let field): "You may not order by \(field.rawValue) more than once."
        case .tooManyFilterValues(let parameter, let maximum):
            "You may not pass more than \(maximum) values to the \(parameter.rawValue) filter."
        case .invalidFilterValue(let parameter): Self.invalidValueText(parameter)
        }
    }

    /// What `parameter` takes, as the API says it.
    private static func invalidValueText(_ parameter: MarvelParameter) -> String {
        let name = parameter.rawValue
        switch parameter.kind {
        case .date: return "You must pass a valid date to the \(name) filter."
        case .dateRange:
            return
                "You must pass two dates, the first not after the second, separated by a comma to the \(name) filter."
        case .choice, .flag:
            return "You must pass one of \((parameter.words ?? []).joined(separator: ", ")) to the \(name) filter."
        case .text, .integer, .ids, .order, .limit, .offset:
            return "You must pass a comma-separated list of integer ids to the \(name) filter."
        }
    }
}

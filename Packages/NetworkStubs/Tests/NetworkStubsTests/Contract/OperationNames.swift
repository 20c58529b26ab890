import MarvelWire

/// An operation's parameters and `orderBy` fields as the names a query is written with, read
/// from MarvelWire's one definition (``MarvelOperation``), for the tests that build queries as text.
struct EndpointRules {
    let parameters: Set<String>
    /// The `orderBy` fields, without the `-`.
    let orderings: Set<String>
    /// The parameters that take a comma-separated list of ids.
    let idLists: Set<String>
    /// The parameters that take one integer.
    let integers: Set<String>
    /// Whether `limit` and `offset` apply.
    let paged: Bool

    static func of(_ operation: MarvelOperation) -> EndpointRules {
        let parameters = operation.parameters
        func named(_ kind: MarvelParameter.Kind) -> Set<String> {
            Set(parameters.filter { $0.kind == kind }.map(\.rawValue))
        }
        return EndpointRules(
            parameters: Set(parameters.map(\.rawValue)), orderings: Set(operation.orderFields.map(\.rawValue)),
            idLists: named(.ids), integers: named(.integer), paged: parameters.contains(.limit))
    }

    /// The rules of `GET /v1/public/{resource}`.
    static func family(of resource: MarvelResource) -> EndpointRules { of(.list(resource)) }
}

/// The words each parameter that takes one allows, by name.
enum FilterValues {
    static let choices = [String: [String]](
        uniqueKeysWithValues: MarvelParameter.allCases.compactMap { parameter in
            parameter.words.map { (parameter.rawValue, $0) }
        })
}

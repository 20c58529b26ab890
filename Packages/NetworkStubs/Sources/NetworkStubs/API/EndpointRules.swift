import AppConfig
import MarvelWire
import Synchronization

/// What an operation accepts in its query, from the spec's `parameters` (spec-1.0.json), for
/// each of the 39 operations (``MarvelOperation``). The spec gives each result type one
/// family of parameters (see ``family(of:)``), which every operation answering that type shares.
struct EndpointRules: Sendable, Hashable {
    /// The parameters of the operation (the signature's are always accepted as well).
    let parameters: Set<String>
    /// The `orderBy` fields, without the `-` for descending.
    let orderings: Set<String>
    /// The parameters that take a comma-separated list of integer ids.
    let idLists: Set<String>
    /// The parameters that take one integer.
    let integers: Set<String>
    /// Whether `limit` and `offset` apply.
    let paged: Bool

    /// The signature's parameters, accepted by every operation: the names the client's signer
    /// adds (AppConfig's `MarvelSigningMiddleware`), so that the two cannot drift apart.
    static let signature = Set(MarvelSigningMiddleware.secretQueryNames)

    /// The rules of `operation`, derived at its first use and kept: a run of `heroes` asks one
    /// operation, and deriving all 39 at the first request (a table built at once) was 2% of an
    /// answer from the embedded catalog (perf, 2026-11-23).
    static func of(_ operation: MarvelOperation) -> EndpointRules {
        if let rules = derived.withLock({ $0[operation] }) { return rules }
        let rules = derive(operation)
        derived.withLock { $0[operation] = rules }
        return rules
    }

    private static let derived = Mutex<[MarvelOperation: EndpointRules]>([:])

    /// A record by id takes no parameter; a list takes its result type's family; a related list
    /// takes the family without the filter by its parent's type (a comic's characters cannot be
    /// filtered by comic), except where the spec says otherwise (``exceptions``).
    static func derive(_ operation: MarvelOperation) -> EndpointRules {
        switch operation {
        case .record:
            return EndpointRules(parameters: [], orderings: [], idLists: [], integers: [], paged: false)
        case .list(let resource):
            return family(of: resource)
        case .related(let parent, let related):
            let exception = exceptions[operation]
            let kept = exception?.kept ?? []
            let dropped = (kept.contains(parent.rawValue) ? [] : [parent.rawValue]) + (exception?.dropped ?? [])
            let base = family(of: related)
            return EndpointRules(
                parameters: base.parameters.subtracting(dropped),
                orderings: base.orderings,
                idLists: base.idLists.subtracting(dropped),
                integers: base.integers,
                paged: true
            )
        }
    }

    /// Where the spec's related lists differ from the rule: `/events/{id}/comics` still takes
    /// `events`, and `/comics/{id}/creators` takes `comics` but not `events`.
    private static let exceptions: [MarvelOperation: (kept: [String], dropped: [String])] = [
        .related(.events, .comics): (kept: ["events"], dropped: []),
        .related(.comics, .creators): (kept: ["comics"], dropped: ["events"]),
    ]

    /// The parameters of `GET /v1/public/{resource}`, which its related lists share.
    static func family(of resource: MarvelResource) -> EndpointRules {
        switch resource {
        case .characters:
            listRules(
                ["name", "nameStartsWith", "modifiedSince"], ids: ["comics", "series", "events", "stories"],
                orderings: ["name", "modified"]
            )
        case .comics:
            listRules(
                [
                    "format", "formatType", "noVariants", "dateDescriptor", "dateRange", "title", "titleStartsWith",
                    "startYear", "issueNumber", "diamondCode", "digitalId", "upc", "isbn", "ean", "issn",
                    "hasDigitalIssue", "modifiedSince",
                ],
                ids: ["creators", "characters", "series", "events", "stories", "sharedAppearances", "collaborators"],
                orderings: ["focDate", "onsaleDate", "title", "issueNumber", "modified"],
                integers: ["startYear", "issueNumber", "digitalId"]
            )
        case .creators:
            listRules(
                [
                    "firstName", "middleName", "lastName", "suffix", "nameStartsWith", "firstNameStartsWith",
                    "middleNameStartsWith", "lastNameStartsWith", "modifiedSince",
                ],
                ids: ["comics", "series", "events", "stories"],
                orderings: ["lastName", "firstName", "middleName", "suffix", "modified"]
            )
        case .events:
            listRules(
                ["name", "nameStartsWith", "modifiedSince"],
                ids: ["creators", "characters", "series", "comics", "stories"],
                orderings: ["name", "startDate", "modified"]
            )
        case .series:
            listRules(
                ["title", "titleStartsWith", "startYear", "modifiedSince", "seriesType", "contains"],
                ids: ["comics", "stories", "events", "creators", "characters"],
                orderings: ["title", "modified", "startYear"], integers: ["startYear"]
            )
        case .stories:
            listRules(
                ["modifiedSince"], ids: ["comics", "series", "events", "creators", "characters"],
                orderings: ["id", "modified"]
            )
        }
    }

    /// A paged list's rules: `parameters`, the id lists, `orderBy`, `limit` and `offset`.
    private static func listRules(
        _ parameters: [String], ids: [String], orderings: Set<String>, integers: Set<String> = []
    ) -> EndpointRules {
        EndpointRules(
            parameters: Set(parameters + ids + ["orderBy", "limit", "offset"]), orderings: orderings, idLists: Set(ids),
            integers: integers, paged: true
        )
    }
}

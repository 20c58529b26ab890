/// One of the API's 39 operations: what a route names without its id, which is what its query
/// may hold. The spec gives each result type one family of parameters and `orderBy` fields,
/// which every list of that type shares; a record takes none.
///
/// ```swift
/// MarvelOperation.list(.characters).parameters.contains(.nameStartsWith)          // true
/// MarvelOperation.related(.characters, .comics).parameters.contains(.characters)  // false
/// MarvelOperation.list(.comics).orderFields                  // [.focDate, .onsaleDate, .title, .issueNumber, .modified]
/// ```
public enum MarvelOperation: Hashable, Sendable {
    /// `/v1/public/{resource}`
    case list(MarvelResource)
    /// `/v1/public/{resource}/{id}`
    case record(MarvelResource)
    /// `/v1/public/{resource}/{id}/{related}`
    case related(MarvelResource, MarvelResource)

    /// The operation `kind` calls.
    public init(_ kind: MarvelRoute.Kind) {
        switch kind {
        case .list(let resource): self = .list(resource)
        case .record(let resource, _): self = .record(resource)
        case .related(let resource, _, let related): self = .related(resource, related)
        }
    }

    /// The 39 operations of the spec: for each type, its list, one record, and its related lists.
    public static let all: [MarvelOperation] = MarvelResource.allCases.flatMap { resource in
        [.list(resource), .record(resource)] + resource.relatedResources.map { .related(resource, $0) }
    }

    /// The type of the records the operation answers with.
    public var resultType: MarvelResource {
        switch self {
        case .list(let resource), .record(let resource), .related(_, let resource): resource
        }
    }

    /// The query parameters the operation takes (the signature's aside). A related list takes
    /// its type's family without the filter by its parent's type (a comic's characters cannot be
    /// filtered by comic), except that `/events/{id}/comics` still takes `events`, and
    /// `/comics/{id}/creators` takes `comics` but not `events`.
    public var parameters: Set<MarvelParameter> {
        Set(MarvelParameter.allCases.filter(takes))
    }

    /// Whether the operation takes `parameter` (one of ``parameters``), without building the set:
    /// what the server asks for each parameter of a request (benchmarks/DECISIONS.md).
    public func takes(_ parameter: MarvelParameter) -> Bool {
        switch self {
        case .record: false
        case .list(let resource): Self.family(of: resource).contains(parameter)
        case .related(.events, .comics): Self.family(of: .comics).contains(parameter)
        case .related(.comics, .creators): parameter != .events && Self.family(of: .creators).contains(parameter)
        case .related(let parent, let related):
            parameter != MarvelParameter(ids: parent) && Self.family(of: related).contains(parameter)
        }
    }

    /// The fields its `orderBy` takes (each also with `-`); none for a record.
    public var orderFields: [MarvelOrderField] {
        switch self {
        case .record: []
        case .list(let resource), .related(_, let resource): Self.orderFields(of: resource)
        }
    }

    /// The parameters of `GET /v1/public/{resource}`, in the spec's order (a constant array).
    private static func family(of resource: MarvelResource) -> [MarvelParameter] {
        switch resource {
        case .characters:
            [.name, .nameStartsWith, .modifiedSince, .comics, .series, .events, .stories, .orderBy, .limit, .offset]
        case .comics:
            [
                .format, .formatType, .noVariants, .dateDescriptor, .dateRange, .title, .titleStartsWith,
                .startYear, .issueNumber, .diamondCode, .digitalId, .upc, .isbn, .ean, .issn, .hasDigitalIssue,
                .modifiedSince, .creators, .characters, .series, .events, .stories, .sharedAppearances,
                .collaborators, .orderBy, .limit, .offset,
            ]
        case .creators:
            [
                .firstName, .middleName, .lastName, .suffix, .nameStartsWith, .firstNameStartsWith,
                .middleNameStartsWith, .lastNameStartsWith, .modifiedSince, .comics, .series, .events, .stories,
                .orderBy, .limit, .offset,
            ]
        case .events:
            [
                .name, .nameStartsWith, .modifiedSince, .creators, .characters, .series, .comics, .stories, .orderBy,
                .limit, .offset,
            ]
        case .series:
            [
                .title, .titleStartsWith, .startYear, .modifiedSince, .seriesType, .contains, .comics, .stories,
                .events, .creators, .characters, .orderBy, .limit, .offset,
            ]
        case .stories:
            [.modifiedSince, .comics, .series, .events, .creators, .characters, .orderBy, .limit, .offset]
        }
    }

    /// The `orderBy` fields of a list of `resource`, in the spec's order.
    private static func orderFields(of resource: MarvelResource) -> [MarvelOrderField] {
        switch resource {
        case .characters: [.name, .modified]
        case .comics: [.focDate, .onsaleDate, .title, .issueNumber, .modified]
        case .creators: [.lastName, .firstName, .middleName, .suffix, .modified]
        case .events: [.name, .startDate, .modified]
        case .series: [.title, .modified, .startYear]
        case .stories: [.id, .modified]
        }
    }
}

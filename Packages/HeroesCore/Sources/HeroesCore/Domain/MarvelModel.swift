public import MarvelWire

/// A domain model the repository can load from any route whose results are its ``DTO``: the
/// one thing a new resource adds for decoding, caching and paging to work (see ``Hero`` and
/// ``Comic``).
///
/// ```swift
/// let request = ListRequest(MarvelRoute(.characters), limit: 50)
/// let heroes = try await repository.list(request, as: Hero.self, policy: .normal)
/// ```
public protocol MarvelModel: Sendable {
    /// The record exactly as the API sends it.
    associatedtype DTO: Decodable & Sendable

    /// The resource type whose records this models: answers to routes of another result type
    /// are not this model's.
    static var resource: MarvelResource { get }

    /// The record's id, checked against the id asked for and for duplicates in a list.
    static func id(of dto: DTO) -> Int

    /// The `available` and `returned` counts of the record's lists, each checked to be 0 or
    /// more before the record is shown or cached: they feed counts on screen.
    static func counts(of dto: DTO) -> [Int?]

    /// Maps the record once: strings normalised, dates parsed, placeholders dropped.
    init(dto: DTO)
}

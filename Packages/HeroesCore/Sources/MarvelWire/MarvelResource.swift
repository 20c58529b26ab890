/// The six resource types of the Marvel Comics API. The raw value is the path segment
/// (`/v1/public/comics`), so a route is printed and parsed with the same names.
public enum MarvelResource: String, Sendable, Hashable, CaseIterable, Codable {
    case characters, comics, creators, events, series, stories

    /// The lists reachable below one record of this type (`/v1/public/characters/{id}/comics`),
    /// in the order of the API's spec (`spec-1.0.json`): every type links to the five others,
    /// except that characters and creators never link to each other and comics do not link to
    /// series (a comic belongs to exactly one series, named in its `series` summary).
    public var relatedResources: [MarvelResource] {
        switch self {
        case .characters: [.comics, .events, .series, .stories]
        case .comics: [.characters, .creators, .events, .stories]
        case .creators: [.comics, .events, .series, .stories]
        case .events: [.characters, .comics, .creators, .series, .stories]
        case .series: [.characters, .comics, .creators, .events, .stories]
        case .stories: [.characters, .comics, .creators, .events, .series]
        }
    }

    /// The singular noun the API's own messages use ("We couldn't find that character.").
    public var singular: String {
        switch self {
        case .characters: "character"
        case .comics: "comic"
        case .creators: "creator"
        case .events: "event"
        case .series: "series"
        case .stories: "story"
        }
    }
}

import HeroDetailsFeature
import HeroesCore
import HeroesFeature
import HeroesPresentation
import MarvelWire

/// The whole lists of `heroes browse`, one a resource, and the keys that switch between them.
extension BrowseSession {
    /// `1` the characters, `2` the comics… in `MarvelResource`'s order.
    static let listKeys: [Character: Destination] = Dictionary(
        uniqueKeysWithValues: MarvelResource.allCases.enumerated().map { (Character(String($0 + 1)), .list($1)) })

    /// The whole list of `resource` on the generic list screen, its columns the resource's
    /// `ListSpec`'s; Enter opens a hero or a comic (creators, events, series and stories have
    /// no record screen yet).
    static func listScreen(of resource: MarvelResource, search: ListSearch, lines: Int) -> any BrowseScreen {
        switch resource {
        case .characters:
            BrowseListScreen(spec: .whole(.heroes, search: search), lines: lines) { .hero(id: $0) }
        case .comics:
            BrowseListScreen(spec: .whole(.comics(pageCommand: nil), search: search), lines: lines) { .comic(id: $0) }
        case .creators:
            BrowseListScreen(spec: .whole(.creators(pageCommand: nil), search: search, opensItems: false), lines: lines)
        case .events:
            BrowseListScreen(spec: .whole(.events(pageCommand: nil), search: search, opensItems: false), lines: lines)
        case .series:
            BrowseListScreen(spec: .whole(.series(pageCommand: nil), search: search, opensItems: false), lines: lines)
        case .stories:
            BrowseListScreen(spec: .whole(.stories(pageCommand: nil), search: search, opensItems: false), lines: lines)
        }
    }
}

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
    /// `ListSpec`'s; Enter opens the record's screen.
    static func listScreen(of resource: MarvelResource, search: ListSearch, lines: Int) -> any BrowseScreen {
        switch resource {
        case .characters: listScreen(.heroes, search: search, lines: lines)
        case .comics: listScreen(.comics(pageCommand: nil), search: search, lines: lines)
        case .creators: listScreen(.creators(pageCommand: nil), search: search, lines: lines)
        case .events: listScreen(.events(pageCommand: nil), search: search, lines: lines)
        case .series: listScreen(.series(pageCommand: nil), search: search, lines: lines)
        case .stories: listScreen(.stories(pageCommand: nil), search: search, lines: lines)
        }
    }

    private static func listScreen<Item: MarvelModel & Identifiable>(
        _ list: ListSpec<Item>, search: ListSearch, lines: Int
    ) -> any BrowseScreen where Item.ID == Int {
        BrowseListScreen(spec: .whole(list, search: search), lines: lines) { .record(Item.resource, id: $0) }
    }
}

public import DesignTokens
import HeroDetailsFeature
public import HeroesCore
import HeroesFeature
public import HeroesPresentation
public import MarvelWire

extension BrowseSession {
    /// `heroes browse` on a window of `size`: it starts at the whole list of `start` (with none,
    /// the hero list of `HeroesScreen`), each list searched as `search` says, keys `1`…`6`
    /// switching lists, and each destination opens the screen its feature provides (features
    /// never know each other: this map does).
    public static func heroes(
        size: TerminalSize, start: MarvelResource? = nil, search: ListSearch = .nameStartsWith
    ) -> BrowseSession {
        BrowseSession(
            start: start.map { .list($0) } ?? .heroes(HeroesBrowser.query(for: "")), size: size, help: .heroes,
            listKeys: listKeys
        ) { destination, id, lines in
            switch destination {
            case .heroes: HeroesScreen(lines: lines)
            case .list(let resource): listScreen(of: resource, search: search, lines: lines)
            case .hero(let heroID): BrowseDetailScreen(spec: .hero, recordID: heroID, generation: id, lines: lines)
            case .comic(let comicID): BrowseDetailScreen(spec: .comic, recordID: comicID, generation: id, lines: lines)
            case .seriesComics(let seriesID, _, _):
                BrowseListScreen(spec: .comics(ofSeries: seriesID), lines: lines)
            case .heroComics: nil
            }
        }
    }

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

    /// The repository `heroes browse` loads from with this environment's settings, no cache
    /// (`scripts/bench-browse`).
    public static func repository() throws -> HeroesRepository {
        try AppEnvironment.make(GlobalChoices(), cache: nil).repository
    }
}

extension BrowseHelp {
    /// The `?` screen of `heroes browse`: every key, by screen.
    static let heroes = BrowseHelp(
        title: "heroes browse: keys",
        keys: [
            ("↑ ↓  j k", "move one row (the mouse wheel scrolls three)"),
            ("PgUp PgDn Space", "move one screen"),
            ("Home End  g G", "first and last row (End loads every page to it)"),
            ("Enter", "open the selected hero, comic or character"),
            ("Esc Backspace", "back to the screen before, at the same row"),
            ("/", "search the list as you type: any part of a name, best matches first"),
            ("1 2 3 4 5 6", "switch to characters, comics, creators, events, series, stories"),
            ("Enter / Esc", "in the search: keep it / clear it"),
            ("r", "retry what failed"),
            ("R", "refresh everything shown from the server"),
            ("?", "this help"),
            ("q  Ctrl-C", "quit"),
        ])
}

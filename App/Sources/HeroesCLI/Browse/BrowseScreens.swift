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
            case .hero(let heroID):
                RecordBrowser.screen(.characters, id: heroID, link: nil, generation: id, lines: lines)
            case .comic(let comicID):
                RecordBrowser.screen(.comics, id: comicID, link: nil, generation: id, lines: lines)
            case .record(let resource, let recordID, let link):
                RecordBrowser.screen(resource, id: recordID, link: link, generation: id, lines: lines)
            case .seriesComics(let seriesID, _, _):
                BrowseListScreen(spec: .comics(ofSeries: seriesID), lines: lines)
            case .heroComics: nil
            }
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
            ("Enter", "open the selected row's record: hero, comic, creator, series, event, story"),
            ("Tab  ]", "on a record: its next linked list (comics, series, …)"),
            ("[", "on a record: its linked list before"),
            ("Esc Backspace", "back to the screen before, at the same row"),
            ("/", "search as you type: any part of a name, best first (a server: its start)"),
            ("1 2 3 4 5 6", "switch to characters, comics, creators, events, series, stories"),
            ("Enter / Esc", "in the search: keep it / clear it"),
            ("r", "retry what failed"),
            ("R", "refresh everything shown from the server"),
            ("?", "this help"),
            ("q  Ctrl-C", "quit"),
        ])
}

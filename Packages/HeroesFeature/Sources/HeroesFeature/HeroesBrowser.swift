public import HeroesCore
public import HeroesPresentation

/// The list screen of `heroes browse`: HeroesPresentation's generic `ListBrowser` over the hero
/// list (``HeroesPresentation/ListBrowserSpec/heroes``), drawn by its `ListBrowserRenderer`.
///
/// ```text
/// Heroes · 1,485 · 3 of 150                                 Data provided by Marvel. © 2017 MARVEL
///   ID       NAME                                          COMICS  MODIFIED
/// › 1011334  3-D Man                                           12  2014-04-29
/// ```
public typealias HeroesBrowser = ListBrowser<HeroesQuery, Hero>

extension ListBrowserSpec where Query == HeroesQuery, Item == Hero {
    /// The hero list in `heroes browse`: ``HeroesPresentation/ListSpec/heroes``'s nouns and
    /// columns, 50 heroes a page, searched by the start of their names, Enter opening a hero.
    public static var heroes: ListBrowserSpec<HeroesQuery, Hero> {
        ListBrowserSpec(list: .heroes, pageSize: 50) { search, pageSize in
            HeroesQuery(offset: 0, limit: pageSize, nameStartsWith: search.isEmpty ? nil : search)
        }
    }
}

extension ListBrowser where Query == HeroesQuery, Item == Hero {
    /// Heroes a page (one call each).
    public static var pageSize: Int { ListBrowserSpec.heroes.pageSize }

    /// The hero list on a screen `lines` tall, nothing loaded.
    public init(lines: Int) {
        self.init(spec: .heroes, lines: lines)
    }

    /// The query for `search`'s heroes, a page at a time.
    public static func query(for search: String) -> HeroesQuery {
        ListBrowserSpec.heroes.query(for: search)
    }
}

/// The hero list as the first screen of `heroes browse` (HeroesPresentation's `BrowseListScreen`):
/// Enter opens the hero (`Destination.hero(id:)`).
public typealias HeroesScreen = BrowseListScreen<HeroesQuery, Hero>

extension BrowseListScreen where Query == HeroesQuery, Item == Hero {
    /// The hero list on a screen `lines` tall, nothing loaded.
    public init(lines: Int) {
        self.init(spec: .heroes, lines: lines) { .hero(id: $0) }
    }
}

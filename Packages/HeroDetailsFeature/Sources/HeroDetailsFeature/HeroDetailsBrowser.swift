public import HeroesCore
public import HeroesPresentation
public import MarvelWire

/// The details screen of `heroes browse`: HeroesPresentation's generic `BrowseDetailScreen` of a
/// hero (``HeroesPresentation/BrowseDetailSpec/hero``): its facts, and the comics it appears in
/// (the full cross-link, `/characters/{id}/comics`, newest first) as an endless list with its
/// own cursor, drawn by ``HeroDetailsBrowserRenderer``. Keys and answers go in, effects come
/// out; the session runs them and navigates (`.back` goes through its coordinator).
public typealias HeroDetailsBrowser = BrowseDetailScreen<Hero, Comic>

extension BrowseDetailSpec where Record == Hero, Linked == Comic {
    /// A hero's screen in `heroes browse`: its comics newest first, 50 a page, in the lines that
    /// the title, eight lines of facts, the comics' header and the hints leave.
    public static var hero: BrowseDetailSpec<Hero, Comic> {
        BrowseDetailSpec(chromeLines: 11, linked: { .comics(ofHero: $0) }) { screen, style, now, size in
            HeroDetailsBrowserRenderer(style: style, now: now).lines(screen, size: size)
        }
    }
}

extension BrowseDetailScreen where Record == Hero, Linked == Comic {
    /// Comics a page.
    public static var pageSize: Int { 50 }
    /// Lines that are not comic rows: title, eight lines of facts, the comics' header, the hints.
    public static var chromeLines: Int { BrowseDetailSpec.hero.chromeLines }
    /// The order of the comics: the newest first, then by title.
    public static var comicsOrder: [MarvelOrder] { HeroComicsRequest.newestFirst }

    /// The screen of hero `heroID`, `lines` tall; `generation` is new for each screen opened.
    public init(heroID: Int, generation: Int, lines: Int) {
        self.init(spec: .hero, recordID: heroID, generation: generation, lines: lines)
    }

    /// The hero shown.
    public var heroID: Int { recordID }
    /// The hero, as loaded so far.
    public var hero: LoadState<Hero> { record }
    /// The hero's comics loaded, the cursor and what is loading.
    public var comics: EndlessList<Comic> { linked }

    /// The list request of a page of the hero's comics.
    public static func comicsRequest(heroID: Int) -> ListRequest {
        ListBrowserSpec.comics(ofHero: heroID).query(for: "")
    }
}

extension ListBrowserSpec where Query == ListRequest, Item == Comic {
    /// The comics hero `heroID` appears in, as the details screen of `heroes browse` lists them:
    /// newest first, 50 a page, no search, nothing to open.
    static func comics(ofHero heroID: Int) -> ListBrowserSpec<ListRequest, Comic> {
        ListBrowserSpec(
            list: .comics(ofHero: heroID), pageSize: HeroDetailsBrowser.pageSize, isSearchable: false,
            opensItems: false
        ) { _, pageSize in
            .comics(ofCharacter: heroID, perPage: pageSize, orderBy: HeroDetailsBrowser.comicsOrder)
        }
    }
}

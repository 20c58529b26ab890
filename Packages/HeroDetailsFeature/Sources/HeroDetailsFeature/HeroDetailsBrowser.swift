import FoundationEssentials
public import HeroesCore
import HeroesPresentation
public import TerminalScreen
public import MarvelWire

/// The details screen of `heroes browse`, as pure state: one hero's facts, and the comics it
/// appears in (the full cross-link, `/characters/{id}/comics`, newest first) as an endless list
/// with its own cursor, on `browse`'s generic list state (HeroesPresentation's `ListBrowser`). Keys and answers go in (``handle(_:)``), effects come out; the app runs
/// them and navigates (``Effect/back`` goes through its coordinator).
public struct HeroDetailsBrowser: Sendable {
    public enum Effect: Sendable, Hashable {
        /// The hero, cached then fresh (again, with `refresh`).
        case loadHero(id: Int, generation: Int, refresh: Bool)
        /// The first page of the hero's comics, cached then fresh; cancels earlier comic loads.
        case loadFirstComics(heroID: Int, generation: Int)
        /// The next page of the hero's comics.
        case loadNextComics(heroID: Int, generation: Int)
        /// Leave for the screen beneath.
        case back
    }

    public enum Event: Sendable {
        case key(Key)
        case hero(Fetched<Hero>, generation: Int)
        case heroFailed(HeroesError, generation: Int)
        case comics([Fetched<Page<Comic>>], generation: Int, replacing: Bool, final: Bool)
        case comicsFailed(HeroesError, generation: Int)
        case resized(lines: Int)
    }

    /// Comics a page.
    public static let pageSize = 50
    /// Lines that are not comic rows: title, eight lines of facts, the comics' header, the hints.
    public static let chromeLines = 11
    /// The order of the comics: the newest first, then by title.
    public static let comicsOrder = HeroComicsRequest.newestFirst

    public let heroID: Int
    /// Tells this screen's answers from those of a screen opened before it.
    public let generation: Int
    public private(set) var hero: LoadState<Hero> = .loading
    /// The hero's comics: `browse`'s generic list state (HeroesPresentation's `ListBrowser`),
    /// without search or items to open, in the lines the facts leave.
    private var comicList: ListBrowser<ListRequest, Comic>

    /// The hero's comics loaded, the cursor and what is loading.
    public var comics: EndlessList<Comic> { comicList.list }
    /// Rows of comics on screen.
    public var visibleRows: Int { comicList.visibleRows }

    /// The screen of hero `heroID`, `lines` tall; `generation` is new for each screen opened.
    public init(heroID: Int, generation: Int, lines: Int) {
        self.heroID = heroID
        self.generation = generation
        comicList = ListBrowser(spec: .comics(ofHero: heroID), lines: Self.comicLines(lines))
    }

    /// The list request of a page of the hero's comics.
    public static func comicsRequest(heroID: Int) -> ListRequest {
        ListBrowserSpec.comics(ofHero: heroID).query(for: "")
    }

    /// The lines of a screen `lines` tall that the comics list has for its own (its rows, its
    /// header and the hints, as `ListBrowser` counts them): all but the title and the facts.
    private static func comicLines(_ lines: Int) -> Int {
        lines - (chromeLines - ListBrowser<ListRequest, Comic>.chromeLines)
    }

    /// The first loads: the hero and its first comics.
    public mutating func start() -> [Effect] {
        [.loadHero(id: heroID, generation: generation, refresh: false)] + comicEffects(comicList.start())
    }

    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .key(let key): return handle(key)
        case .hero(let fetched, let generation):
            guard generation == self.generation else { return [] }
            hero = LoadState(fetched, policy: .normal, isEmpty: { _ in false })
            return []
        case .heroFailed(let error, let generation):
            guard generation == self.generation else { return [] }
            if hero.value == nil { hero = .failed(error) }
            return []
        case .comics(let pages, let generation, let replacing, let final):
            guard generation == self.generation else { return [] }
            return comicEffects(
                comicList.handle(
                    .pages(pages, generation: comicList.generation, replacing: replacing, final: final)))
        case .comicsFailed(let error, let generation):
            guard generation == self.generation else { return [] }
            return comicEffects(comicList.handle(.failed(error, generation: comicList.generation)))
        case .resized(let lines):
            return comicEffects(comicList.handle(.resized(lines: Self.comicLines(lines))))
        }
    }

    private mutating func handle(_ key: Key) -> [Effect] {
        switch key {
        case .escape, .backspace, .left, .character("h"): return [.back]
        case .character("r"):
            var effects: [Effect] = []
            if hero.error != nil {
                hero = .loading
                effects.append(.loadHero(id: heroID, generation: generation, refresh: false))
            }
            return effects + comicKey(key)
        case .character("R"):
            guard comics.activity == .idle else { return [] }
            return [.loadHero(id: heroID, generation: generation, refresh: true)] + comicEffects(comicList.start())
        default:
            return comicKey(key)
        }
    }

    /// `key` given to the comics list: the moves, and `r`'s retry of a failed page. The time
    /// is unused (it times a search, and the list has none).
    private mutating func comicKey(_ key: Key) -> [Effect] {
        comicEffects(comicList.handle(.key(key, now: .distantPast)))
    }

    /// The comics list's loads as this screen's. It never asks for the rest (`R` starts the list
    /// again here, it has no search and opens nothing).
    private func comicEffects(_ effects: [ListBrowser<ListRequest, Comic>.Effect]) -> [Effect] {
        effects.compactMap { effect in
            switch effect {
            case .loadFirst: .loadFirstComics(heroID: heroID, generation: generation)
            case .loadNext: .loadNextComics(heroID: heroID, generation: generation)
            case .refresh, .wake, .open: nil
            }
        }
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

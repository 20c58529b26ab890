import FoundationEssentials
public import HeroesCore
public import TerminalScreen
public import MarvelWire

/// The details screen of `heroes browse`, as pure state: one hero's facts, and the comics it
/// appears in (the full cross-link, `/characters/{id}/comics`, newest first) as an endless list
/// with its own cursor. Keys and answers go in (``handle(_:)``), effects come out; the app runs
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
    public private(set) var comics = EndlessList<Comic>()
    public private(set) var visibleRows: Int

    /// The screen of hero `heroID`, `lines` tall; `generation` is new for each screen opened.
    public init(heroID: Int, generation: Int, lines: Int) {
        self.heroID = heroID
        self.generation = generation
        visibleRows = max(1, lines - Self.chromeLines)
    }

    /// The list request of a page of the hero's comics.
    public static func comicsRequest(heroID: Int) -> ListRequest {
        .comics(ofCharacter: heroID, perPage: pageSize, orderBy: comicsOrder)
    }

    /// The first loads: the hero and its first comics.
    public mutating func start() -> [Effect] {
        comics.begin(.first)
        return [
            .loadHero(id: heroID, generation: generation, refresh: false),
            .loadFirstComics(heroID: heroID, generation: generation),
        ]
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
            comics.receive(pages, replacing: replacing, final: final)
            comics.scroll(visibleRows: visibleRows)
            return prefetchIfNeeded()
        case .comicsFailed(let error, let generation):
            guard generation == self.generation else { return [] }
            comics.fail(error)
            return []
        case .resized(let lines):
            visibleRows = max(1, lines - Self.chromeLines)
            comics.scroll(visibleRows: visibleRows)
            return prefetchIfNeeded()
        }
    }

    private mutating func handle(_ key: Key) -> [Effect] {
        if let motion = key.listMotion { return move(motion) }
        switch key {
        case .escape, .backspace, .left, .character("h"): return [.back]
        case .character("r"): return retry()
        case .character("R"):
            guard comics.activity == .idle else { return [] }
            comics.reset()
            comics.begin(.first)
            return [
                .loadHero(id: heroID, generation: generation, refresh: true),
                .loadFirstComics(heroID: heroID, generation: generation),
            ]
        default: return []
        }
    }

    private mutating func retry() -> [Effect] {
        var effects: [Effect] = []
        if hero.error != nil {
            hero = .loading
            effects.append(.loadHero(id: heroID, generation: generation, refresh: false))
        }
        if comics.failure != nil, comics.activity == .idle {
            comics.begin(comics.isEmpty ? .first : .next)
            effects.append(
                comics.isEmpty
                    ? .loadFirstComics(heroID: heroID, generation: generation)
                    : .loadNextComics(heroID: heroID, generation: generation))
        }
        return effects
    }

    private mutating func move(_ motion: ListMotion) -> [Effect] {
        comics.move(
            to: motion.target(from: comics.cursor, count: comics.items.count, visibleRows: visibleRows),
            visibleRows: visibleRows)
        return prefetchIfNeeded()
    }

    private mutating func prefetchIfNeeded() -> [Effect] {
        guard comics.wantsNextPage(prefetch: visibleRows) else { return [] }
        comics.begin(.next)
        return [.loadNextComics(heroID: heroID, generation: generation)]
    }
}

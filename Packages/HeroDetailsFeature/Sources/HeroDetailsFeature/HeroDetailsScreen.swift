public import DesignTokens
public import FoundationEssentials
import HeroesCore
public import HeroesPresentation
import TerminalScreen

/// A hero's details as a screen of `heroes browse` (HeroesPresentation's `BrowseScreen`): the
/// record (slot 0, the hero by id) plus its linked list (slot 1, its comics through a
/// `ListPaginator`), kept by ``HeroDetailsBrowser`` and drawn by ``HeroDetailsBrowserRenderer``.
/// Esc goes back; nothing opens from it.
public struct HeroDetailsScreen: BrowseScreen {
    /// The screen's state.
    public private(set) var browser: HeroDetailsBrowser

    /// The screen of hero `heroID`, `lines` tall; `id` is the session's id of the screen, new for
    /// each screen opened, so that the answers of a hero left before are dropped.
    public init(heroID: Int, id: Int, lines: Int) {
        browser = HeroDetailsBrowser(heroID: heroID, generation: id, lines: lines)
    }

    public var isEditingText: Bool { false }

    public mutating func start() -> [BrowseScreenEffect] {
        browser.start().map(Self.effect)
    }

    public mutating func handle(_ event: BrowseScreenEvent) -> [BrowseScreenEffect] {
        switch event {
        case .key(let key, _): return browser.handle(.key(key)).map(Self.effect)
        case .clock: return []
        case .resized(let lines): return browser.handle(.resized(lines: lines)).map(Self.effect)
        case .answer(let answer):
            guard let event = Self.event(answer) else { return [] }
            return browser.handle(event).map(Self.effect)
        }
    }

    public mutating func restore(row: Int) {}

    public func lines(style: TerminalStyle, now: Date, size: TerminalSize) -> [String] {
        HeroDetailsBrowserRenderer(style: style, now: now).lines(browser, size: size)
    }

    private static func event(_ answer: BrowseAnswer) -> HeroDetailsBrowser.Event? {
        switch (answer.slot, answer.result) {
        case (0, .record): answer.record(of: Hero.self).map { .hero($0, generation: answer.generation) }
        case (0, .failed(let error)): .heroFailed(error, generation: answer.generation)
        case (1, .pages(_, let replacing, let final)):
            answer.pages(of: Comic.self).map {
                .comics($0, generation: answer.generation, replacing: replacing, final: final)
            }
        case (1, .failed(let error)): .comicsFailed(error, generation: answer.generation)
        default: nil
        }
    }

    private static func effect(_ effect: HeroDetailsBrowser.Effect) -> BrowseScreenEffect {
        switch effect {
        case .loadHero(let id, let generation, let refresh):
            .load(BrowseLoad(.record(id: id, refresh: refresh), of: Hero.self, slot: 0, generation: generation))
        case .loadFirstComics(let heroID, let generation):
            .load(
                BrowseLoad(
                    .first(HeroDetailsBrowser.comicsRequest(heroID: heroID)), of: Comic.self, slot: 1,
                    generation: generation))
        case .loadNextComics(_, let generation):
            .load(BrowseLoad(.next, of: Comic.self, slot: 1, generation: generation))
        case .back: .back
        }
    }
}

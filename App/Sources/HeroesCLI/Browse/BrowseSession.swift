import DesignTokens
import FoundationEssentials
import HeroDetailsFeature
import HeroesCore
import HeroesFeature
import HeroesPresentation
import TerminalScreen

/// `heroes browse` as pure state: the coordinator's stack, the list screen, the details screen
/// when one is open, and the help overlay. It routes each key to the screen the coordinator
/// shows (features never know each other: opening a hero and coming back are decided here and
/// in ``Coordinator``), and turns the screens' effects into the app's. ``BrowseRuntime`` runs
/// the effects and draws ``lines(style:now:)``.
struct BrowseSession: Sendable {
    enum Event: Sendable {
        case key(Key, now: Date)
        case clock(now: Date)
        case list(HeroesBrowser.Event)
        case details(HeroDetailsBrowser.Event)
        case resized(TerminalSize)
        /// The screen was lost (the process was stopped and continued): drawn whole again, at this size.
        case redraw(TerminalSize)
    }

    enum Effect: Sendable, Hashable {
        case list(HeroesBrowser.Effect)
        case details(HeroDetailsBrowser.Effect)
        /// The details screen was left: its loads are no longer wanted.
        case cancelDetails
        /// Leave: `q`, or Ctrl-C (`interrupted`, exit 130) or the end of the terminal's input.
        case quit(interrupted: Bool)
    }

    private(set) var coordinator: Coordinator
    private(set) var list: HeroesBrowser
    private(set) var details: HeroDetailsBrowser?
    private(set) var showsHelp = false
    private(set) var size: TerminalSize
    private var openedDetails = 0

    init(size: TerminalSize) {
        self.size = size
        list = HeroesBrowser(lines: size.lines)
        coordinator = Coordinator(start: .heroes(HeroesBrowser.query(for: "")))
    }

    mutating func start() -> [Effect] {
        list.start().map(Effect.list)
    }

    mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .key(let key, let now): return handle(key, now: now)
        case .clock(let now): return route(list.handle(.clock(now: now)))
        case .list(let event): return route(list.handle(event))
        case .details(let event):
            guard var screen = details else { return [] }
            let effects = screen.handle(event)
            details = screen
            return route(effects)
        case .resized(let size), .redraw(let size):
            self.size = size
            var effects = route(list.handle(.resized(lines: size.lines)))
            if var screen = details {
                let more = screen.handle(.resized(lines: size.lines))
                details = screen
                effects += route(more)
            }
            return effects
        }
    }

    private mutating func handle(_ key: Key, now: Date) -> [Effect] {
        if key == .interrupt { return [.quit(interrupted: true)] }
        if showsHelp {
            showsHelp = false
            return key == .character("q") ? [.quit(interrupted: false)] : []
        }
        let typing = details == nil && list.isEditingSearch
        if !typing {
            switch key {
            case .character("q"): return [.quit(interrupted: false)]
            case .character("?"):
                showsHelp = true
                return []
            default: break
            }
        }
        switch coordinator.current {
        case .hero:
            guard var screen = details else { return [] }
            let effects = screen.handle(.key(key))
            details = screen
            return route(effects)
        case .heroes, .heroComics, .seriesComics:
            return route(list.handle(.key(key, now: now)))
        }
    }

    private mutating func route(_ effects: [HeroesBrowser.Effect]) -> [Effect] {
        var result: [Effect] = []
        for effect in effects {
            guard case .open(let heroID, let row) = effect else {
                result.append(.list(effect))
                continue
            }
            coordinator.select(row: row)
            coordinator.show(.hero(id: heroID))
            openedDetails += 1
            var screen = HeroDetailsBrowser(heroID: heroID, generation: openedDetails, lines: size.lines)
            result += screen.start().map(Effect.details)
            details = screen
        }
        return result
    }

    private mutating func route(_ effects: [HeroDetailsBrowser.Effect]) -> [Effect] {
        var result: [Effect] = []
        for effect in effects {
            guard effect == .back else {
                result.append(.details(effect))
                continue
            }
            coordinator.back()
            details = nil
            list.restore(row: coordinator.row)
            result.append(.cancelDetails)
        }
        return result
    }

    /// The frame's lines: the current screen, or the help over it.
    func lines(style: TerminalStyle, now: Date) -> [String] {
        if showsHelp { return BrowseHelp.lines(style: style, size: size) }
        if case .hero = coordinator.current, let details {
            return HeroDetailsBrowserRenderer(style: style, now: now).lines(details, size: size)
        }
        return ListBrowserRenderer(style: style, now: now).lines(list, size: size)
    }
}

public import DesignTokens
public import FoundationEssentials
public import HeroesCore
public import TerminalScreen

/// `heroes browse` as pure state: the `Coordinator`'s stack of destinations, a
/// ``BrowseScreen`` for each, and the help overlay. Keys go to the screen shown; the
/// destination a screen opens (``BrowseScreenEffect/open(_:row:)``) becomes a screen through
/// the map the session was given, and ``BrowseScreenEffect/back`` pops it, with the cursor put
/// back where it was; ``BrowseScreenEffect/replace(_:)`` swaps the screen shown for another at
/// the same depth (a record's next linked list). No screen knows another: each names itself in
/// the ``breadcrumb`` by its ``BrowseScreen/crumb``, and the session hands the path to the
/// screen it draws. Each screen opened gets a new id, so the answers
/// of a screen that was left are dropped, and leaving a screen cancels its loads
/// (``Effect/cancel(screen:)``). ``BrowseRuntime`` runs the effects and draws
/// ``lines(style:now:)``.
public struct BrowseSession: Sendable {
    /// What happens to the session.
    public enum Event: Sendable {
        /// A key pressed at `now`.
        case key(Key, now: Date)
        /// The time is `now` (a wake-up asked for with ``Effect/wake(at:)``).
        case clock(now: Date)
        /// The answer of a load of the screen with id `screen`.
        case answer(BrowseAnswer, screen: Int)
        /// The window is now `size`.
        case resized(TerminalSize)
        /// The screen was lost (the process was stopped and continued): drawn whole again, at this size.
        case redraw(TerminalSize)
    }

    /// What the runtime does for the session.
    public enum Effect: Sendable, Hashable {
        /// Run `load` for the screen with id `screen`; its answer comes back as ``Event/answer(_:screen:)``.
        case load(BrowseLoad, screen: Int)
        /// Send ``Event/clock(now:)`` at `date`.
        case wake(at: Date)
        /// The screen with id `screen` was left: its loads are no longer wanted.
        case cancel(screen: Int)
        /// Leave: `q`, or Ctrl-C (`interrupted`, exit 130) or the end of the terminal's input.
        case quit(interrupted: Bool)
    }

    /// The screen of `destination`, with id `id`, on a window `lines` tall; nil when the
    /// destination has no screen in `browse` (opening it then does nothing).
    public typealias ScreenMap = @Sendable (_ destination: Destination, _ id: Int, _ lines: Int) -> (any BrowseScreen)?

    /// A screen on the stack, with its id.
    public struct Entry: Sendable {
        /// The screen's id: 0 for the first, then one more for each screen opened.
        public let id: Int
        /// The screen's state.
        public var screen: any BrowseScreen
    }

    /// The destinations shown, from the first to the current one, with the rows they were left at.
    public private(set) var coordinator: Coordinator
    /// A screen for each of the coordinator's destinations, from the first to the one shown.
    public private(set) var stack: [Entry]
    /// Whether the `?` screen is shown over the current one.
    public private(set) var showsHelp = false
    /// The window's size.
    public private(set) var size: TerminalSize
    /// The `?` screen.
    public let help: BrowseHelp
    /// The keys that switch lists (`1`: the characters…): on a screen that switches lists
    /// (``BrowseScreen/switchesLists``) and is not editing text, the key's destination replaces
    /// the whole stack, unless it is the list shown already.
    public let listKeys: [Character: Destination]
    private let screens: ScreenMap
    private var opened = 0

    /// A session starting at `start` on a window of `size`, each destination's screen made by
    /// `screens`, which must make one for `start`; `listKeys` switch to other lists.
    public init(
        start: Destination, size: TerminalSize, help: BrowseHelp, listKeys: [Character: Destination] = [:],
        screens: @escaping ScreenMap
    ) {
        guard let first = screens(start, 0, size.lines) else {
            preconditionFailure("browse has no screen for its start, \(start)")
        }
        coordinator = Coordinator(start: start)
        stack = [Entry(id: 0, screen: first)]
        self.size = size
        self.help = help
        self.listKeys = listKeys
        self.screens = screens
    }

    /// The screen shown (under the help, when it is open).
    public var current: any BrowseScreen { stack[stack.count - 1].screen }

    /// The first screen's first loads.
    public mutating func start() -> [Effect] {
        start(at: 0)
    }

    /// Takes `event` and says what to do.
    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .key(let key, let now): return handle(key, now: now)
        case .clock(let now):
            return stack.indices.flatMap { send(.clock(now: now), to: $0) }
        case .answer(let answer, let id):
            guard let index = stack.firstIndex(where: { $0.id == id }) else { return [] }
            return send(.answer(answer), to: index)
        case .resized(let size), .redraw(let size):
            self.size = size
            return stack.indices.flatMap { send(.resized(lines: size.lines), to: $0) }
        }
    }

    private mutating func handle(_ key: Key, now: Date) -> [Effect] {
        if key == .interrupt { return [.quit(interrupted: true)] }
        if showsHelp {
            showsHelp = false
            return key == .character("q") ? [.quit(interrupted: false)] : []
        }
        if !current.isEditingText {
            switch key {
            case .character("q"): return [.quit(interrupted: false)]
            case .character("?"):
                showsHelp = true
                return []
            case .character(let character) where current.switchesLists:
                if let list = listKeys[character] { return switchList(to: list) }
            default: break
            }
        }
        return send(.key(key, now: now), to: stack.count - 1)
    }

    /// Replaces the whole stack with `destination`'s screen (its loads started, every other
    /// screen's cancelled); nothing when it is the one screen shown, or has no screen.
    private mutating func switchList(to destination: Destination) -> [Effect] {
        guard coordinator.stack.count > 1 || coordinator.current != destination,
            let screen = screens(destination, opened + 1, size.lines)
        else { return [] }
        opened += 1
        let left = stack.map { Effect.cancel(screen: $0.id) }
        coordinator = Coordinator(start: destination)
        stack = [Entry(id: opened, screen: screen)]
        return left + start(at: 0)
    }

    private mutating func send(_ event: BrowseScreenEvent, to index: Int) -> [Effect] {
        var screen = stack[index].screen
        let effects = screen.handle(event)
        stack[index].screen = screen
        return route(effects, from: index)
    }

    /// The effects of the screen at `index` as the session's; it opens and goes back only when shown.
    private mutating func route(_ effects: [BrowseScreenEffect], from index: Int) -> [Effect] {
        let id = stack[index].id
        var result: [Effect] = []
        for effect in effects {
            switch effect {
            case .load(let load): result.append(.load(load, screen: id))
            case .wake(let date): result.append(.wake(at: date))
            case .open(let destination, let row):
                guard index == stack.count - 1, let screen = screens(destination, opened + 1, size.lines) else {
                    continue
                }
                opened += 1
                coordinator.select(row: row)
                coordinator.show(destination)
                stack.append(Entry(id: opened, screen: screen))
                result += start(at: stack.count - 1)
            case .replace(let destination):
                guard index == stack.count - 1, let screen = screens(destination, opened + 1, size.lines) else {
                    continue
                }
                opened += 1
                coordinator.replace(with: destination)
                stack[index] = Entry(id: opened, screen: screen)
                result.append(.cancel(screen: id))
                result += start(at: index)
            case .back:
                guard index == stack.count - 1, coordinator.back() else { continue }
                stack.removeLast()
                stack[stack.count - 1].screen.restore(row: coordinator.row)
                result.append(.cancel(screen: id))
            }
        }
        return result
    }

    private mutating func start(at index: Int) -> [Effect] {
        var screen = stack[index].screen
        let effects = screen.start()
        stack[index].screen = screen
        return route(effects, from: index)
    }

    /// The frame's lines: the current screen, or the help over it; in a window smaller than the
    /// current screen's ``BrowseScreen/minimumSize``, what the window is and what it needs.
    public func lines(style: TerminalStyle, now: Date) -> [String] {
        if showsHelp { return help.lines(style: style, size: size) }
        let minimum = current.minimumSize
        guard size.columns >= minimum.columns, size.lines >= minimum.lines else {
            return tooSmall(minimum, style: style)
        }
        return current.lines(style: style, now: now, size: size, path: breadcrumb)
    }

    /// The crumbs of the screens from the first to the one shown: `Heroes`, `Spider-Man`,
    /// `Amazing Spider-Man (1963) #1`, unneutralised (the screen drawing them neutralises them).
    public var breadcrumb: [String] { stack.map(\.screen.crumb) }

    /// `Window too small: 15x3.` `This screen needs 20x4.` `q quits.`, as many as fit.
    private func tooSmall(_ minimum: TerminalSize, style: TerminalStyle) -> [String] {
        let lines = [
            style.paint(
                ScreenLine.fit("Window too small: \(size.columns)x\(size.lines).", width: size.columns), .warning),
            ScreenLine.fit("This screen needs \(minimum.columns)x\(minimum.lines).", width: size.columns),
            style.paint(ScreenLine.fit("q quits.", width: size.columns), .muted),
        ]
        return Array(lines.prefix(max(0, size.lines)))
    }
}

public import DesignTokens
import FoundationEssentials
public import HeroesCore
public import TerminalScreen

/// Runs a ``BrowseSession`` on a terminal: feeds it keys, resizes, the clock and the answers of
/// the loads it asks for (``BrowseLoads``), and after each event draws its frame, writing only
/// what changed (`Frame.update(from:)`).
public final class BrowseRuntime: @unchecked Sendable {
    private let style: TerminalStyle
    private let events: AsyncStream<BrowseSession.Event>
    private let send: AsyncStream<BrowseSession.Event>.Continuation
    private var session: BrowseSession
    private let loads: BrowseLoads

    /// Runs `session`, drawn in `style`, loading from `repository`, name searches' matches from
    /// `names` (``BrowseLoads``).
    public init(
        session: BrowseSession, repository: HeroesRepository, names: BrowseNames? = nil, style: TerminalStyle
    ) {
        self.style = style
        self.session = session
        let (events, send) = AsyncStream.makeStream(of: BrowseSession.Event.self, bufferingPolicy: .unbounded)
        self.events = events
        self.send = send
        loads = BrowseLoads(repository: repository, names: names) { send.yield($0) }
    }

    /// Runs until `q`, Ctrl-C or the end of the terminal's input; the caller restores the terminal.
    /// - Returns: whether it was interrupted (Ctrl-C, or the input ended) rather than quit.
    public func run(on terminal: FullScreenTerminal) async -> Bool {
        let forward = Task { [send] in
            for await event in terminal.events {
                switch event {
                case .keys(let keys): for key in keys { send.yield(.key(key, now: Date())) }
                case .resized(let size): send.yield(.resized(size))
                case .resumed(let size): send.yield(.redraw(size))
                case .inputClosed: send.yield(.key(.interrupt, now: Date()))
                }
            }
        }
        defer {
            forward.cancel()
            loads.cancelAll()
        }
        var shown: Frame?
        func draw() {
            let frame = Frame(
                width: session.size.columns, height: session.size.lines, lines: session.lines(style: style, now: Date())
            )
            terminal.write(frame.update(from: shown))
            shown = frame
        }
        if let interrupted = perform(session.start()) { return interrupted }
        draw()
        for await event in events {
            var current = session
            let effects = current.handle(event)
            session = current
            if let interrupted = perform(effects) { return interrupted }
            if case .redraw = event { shown = nil }
            draw()
        }
        return true
    }

    /// Starts each effect's work; when one is to quit, whether it is an interruption.
    private func perform(_ effects: [BrowseSession.Effect]) -> Bool? {
        for effect in effects {
            switch effect {
            case .quit(let interrupted): return interrupted
            case .load(let load, let screen): loads.perform(load, screen: screen)
            case .wake(let date): loads.wake(at: date)
            case .cancel(let screen): loads.cancel(screen: screen)
            }
        }
        return nil
    }
}

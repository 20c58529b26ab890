import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesFeature
import TerminalScreen

/// Runs a ``BrowseSession`` on a terminal: feeds it keys, resizes, the clock and the answers of
/// the loads it asks for, and after each event draws its frame, writing only what changed
/// (``Frame/update(from:)``). Loads go through a ``ListPaginator`` per list (the heroes of the search shown, the
/// comics of the hero open), so a refresh and a next page never overlap; a new search cancels
/// the loads of the old one, and leaving a hero cancels its loads.
final class BrowseRuntime: @unchecked Sendable {
    private let repository: HeroesRepository
    private let style: TerminalStyle
    private let events: AsyncStream<BrowseSession.Event>
    private let send: AsyncStream<BrowseSession.Event>.Continuation
    private var session: BrowseSession
    private var heroes: ListPaginator<Hero>?
    private var heroTasks: [Task<Void, Never>] = []
    private var comics: ListPaginator<Comic>?
    private var detailTasks: [Task<Void, Never>] = []

    init(repository: HeroesRepository, style: TerminalStyle, size: TerminalSize) {
        self.repository = repository
        self.style = style
        session = BrowseSession(size: size)
        (events, send) = AsyncStream.makeStream(of: BrowseSession.Event.self, bufferingPolicy: .unbounded)
    }

    /// Runs until `q`, Ctrl-C or the end of the terminal's input; the caller restores the terminal.
    /// - Returns: whether it was interrupted (Ctrl-C, or the input ended) rather than quit.
    func run(on terminal: FullScreenTerminal) async -> Bool {
        let forward = Task { [send] in
            for await event in terminal.events {
                switch event {
                case .keys(let keys): for key in keys { send.yield(.key(key, now: Date())) }
                case .resized(let size): send.yield(.resized(size))
                case .inputClosed: send.yield(.key(.interrupt, now: Date()))
                }
            }
        }
        defer {
            forward.cancel()
            for task in heroTasks + detailTasks { task.cancel() }
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
            draw()
        }
        return true
    }

    /// Starts each effect's work; when one is to quit, whether it is an interruption.
    private func perform(_ effects: [BrowseSession.Effect]) -> Bool? {
        for effect in effects {
            switch effect {
            case .quit(let interrupted): return interrupted
            case .list(let effect): perform(effect)
            case .details(let effect): perform(effect)
            case .cancelDetails:
                for task in detailTasks { task.cancel() }
                detailTasks = []
                comics = nil
            }
        }
        return nil
    }

    private func perform(_ effect: HeroesBrowser.Effect) {
        let send = self.send
        switch effect {
        case .loadFirst(let query, let generation):
            for task in heroTasks { task.cancel() }
            let paginator = ListPaginator(repository: repository, request: query.request, as: Hero.self)
            heroes = paginator
            heroTasks = [
                Self.first(of: paginator) { pages, final in
                    send.yield(.list(.pages(pages, generation: generation, replacing: true, final: final)))
                } failed: {
                    send.yield(.list(.failed($0, generation: generation)))
                }
            ]
        case .loadNext(let generation):
            guard let paginator = heroes else { return }
            heroTasks.append(
                Self.next(of: paginator) { pages in
                    send.yield(.list(.pages(pages, generation: generation, replacing: false, final: true)))
                } failed: {
                    send.yield(.list(.failed($0, generation: generation)))
                })
        case .refresh(let generation, let keeping):
            guard let paginator = heroes else { return }
            heroTasks.append(
                Task {
                    do {
                        var pages = [try await paginator.refresh(policy: .refresh)]
                        while pages.reduce(0, { $0 + $1.value.items.count }) < keeping,
                            let next = try await paginator.loadNextPage(policy: .refresh)
                        {
                            pages.append(next)
                        }
                        send.yield(.list(.pages(pages, generation: generation, replacing: true, final: true)))
                    } catch {
                        send.yield(.list(.failed(HeroesError(error), generation: generation)))
                    }
                })
        case .wake(let date):
            Task {
                let delay = date.timeIntervalSinceNow
                if delay > 0 { try? await Task.sleep(nanoseconds: UInt64(delay * 1e9)) }
                send.yield(.clock(now: Date()))
            }
        case .open:
            break  // the session opens heroes itself
        }
    }

    private func perform(_ effect: HeroDetailsBrowser.Effect) {
        let send = self.send
        let repository = self.repository
        switch effect {
        case .loadHero(let id, let generation, let refresh):
            detailTasks.append(
                Task {
                    do {
                        if refresh {
                            let hero = try await repository.hero(id: id, policy: .refresh)
                            send.yield(.details(.hero(hero, generation: generation)))
                        } else {
                            for try await hero in repository.recordStream(id: id, as: Hero.self) {
                                send.yield(.details(.hero(hero, generation: generation)))
                            }
                        }
                    } catch {
                        send.yield(.details(.heroFailed(HeroesError(error), generation: generation)))
                    }
                })
        case .loadFirstComics(let heroID, let generation):
            let paginator = ListPaginator(
                repository: repository, request: HeroDetailsBrowser.comicsRequest(heroID: heroID), as: Comic.self)
            comics = paginator
            detailTasks.append(
                Self.first(of: paginator) { pages, final in
                    send.yield(.details(.comics(pages, generation: generation, replacing: true, final: final)))
                } failed: {
                    send.yield(.details(.comicsFailed($0, generation: generation)))
                })
        case .loadNextComics(_, let generation):
            guard let paginator = comics else { return }
            detailTasks.append(
                Self.next(of: paginator) { pages in
                    send.yield(.details(.comics(pages, generation: generation, replacing: false, final: true)))
                } failed: {
                    send.yield(.details(.comicsFailed($0, generation: generation)))
                })
        case .back:
            break  // the session goes back itself
        }
    }

    /// The first page, cached then fresh: a cached answer is not final, the fresh one follows.
    private static func first<Item: MarvelModel>(
        of paginator: ListPaginator<Item>,
        arrived: @escaping @Sendable ([Fetched<Page<Item>>], _ final: Bool) -> Void,
        failed: @escaping @Sendable (HeroesError) -> Void
    ) -> Task<Void, Never> {
        Task {
            do {
                try await paginator.refreshCachedThenFresh { page in
                    guard !Task.isCancelled else { return }
                    let isCached = if case .cache = page.origin { true } else { false }
                    arrived([page], !isCached)
                }
            } catch {
                if !Task.isCancelled { failed(HeroesError(error)) }
            }
        }
    }

    /// The next page; when there is none after all, the last page again (it says so).
    private static func next<Item: MarvelModel>(
        of paginator: ListPaginator<Item>,
        arrived: @escaping @Sendable ([Fetched<Page<Item>>]) -> Void,
        failed: @escaping @Sendable (HeroesError) -> Void
    ) -> Task<Void, Never> {
        Task {
            do {
                if let page = try await paginator.loadNextPage() {
                    arrived([page])
                } else if let last = await paginator.pages.last {
                    arrived([last])
                }
            } catch {
                if !Task.isCancelled { failed(HeroesError(error)) }
            }
        }
    }
}

extension HeroesError {
    /// Any error a load threw, as the repository's error (a cancelled or unknown one as a
    /// network failure).
    init(_ error: any Error) {
        self = (error as? HeroesError) ?? .network(.init(error), server: "the server")
    }
}

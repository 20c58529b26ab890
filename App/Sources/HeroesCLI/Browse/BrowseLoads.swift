import FoundationEssentials
import HeroDetailsFeature
import HeroesCore
import HeroesFeature

/// The loads `heroes browse` asks for, run against a repository: each answer or failure is sent
/// back as a ``BrowseSession/Event``. Loads go through a ``ListPaginator`` per list (the heroes
/// of the search shown, the comics of the hero open), so a refresh and a next page never
/// overlap; a new search cancels every load of the old one, and leaving a hero cancels its
/// loads, so a cancelled load sends nothing.
final class BrowseLoads: @unchecked Sendable {
    private let repository: HeroesRepository
    private let send: @Sendable (BrowseSession.Event) -> Void
    private var heroes: ListPaginator<Hero>?
    private var heroTasks: [Task<Void, Never>] = []
    private var comics: ListPaginator<Comic>?
    private var detailTasks: [Task<Void, Never>] = []

    init(repository: HeroesRepository, send: @escaping @Sendable (BrowseSession.Event) -> Void) {
        self.repository = repository
        self.send = send
    }

    /// Cancels the loads of the hero that was open.
    func cancelDetails() {
        for task in detailTasks { task.cancel() }
        detailTasks = []
        comics = nil
    }

    /// Cancels every load (the app is leaving).
    func cancelAll() {
        for task in heroTasks { task.cancel() }
        heroTasks = []
        cancelDetails()
    }

    func perform(_ effect: HeroesBrowser.Effect) {
        let send = self.send
        switch effect {
        case .loadFirst(let query, let generation):
            for task in heroTasks { task.cancel() }
            let paginator = ListPaginator(repository: repository, request: query.request, as: Hero.self)
            heroes = paginator
            heroTasks = [
                Self.first(of: paginator) { pages, final in
                    send(.list(.pages(pages, generation: generation, replacing: true, final: final)))
                } failed: {
                    send(.list(.failed($0, generation: generation)))
                }
            ]
        case .loadNext(let generation):
            guard let paginator = heroes else { return }
            heroTasks.append(
                Self.next(of: paginator) { pages in
                    send(.list(.pages(pages, generation: generation, replacing: false, final: true)))
                } failed: {
                    send(.list(.failed($0, generation: generation)))
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
                        send(.list(.pages(pages, generation: generation, replacing: true, final: true)))
                    } catch {
                        send(.list(.failed(HeroesError(error), generation: generation)))
                    }
                })
        case .wake(let date):
            Task {
                let delay = date.timeIntervalSinceNow
                if delay > 0 { try? await Task.sleep(nanoseconds: UInt64(delay * 1e9)) }
                send(.clock(now: Date()))
            }
        case .open:
            break  // the session opens heroes itself
        }
    }

    func perform(_ effect: HeroDetailsBrowser.Effect) {
        let send = self.send
        let repository = self.repository
        switch effect {
        case .loadHero(let id, let generation, let refresh):
            detailTasks.append(
                Task {
                    do {
                        if refresh {
                            let hero = try await repository.hero(id: id, policy: .refresh)
                            send(.details(.hero(hero, generation: generation)))
                        } else {
                            for try await hero in repository.recordStream(id: id, as: Hero.self) {
                                send(.details(.hero(hero, generation: generation)))
                            }
                        }
                    } catch {
                        send(.details(.heroFailed(HeroesError(error), generation: generation)))
                    }
                })
        case .loadFirstComics(let heroID, let generation):
            let paginator = ListPaginator(
                repository: repository, request: HeroDetailsBrowser.comicsRequest(heroID: heroID), as: Comic.self)
            comics = paginator
            detailTasks.append(
                Self.first(of: paginator) { pages, final in
                    send(.details(.comics(pages, generation: generation, replacing: true, final: final)))
                } failed: {
                    send(.details(.comicsFailed($0, generation: generation)))
                })
        case .loadNextComics(_, let generation):
            guard let paginator = comics else { return }
            detailTasks.append(
                Self.next(of: paginator) { pages in
                    send(.details(.comics(pages, generation: generation, replacing: false, final: true)))
                } failed: {
                    send(.details(.comicsFailed($0, generation: generation)))
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

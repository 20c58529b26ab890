public import FoundationEssentials
public import HeroesCore

/// The loads ``BrowseSession`` asks for, run against a repository: each answer or failure is
/// sent back as ``BrowseSession/Event/answer(_:screen:)``. A list's loads go through one
/// `ListPaginator` per screen and slot, built by ``BrowseLoad/Kind/first(_:)`` from the list's
/// request, so a refresh and a next page never overlap; a record loads by resource and id.
/// A new first page (a new search) cancels the slot's earlier loads, leaving a screen cancels
/// all of its loads, and a cancelled load sends nothing.
public final class BrowseLoads: @unchecked Sendable {
    private struct Slot: Hashable {
        var screen: Int
        var slot: Int
    }

    private let repository: HeroesRepository
    private let names: BrowseNames?
    private let send: @Sendable (BrowseSession.Event) -> Void
    private var paginators: [Slot: any Sendable] = [:]
    private var tasks: [Slot: [Task<Void, Never>]] = [:]

    /// Loads from `repository`, name searches' matches from `names` (with none, a name search
    /// fails), sending each answer to `send`, from any thread.
    public init(
        repository: HeroesRepository, names: BrowseNames? = nil,
        send: @escaping @Sendable (BrowseSession.Event) -> Void
    ) {
        self.repository = repository
        self.names = names
        self.send = send
    }

    /// Starts `load` for the screen with id `screen`; returns its task, which ends once the load
    /// has sent what it will send (nil when there is nothing to load: a next page or a refresh of
    /// a list whose first page was never asked for).
    @discardableResult
    public func perform(_ load: BrowseLoad, screen: Int) -> Task<Void, Never>? {
        perform(load, screen: screen, as: load.model)
    }

    /// Cancels the loads of the screen with id `screen` (it was left).
    public func cancel(screen: Int) {
        for slot in tasks.keys where slot.screen == screen { cancel(slot) }
    }

    /// Cancels every load (the app is leaving).
    public func cancelAll() {
        for slot in tasks.keys { cancel(slot) }
    }

    /// Sends ``BrowseSession/Event/clock(now:)`` at `date`.
    public func wake(at date: Date) {
        let send = self.send
        Task {
            let delay = date.timeIntervalSinceNow
            if delay > 0 { try? await Task.sleep(nanoseconds: UInt64(delay * 1e9)) }
            send(.clock(now: Date()))
        }
    }

    private func cancel(_ slot: Slot) {
        for task in tasks[slot] ?? [] { task.cancel() }
        tasks[slot] = nil
        paginators[slot] = nil
    }

    private func perform<Item: MarvelModel>(_ load: BrowseLoad, screen: Int, as _: Item.Type) -> Task<Void, Never>? {
        let slot = Slot(screen: screen, slot: load.slot)
        let send = self.send
        // Every answer goes through here, so that a cancelled load sends nothing, whatever it
        // was doing when it was cancelled.
        let reply: @Sendable (BrowseAnswer.Result) -> Void = { result in
            guard !Task.isCancelled else { return }
            send(.answer(BrowseAnswer(slot: load.slot, generation: load.generation, result: result), screen: screen))
        }
        let paginator = paginators[slot] as? ListPaginator<Item>
        let task: Task<Void, Never>
        switch load.kind {
        case .first(let request):
            for task in tasks[slot] ?? [] { task.cancel() }
            tasks[slot] = []
            let paginator = ListPaginator(repository: repository, request: request, as: Item.self)
            paginators[slot] = paginator
            task = Self.first(of: paginator, reply: reply)
        case .matches(let text, let pageSize):
            for task in tasks[slot] ?? [] { task.cancel() }
            tasks[slot] = []
            let names = self.names
            let paginator = ListPaginator(repository: repository, pageSize: pageSize, as: Item.self) {
                () throws(HeroesError) in
                guard let names else { throw HeroesError.notFoundNamed(text) }
                return try await names.ids(of: Item.resource, matching: text)
            }
            paginators[slot] = paginator
            task = Self.first(of: paginator, reply: reply)
        case .next:
            guard let paginator else { return nil }
            task = Self.next(of: paginator, reply: reply)
        case .refresh(let keeping):
            guard let paginator else { return nil }
            task = Self.refresh(paginator, keeping: keeping, reply: reply)
        case .record(let id, let refresh):
            task = Self.record(id: id, as: Item.self, refresh: refresh, from: repository, reply: reply)
        }
        tasks[slot, default: []].append(task)
        return task
    }

    /// The first page, cached then fresh: a cached answer is not final, the fresh one follows.
    private static func first<Item: MarvelModel>(
        of paginator: ListPaginator<Item>, reply: @escaping @Sendable (BrowseAnswer.Result) -> Void
    ) -> Task<Void, Never> {
        Task {
            do {
                try await paginator.refreshCachedThenFresh { page in
                    let isCached = if case .cache = page.origin { true } else { false }
                    reply(.pages([page], replacing: true, final: !isCached))
                }
            } catch {
                reply(.failed(HeroesError(error)))
            }
        }
    }

    /// The next page; when there is none after all, the last page again (it says so).
    private static func next<Item: MarvelModel>(
        of paginator: ListPaginator<Item>, reply: @escaping @Sendable (BrowseAnswer.Result) -> Void
    ) -> Task<Void, Never> {
        Task {
            do {
                if let page = try await paginator.loadNextPage() {
                    reply(.pages([page], replacing: false, final: true))
                } else if let last = await paginator.pages.last {
                    reply(.pages([last], replacing: false, final: true))
                }
            } catch {
                reply(.failed(HeroesError(error)))
            }
        }
    }

    /// The first `keeping` items (at least a page) again, from the server, in one answer.
    private static func refresh<Item: MarvelModel>(
        _ paginator: ListPaginator<Item>, keeping: Int, reply: @escaping @Sendable (BrowseAnswer.Result) -> Void
    ) -> Task<Void, Never> {
        Task {
            do {
                var pages = [try await paginator.refresh(policy: .refresh)]
                while pages.reduce(0, { $0 + $1.value.items.count }) < keeping,
                    let next = try await paginator.loadNextPage(policy: .refresh)
                {
                    pages.append(next)
                }
                reply(.pages(pages, replacing: true, final: true))
            } catch {
                reply(.failed(HeroesError(error)))
            }
        }
    }

    /// Record `id`: cached then fresh, or from the server alone with `refresh`.
    private static func record<Item: MarvelModel>(
        id: Int, as _: Item.Type, refresh: Bool, from repository: HeroesRepository,
        reply: @escaping @Sendable (BrowseAnswer.Result) -> Void
    ) -> Task<Void, Never> {
        Task {
            do {
                if refresh {
                    reply(.record(try await repository.record(id: id, as: Item.self, policy: .refresh)))
                } else {
                    for try await record in repository.recordStream(id: id, as: Item.self) {
                        reply(.record(record))
                    }
                }
            } catch {
                reply(.failed(HeroesError(error)))
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

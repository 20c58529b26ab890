import MarvelWire

/// The pages of one list, of any resource, as an interactive screen scrolls it, with the rule
/// that a refresh and a next-page request never run at the same time: each request waits until
/// the one before it has ended, so a next page asked during a refresh is fetched after the
/// refresh, from the refreshed state (it may then find there is no next page).
///
/// ```swift
/// let paginator = ListPaginator(repository: repository, request: HeroesQuery.page(1).request, as: Hero.self)
/// _ = try await paginator.loadNextPage()      // page 1
/// async let refreshed = paginator.refresh()   // page 1 again, from the server
/// async let more = paginator.loadNextPage()   // waits for the refresh, then page 2
/// ```
public actor ListPaginator<Item: MarvelModel> {
    /// Where the pages come from: a list of the API, or the records of ids found some other way.
    private enum Source: Sendable {
        case list(ListRequest)
        case ids(@Sendable () async throws(HeroesError) -> [Int], pageSize: Int)
    }

    private let repository: HeroesRepository
    private let source: Source
    private var tail: Task<Void, Never>?
    /// The ids and the attribution of an id source, once its first page has asked for them.
    private var resolved: (ids: [Int], attribution: String)?

    /// The pages loaded so far, in order; a refresh leaves only the first.
    public private(set) var pages: [Fetched<Page<Item>>] = []
    /// How many requests are running or waiting for the one before them.
    public private(set) var pendingRequests = 0

    /// A paginator over `repository` for the list `request` names; its offset and limit give
    /// the first page and the page size.
    public init(repository: HeroesRepository, request: ListRequest, as type: Item.Type = Item.self) {
        self.repository = repository
        source = .list(request)
    }

    /// A paginator over the records whose ids `ids` gives (a name search's matches, best first),
    /// `pageSize` a page, each record loaded by id
    /// (``HeroesRepository/page(ofIDs:offset:limit:as:attribution:policy:)``). `ids` is called
    /// once, by the first load, which also reads the attribution of the resource's list (a call
    /// of one item); a refresh loads the records again, not the ids.
    public init(
        repository: HeroesRepository, pageSize: Int, as type: Item.Type = Item.self,
        ids: @escaping @Sendable () async throws(HeroesError) -> [Int]
    ) {
        self.repository = repository
        source = .ids(ids, pageSize: max(1, pageSize))
    }

    /// Every item loaded so far, in order.
    public var items: [Item] { pages.flatMap(\.value.items) }

    /// Whether a next page may exist (`true` before the first page is loaded).
    public var hasNextPage: Bool { pages.last?.value.hasNextPage ?? true }

    /// Loads the first page again and drops the others. Waits for any earlier request to end;
    /// later requests wait for this one.
    public func refresh(policy: CachePolicy = .refresh) async throws(HeroesError) -> Fetched<Page<Item>> {
        try await enqueue { paginator throws(HeroesError) in try await paginator.performRefresh(policy: policy) }
    }

    /// Loads the page after the last one loaded (the first page when none is), or returns `nil`
    /// when the list has no more. Waits for any earlier request, a refresh included, to end.
    public func loadNextPage(policy: CachePolicy = .normal) async throws(HeroesError) -> Fetched<Page<Item>>? {
        try await enqueue { paginator throws(HeroesError) in try await paginator.performNextPage(policy: policy) }
    }

    /// Loads the first page cached, then fresh (``HeroesRepository/listStream(_:as:policy:)``),
    /// handing each answer to `each` as it arrives and dropping the other pages, so a screen
    /// shows the cached page at once and replaces it in place. Waits for earlier requests;
    /// later ones (a next page asked meanwhile) wait for the fresh answer.
    /// - Returns: the last answer (the fresh one, or the cached one marked stale).
    @discardableResult
    public func refreshCachedThenFresh(
        _ each: @escaping @Sendable (Fetched<Page<Item>>) -> Void
    ) async throws(HeroesError) -> Fetched<Page<Item>>? {
        try await enqueue { paginator throws(HeroesError) in try await paginator.performStream(each) }
    }

    private func performStream(
        _ each: @Sendable (Fetched<Page<Item>>) -> Void
    ) async throws(HeroesError) -> Fetched<Page<Item>>? {
        guard case .list(let request) = source else {
            let page = try await load(offset: nil, policy: .normal)
            pages = [page]
            each(page)
            return page
        }
        var last: Fetched<Page<Item>>?
        do {
            for try await page in repository.listStream(request, as: Item.self) {
                pages = [page]
                last = page
                each(page)
            }
        } catch let error as HeroesError {
            throw error
        } catch {
            throw .network(.init(error), server: "the server")
        }
        return last
    }

    private func performRefresh(policy: CachePolicy) async throws(HeroesError) -> Fetched<Page<Item>> {
        let first = try await load(offset: nil, policy: policy)
        pages = [first]
        return first
    }

    private func performNextPage(policy: CachePolicy) async throws(HeroesError) -> Fetched<Page<Item>>? {
        guard let last = pages.last else { return try await performRefresh(policy: policy) }
        guard last.value.hasNextPage else { return nil }
        let page = try await load(offset: last.value.offset + max(1, pageLimit), policy: policy)
        pages.append(page)
        return page
    }

    /// Items a page.
    private var pageLimit: Int {
        switch source {
        case .list(let request): request.limit
        case .ids(_, let pageSize): pageSize
        }
    }

    /// The page at `offset` (`nil`: the first), from the source.
    private func load(offset: Int?, policy: CachePolicy) async throws(HeroesError) -> Fetched<Page<Item>> {
        switch source {
        case .list(let request):
            var window = request
            if let offset { window.offset = offset }
            return try await repository.list(window, as: Item.self, policy: policy)
        case .ids(let ids, let pageSize):
            let found: (ids: [Int], attribution: String)
            if let resolved {
                found = resolved
            } else {
                let whole = ListRequest(MarvelRoute(Item.resource), limit: 1)
                let attribution = try await repository.list(whole, as: Item.self, policy: .normal).value.attribution
                found = (try await ids(), attribution)
                resolved = found
            }
            return try await repository.page(
                ofIDs: found.ids, offset: offset ?? 0, limit: pageSize, as: Item.self, attribution: found.attribution,
                policy: policy)
        }
    }

    /// Runs `operation` after every request enqueued before it has ended.
    private func enqueue<T: Sendable>(
        _ operation: @escaping @Sendable (isolated ListPaginator) async throws(HeroesError) -> T
    ) async throws(HeroesError) -> T {
        let previous = tail
        pendingRequests += 1
        let task = Task<T, any Error> {
            await previous?.value
            return try await operation(self)
        }
        tail = Task { _ = await task.result }
        let result = await withTaskCancellationHandler {
            await task.result
        } onCancel: {
            task.cancel()
        }
        pendingRequests -= 1
        switch result {
        case .success(let value): return value
        case .failure(let error as HeroesError): throw error
        case .failure(let error): throw .network(.init(error), server: "the server")
        }
    }
}

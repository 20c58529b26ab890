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
    private let repository: HeroesRepository
    private let request: ListRequest
    private var tail: Task<Void, Never>?

    /// The pages loaded so far, in order; a refresh leaves only the first.
    public private(set) var pages: [Fetched<Page<Item>>] = []
    /// How many requests are running or waiting for the one before them.
    public private(set) var pendingRequests = 0

    /// A paginator over `repository` for the list `request` names; its offset and limit give
    /// the first page and the page size.
    public init(repository: HeroesRepository, request: ListRequest, as type: Item.Type = Item.self) {
        self.repository = repository
        self.request = request
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
        let first = try await repository.list(request, as: Item.self, policy: policy)
        pages = [first]
        return first
    }

    private func performNextPage(policy: CachePolicy) async throws(HeroesError) -> Fetched<Page<Item>>? {
        guard let last = pages.last else { return try await performRefresh(policy: policy) }
        guard last.value.hasNextPage else { return nil }
        var next = request
        next.offset = last.value.offset + max(1, request.limit)
        let page = try await repository.list(next, as: Item.self, policy: policy)
        pages.append(page)
        return page
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

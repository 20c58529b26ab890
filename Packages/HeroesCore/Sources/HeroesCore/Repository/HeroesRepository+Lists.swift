import FoundationEssentials
import MarvelWire

extension HeroesRepository {
    /// A window of any list, with its origin: `request`'s route names the list, its offset and
    /// limit the window.
    ///
    /// A limit above 100 (the API's largest) is split into calls of at most 100, run
    /// `maxConcurrentRequests` at a time, each stored as it arrives; the items come back in
    /// order as one page, whose origin combines the parts' (see ``FetchOrigin``).
    ///
    /// - Parameters:
    ///   - request: The list (its route and filters) and the window (its offset and limit).
    ///   - type: The model the list's items decode to, which must be the route's.
    ///   - policy: How the cache is used (see ``CachePolicy``).
    ///   - maxConcurrentRequests: How many calls of a split window run at once.
    ///   - progress: Called after each call with the calls done and the total, from
    ///     one task at a time.
    public func list<Item: MarvelModel>(
        _ request: ListRequest,
        as type: Item.Type = Item.self,
        policy: CachePolicy,
        maxConcurrentRequests: Int = HeroesRepository.defaultMaxConcurrentRequests,
        progress: (@Sendable (FetchProgress) -> Void)? = nil
    ) async throws(HeroesError) -> Fetched<Page<Item>> {
        Self.checkResultType(of: request, is: Item.self)
        return try await loadWindow(
            request, as: Item.self, mode: LoadMode(policy), maxConcurrentRequests: maxConcurrentRequests,
            progress: progress
        )
    }

    /// Every item of a list from `request.offset` to its end: a first call of 100 gives the
    /// total, then the rest is fetched in calls of 100, `maxConcurrentRequests` at a time, each
    /// stored as it arrives. `request.limit` is ignored.
    ///
    /// - Parameters:
    ///   - request: The list (its route and filters) and where to start (its offset).
    ///   - type: The model the list's items decode to, which must be the route's.
    ///   - policy: How the cache is used (see ``CachePolicy``).
    ///   - maxConcurrentRequests: How many calls run at once.
    ///   - maximumCalls: The most calls it makes; when the first answer's total needs more,
    ///     it stops with ``HeroesError/tooManyCalls(items:of:calls:allowed:)`` before making them,
    ///     so a server claiming millions of items cannot set it off on a fetch without end.
    ///   - progress: Called with the calls done and the total (known after the first
    ///     call), from one task at a time.
    public func listAll<Item: MarvelModel>(
        _ request: ListRequest,
        as type: Item.Type = Item.self,
        policy: CachePolicy,
        maxConcurrentRequests: Int = HeroesRepository.defaultMaxConcurrentRequests,
        maximumCalls: Int = HeroesRepository.defaultMaximumCalls,
        progress: (@Sendable (FetchProgress) -> Void)? = nil
    ) async throws(HeroesError) -> Fetched<Page<Item>> {
        Self.checkResultType(of: request, is: Item.self)
        let mode = LoadMode(policy)
        var firstCall = request
        firstCall.limit = ListRequest.maximumLimit
        progress?(FetchProgress(completed: 0, total: 1))
        let first = try await loadCall(firstCall, as: Item.self, mode: mode)
        let end = first.value.total
        // `end` is at most AnswerCheck.largestTotal; the offset is ours, but kept from overflowing too.
        let next = request.offset.addingReportingOverflow(ListRequest.maximumLimit)
        let remaining = next.overflow ? 0 : max(0, end - next.partialValue)
        let calls = 1 + (remaining + ListRequest.maximumLimit - 1) / ListRequest.maximumLimit
        guard calls <= maximumCalls else {
            throw .tooManyCalls(
                items: end - min(request.offset, end), of: request.route.resultType, calls: calls, allowed: maximumCalls
            )
        }
        let size = ListRequest.maximumLimit
        let rest = stride(from: request.offset + size, to: end, by: size).map { offset in
            var part = firstCall
            part.offset = offset
            return part
        }
        progress?(FetchProgress(completed: 1, total: 1 + rest.count))
        let others = try await loadCalls(
            rest, as: Item.self, mode: mode, maxConcurrentRequests: maxConcurrentRequests,
            completedBefore: 1, total: 1 + rest.count, progress: progress
        )
        return merge([first] + others, offset: request.offset, limit: max(1, end - request.offset))
    }

    /// One record of any resource, `/{resource}/{id}`, with its origin.
    public func record<Item: MarvelModel>(
        id: Int, as type: Item.Type = Item.self, policy: CachePolicy
    ) async throws(HeroesError) -> Fetched<Item> {
        try await loadRecord(id: id, as: Item.self, mode: LoadMode(policy))
    }

    /// A window of any size: split into calls of at most 100 when needed.
    func loadWindow<Item: MarvelModel>(
        _ request: ListRequest, as type: Item.Type, mode: LoadMode, maxConcurrentRequests: Int,
        progress: (@Sendable (FetchProgress) -> Void)?
    ) async throws(HeroesError) -> Fetched<Page<Item>> {
        let parts = request.split()
        progress?(FetchProgress(completed: 0, total: parts.count))
        guard parts.count > 1 else {
            let page = try await loadCall(request, as: Item.self, mode: mode)
            progress?(FetchProgress(completed: 1, total: 1))
            return page
        }
        let fetched = try await loadCalls(
            parts, as: Item.self, mode: mode, maxConcurrentRequests: maxConcurrentRequests,
            completedBefore: 0, total: parts.count, progress: progress
        )
        return merge(fetched, offset: request.offset, limit: request.limit)
    }

    /// Loads `parts` with at most `maxConcurrentRequests` calls at once and returns them in
    /// order; the first failure cancels the others and is thrown.
    private func loadCalls<Item: MarvelModel>(
        _ parts: [ListRequest], as type: Item.Type, mode: LoadMode, maxConcurrentRequests: Int,
        completedBefore: Int, total: Int, progress: (@Sendable (FetchProgress) -> Void)?
    ) async throws(HeroesError) -> [Fetched<Page<Item>>] {
        guard !parts.isEmpty else { return [] }
        let width = max(1, maxConcurrentRequests)
        let outcome = await withTaskGroup(
            of: (Int, Result<Fetched<Page<Item>>, HeroesError>).self,
            returning: Result<[Fetched<Page<Item>>], HeroesError>.self
        ) { group in
            var results = [Fetched<Page<Item>>?](repeating: nil, count: parts.count)
            var nextIndex = 0
            var completed = completedBefore
            while nextIndex < min(width, parts.count) {
                let index = nextIndex
                group.addTask { (index, await loadCallResult(parts[index], as: Item.self, mode: mode)) }
                nextIndex += 1
            }
            while let (index, result) = await group.next() {
                switch result {
                case .failure(let error):
                    group.cancelAll()
                    return .failure(error)
                case .success(let page):
                    results[index] = page
                    completed += 1
                    progress?(FetchProgress(completed: completed, total: total))
                    if nextIndex < parts.count {
                        let index = nextIndex
                        group.addTask { (index, await loadCallResult(parts[index], as: Item.self, mode: mode)) }
                        nextIndex += 1
                    }
                }
            }
            return .success(results.compactMap { $0 })
        }
        return try outcome.get()
    }

    private func loadCallResult<Item: MarvelModel>(
        _ request: ListRequest, as type: Item.Type, mode: LoadMode
    ) async -> Result<Fetched<Page<Item>>, HeroesError> {
        do {
            return .success(try await loadCall(request, as: Item.self, mode: mode))
        } catch {
            return .failure(error)
        }
    }

    /// One page made of consecutive parts: their items in order, the first part's total and
    /// attribution, and the parts' combined origin.
    private func merge<Item>(_ parts: [Fetched<Page<Item>>], offset: Int, limit: Int) -> Fetched<Page<Item>> {
        let first = parts.first?.value
        let page = Page(
            offset: offset,
            limit: limit,
            total: first?.total ?? 0,
            items: parts.flatMap(\.value.items),
            attribution: first?.attribution ?? Page<Item>.defaultAttribution
        )
        return Fetched(value: page, origin: FetchOrigin.combining(parts.map(\.origin)))
    }

    /// A list route answers records of its result type only: asking for another model is a
    /// mistake in the caller, which no answer could make right.
    private static func checkResultType<Item: MarvelModel>(of request: ListRequest, is type: Item.Type) {
        precondition(
            request.route.resultType == Item.resource,
            "\(request.route.path) lists \(request.route.resultType.rawValue), not \(Item.resource.rawValue)"
        )
    }
}

import Foundation

extension HeroesRepository {
    /// Every hero matching `query`'s filters and order, from `query.offset` to the end of the
    /// list (`--all`): a first call of 100 gives the total, then the rest is fetched in calls
    /// of 100, `maxConcurrentRequests` at a time, each stored as it arrives. `query.limit` is
    /// ignored.
    ///
    /// - Parameters:
    ///   - maximumCalls: The most calls it makes; when the first answer's total needs more,
    ///     it stops with ``HeroesError/tooManyCalls(heroes:calls:allowed:)`` before making them,
    ///     so a server claiming millions of heroes cannot set it off on a fetch without end.
    ///   - progress: Called with the calls done and the total (known after the first
    ///     call), from one task at a time.
    public func allHeroes(
        matching query: HeroesQuery = HeroesQuery(),
        policy: CachePolicy = .normal,
        maxConcurrentRequests: Int = HeroesRepository.defaultMaxConcurrentRequests,
        maximumCalls: Int = HeroesRepository.defaultMaximumCalls,
        progress: (@Sendable (FetchProgress) -> Void)? = nil
    ) async throws(HeroesError) -> Fetched<HeroPage> {
        let mode = LoadMode(policy)
        var firstQuery = query
        firstQuery.limit = HeroesQuery.maximumLimit
        progress?(FetchProgress(completed: 0, total: 1))
        let first = try await loadPart(firstQuery, mode: mode)
        let end = first.value.total
        // `end` is at most AnswerCheck.largestTotal; the offset is ours, but kept from overflowing too.
        let next = query.offset.addingReportingOverflow(HeroesQuery.maximumLimit)
        let remaining = next.overflow ? 0 : max(0, end - next.partialValue)
        let calls = 1 + (remaining + HeroesQuery.maximumLimit - 1) / HeroesQuery.maximumLimit
        guard calls <= maximumCalls else {
            throw .tooManyCalls(heroes: end - min(query.offset, end), calls: calls, allowed: maximumCalls)
        }
        let rest = stride(from: query.offset + HeroesQuery.maximumLimit, to: end, by: HeroesQuery.maximumLimit).map { offset in
            var part = firstQuery
            part.offset = offset
            return part
        }
        progress?(FetchProgress(completed: 1, total: 1 + rest.count))
        let others = try await loadParts(
            rest, mode: mode, maxConcurrentRequests: maxConcurrentRequests,
            completedBefore: 1, total: 1 + rest.count, progress: progress
        )
        return merge([first] + others, offset: query.offset, limit: max(1, end - query.offset))
    }

    /// A page of any size: split into calls of at most 100 when needed.
    func loadPage(
        _ query: HeroesQuery, mode: LoadMode, maxConcurrentRequests: Int, progress: (@Sendable (FetchProgress) -> Void)?
    ) async throws(HeroesError) -> Fetched<HeroPage> {
        let parts = query.split()
        progress?(FetchProgress(completed: 0, total: parts.count))
        guard parts.count > 1 else {
            let page = try await loadPart(query, mode: mode)
            progress?(FetchProgress(completed: 1, total: 1))
            return page
        }
        let fetched = try await loadParts(
            parts, mode: mode, maxConcurrentRequests: maxConcurrentRequests,
            completedBefore: 0, total: parts.count, progress: progress
        )
        return merge(fetched, offset: query.offset, limit: query.limit)
    }

    /// Loads `parts` with at most `maxConcurrentRequests` calls at once and returns them in
    /// order; the first failure cancels the others and is thrown.
    func loadParts(
        _ parts: [HeroesQuery], mode: LoadMode, maxConcurrentRequests: Int,
        completedBefore: Int, total: Int, progress: (@Sendable (FetchProgress) -> Void)?
    ) async throws(HeroesError) -> [Fetched<HeroPage>] {
        guard !parts.isEmpty else { return [] }
        let width = max(1, maxConcurrentRequests)
        let outcome = await withTaskGroup(
            of: (Int, Result<Fetched<HeroPage>, HeroesError>).self,
            returning: Result<[Fetched<HeroPage>], HeroesError>.self
        ) { group in
            var results = [Fetched<HeroPage>?](repeating: nil, count: parts.count)
            var nextIndex = 0
            var completed = completedBefore
            while nextIndex < min(width, parts.count) {
                let index = nextIndex
                group.addTask { (index, await loadPartResult(parts[index], mode: mode)) }
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
                        group.addTask { (index, await loadPartResult(parts[index], mode: mode)) }
                        nextIndex += 1
                    }
                }
            }
            return .success(results.compactMap { $0 })
        }
        return try outcome.get()
    }

    private func loadPartResult(_ query: HeroesQuery, mode: LoadMode) async -> Result<Fetched<HeroPage>, HeroesError> {
        do {
            return .success(try await loadPart(query, mode: mode))
        } catch {
            return .failure(error)
        }
    }

    /// One page made of consecutive parts: their heroes in order, the first part's total and
    /// attribution, and the parts' combined origin.
    func merge(_ parts: [Fetched<HeroPage>], offset: Int, limit: Int) -> Fetched<HeroPage> {
        let first = parts.first?.value
        let page = HeroPage(
            offset: offset,
            limit: limit,
            total: first?.total ?? 0,
            heroes: parts.flatMap(\.value.heroes),
            attribution: first?.attribution ?? HeroPage.defaultAttribution
        )
        return Fetched(value: page, origin: FetchOrigin.combining(parts.map(\.origin)))
    }
}

import Foundation
import MarvelWire
import NetworkClient
import Testing
import TestingUtils
@testable import HeroesCore

/// The pagination gate: a next page requested during a refresh waits for it.
@Suite struct ListPaginatorTests {
    /// The first page's call, which a failure to load it names.
    static let firstPage = MarvelRoute(.characters, query: [.limit: .integer(20), .offset: .integer(0)])

    @Test func loadsPagesInOrderUntilTheEnd() async throws {
        let fixture = CacheFixture(total: 45)
        let paginator = ListPaginator(
            repository: fixture.repository(), request: HeroesQuery.page(1).request, as: Hero.self)
        var offsets: [Int] = []
        for _ in 0..<10 {
            guard let page = try await paginator.loadNextPage() else { break }
            offsets.append(page.value.offset)
        }
        #expect(offsets == [0, 20, 40])
        #expect(await paginator.items.map(\.id) == (0..<45).map(FakeMarvelServer.id))
        #expect(await paginator.hasNextPage == false)
    }

    @Test func aNextPageRequestedDuringARefreshWaitsForIt() async throws {
        let fixture = CacheFixture()
        let paginator = ListPaginator(
            repository: fixture.repository(), request: HeroesQuery.page(1).request, as: Hero.self)
        _ = try await paginator.loadNextPage()

        let gate = AsyncGate()
        fixture.server.gate = gate
        let refresh = Task { try await paginator.refresh() }
        #expect(await eventually { await gate.waiting == 1 }, "the refresh reached the server")
        let next = Task { try await paginator.loadNextPage() }
        #expect(await eventually { await paginator.pendingRequests == 2 }, "the next page was requested")
        // Give a broken gate every chance to send the next page now.
        for _ in 0..<1_000 { await Task.yield() }
        #expect(fixture.server.requests.count == 2, "only the first load and the refresh reached the server")
        #expect(fixture.server.maxInFlight == 1)

        fixture.server.gate = nil
        await gate.open()
        let refreshed = try await refresh.value
        let nextPage = try #require(try await next.value)
        #expect(refreshed.origin == .network && refreshed.value.offset == 0)
        #expect(nextPage.value.offset == 20)
        #expect(fixture.requestedOffsets == [0, 0, 20])
        #expect(fixture.server.maxInFlight == 1, "the refresh and the next page never overlapped")
        #expect(await paginator.pages.map(\.value.offset) == [0, 20])
    }

    @Test func theDeferredNextPageUsesTheRefreshedState() async throws {
        let fixture = CacheFixture(total: 60)
        let paginator = ListPaginator(
            repository: fixture.repository(), request: HeroesQuery.page(1).request, as: Hero.self)
        _ = try await paginator.loadNextPage()

        let gate = AsyncGate()
        fixture.server.gate = gate
        fixture.server.total = 20  // the list shrank: after the refresh there is no page 2
        let refresh = Task { try await paginator.refresh() }
        #expect(await eventually { await gate.waiting == 1 })
        let next = Task { try await paginator.loadNextPage() }
        #expect(await eventually { await paginator.pendingRequests == 2 })
        fixture.server.gate = nil
        await gate.open()
        #expect(try await refresh.value.value.total == 20)
        #expect(try await next.value == nil, "the next page was decided after the refresh")
        #expect(fixture.requestedOffsets == [0, 0])
    }

    @Test func aFailedRefreshDoesNotBlockTheNextPage() async throws {
        let fixture = CacheFixture()
        let paginator = ListPaginator(
            repository: fixture.repository(), request: HeroesQuery.page(1).request, as: Hero.self)
        _ = try await paginator.loadNextPage()
        fixture.server.failure = .status(500, body: "")
        await #expect(throws: HeroesError.serverError(status: 500, route: Self.firstPage)) {
            try await paginator.refresh()
        }
        fixture.server.failure = nil
        #expect(try await paginator.loadNextPage()?.value.offset == 20)
        #expect(await paginator.pendingRequests == 0)
    }
}

/// The first page as an interactive screen wants it: cached at once, then fresh, in place.
@Suite struct ListPaginatorCachedThenFreshTests {
    @Test func aCachedFirstPageArrivesBeforeTheFreshOneAndBothReplaceThePages() async throws {
        let fixture = CacheFixture(total: 45)
        let paginator = ListPaginator(
            repository: fixture.repository(), request: HeroesQuery.page(1).request, as: Hero.self)
        _ = try await paginator.loadNextPage()  // page 1, now cached
        _ = try await paginator.loadNextPage()  // page 2
        let arrived = Recorder<FetchOrigin>()
        let last = try await paginator.refreshCachedThenFresh { arrived.append($0.origin) }
        let origins = arrived.values
        #expect(origins.count == 2)
        #expect(origins.first?.fetchedAt != nil, "the cached page came first")
        #expect(origins.last == .revalidated, "then the server's answer, asked with the cached ETag")
        #expect(last?.origin == .revalidated)
        #expect(await paginator.pages.map(\.value.offset) == [0], "the other pages were dropped")
    }

    @Test func withNothingCachedOnlyTheFreshPageArrives() async throws {
        let fixture = CacheFixture(total: 45)
        let paginator = ListPaginator(
            repository: fixture.repository(), request: HeroesQuery.page(1).request, as: Hero.self)
        let arrived = Recorder<FetchOrigin>()
        try await paginator.refreshCachedThenFresh { arrived.append($0.origin) }
        #expect(arrived.values == [.network])
    }

    @Test func withNothingCachedAFailureIsThrown() async throws {
        let fixture = CacheFixture(total: 45)
        fixture.server.failure = .status(500, body: "")
        let paginator = ListPaginator(
            repository: fixture.repository(), request: HeroesQuery.page(1).request, as: Hero.self)
        await #expect(throws: HeroesError.serverError(status: 500, route: ListPaginatorTests.firstPage)) {
            try await paginator.refreshCachedThenFresh { _ in }
        }
    }
}

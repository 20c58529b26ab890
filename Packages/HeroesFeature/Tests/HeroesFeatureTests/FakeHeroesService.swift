import Foundation
import HeroesCore

/// A service over an in-memory list: pages past the end are empty, unknown ids are `notFound`,
/// and a fixed error can be forced.
struct FakeHeroesService: HeroesService {
    var all: [Hero]
    var failure: HeroesError?

    func heroes(_ query: HeroesQuery) async throws(HeroesError) -> HeroPage {
        if let failure { throw failure }
        let slice = all.dropFirst(query.offset).prefix(query.limit)
        return HeroPage(offset: query.offset, limit: query.limit, total: all.count, heroes: Array(slice), attribution: Fixtures.attribution)
    }

    func hero(id: Int) async throws(HeroesError) -> Hero {
        if let failure { throw failure }
        guard let hero = all.first(where: { $0.id == id }) else { throw .notFound(id: id) }
        return hero
    }
}

/// Holds a request until the test opens it, to observe the `loading` state.
actor Gate {
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters = []
    }
}

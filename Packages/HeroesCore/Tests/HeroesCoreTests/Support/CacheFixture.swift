import MarvelWire
import Foundation
import HeroesCore
import HeroesCoreTesting
import NetworkClient
import TestingUtils

/// A fake server, a test clock, an in-memory store and the warnings a repository reported.
struct CacheFixture {
    let server: FakeMarvelServer
    let clock = TestClock()
    let store = InMemoryHeroesStore()
    let warnings = Recorder<CacheWarning>()

    init(total: Int = 1_564, yieldsPerRequest: Int = 0) {
        server = FakeMarvelServer(total: total, yieldsPerRequest: yieldsPerRequest)
    }

    func repository(maxAge: TimeInterval = 86_400) -> HeroesRepository {
        HeroesRepository(
            service: server.service, store: store, now: clock.now, maxAge: maxAge, onWarning: warnings.callback)
    }

    /// The `If-None-Match` each request carried, in order.
    var sentETags: [String?] { server.requests.map { $0.headers["If-None-Match"] } }

    /// The `offset` of each list request, in order.
    var requestedOffsets: [Int] { server.requests.compactMap { $0.queryValue("offset").flatMap { Int($0) } } }

    func key(_ query: HeroesQuery) -> CacheKey { CacheKey(route: query.route, baseURL: FakeMarvelServer.baseURL) }
}

import MarvelWire
import Foundation
import Testing
@testable import HeroesCore

/// Cache keys never hold a secret.
@Suite struct CacheKeyTests {
    @Test func aKeyIsTheBaseURLPathAndQuery() {
        let key = CacheKey(route: HeroesQuery(offset: 20, limit: 20, nameStartsWith: "Spi", orderBy: ["-modified"]).route, baseURL: URL(string: "http://127.0.0.1:8080")!)
        #expect(key.rawValue == "http://127.0.0.1:8080/v1/public/characters?nameStartsWith=Spi&orderBy=-modified&limit=20&offset=20")
        #expect(CacheKey(route: MarvelRoute(.characters, id: 1009610), baseURL: URL(string: "https://gateway.marvel.com/v1/public")!).rawValue
            == "https://gateway.marvel.com/v1/public/characters/1009610")
    }

    @Test func signingItemsUserInfoAndFragmentAreDropped() throws {
        let url = try #require(URL(string: "HTTP://user:secret@Example.COM:8080/v1/public/characters?ts=1&limit=20&APIKEY=pub&offset=0&hash=abc#frag"))
        #expect(CacheKey(url: url).rawValue == "http://example.com:8080/v1/public/characters?limit=20&offset=0")
    }

    @Test func differentServersAndQueriesGetDifferentKeys() {
        let local = URL(string: "http://127.0.0.1:8080")!
        let other = URL(string: "http://127.0.0.1:9090")!
        let keys: Set<CacheKey> = [
            CacheKey(route: HeroesQuery.page(1).route, baseURL: local),
            CacheKey(route: HeroesQuery.page(1).route, baseURL: other),
            CacheKey(route: HeroesQuery.page(2).route, baseURL: local),
            CacheKey(route: HeroesQuery(name: "Hulk").route, baseURL: local),
            CacheKey(route: MarvelRoute(.characters, id: 1), baseURL: local),
        ]
        #expect(keys.count == 5)
    }
}

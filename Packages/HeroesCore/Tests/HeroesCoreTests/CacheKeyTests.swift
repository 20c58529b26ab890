import MarvelWire
import Foundation
import Testing
@testable import HeroesCore

/// Cache keys: one per request whatever the order of its query, never holding a secret.
@Suite struct CacheKeyTests {
    @Test func aKeyIsTheBaseURLPathAndTheQuerySortedByName() {
        let key = CacheKey(
            route: HeroesQuery(
                offset: 20, limit: 20, nameStartsWith: "Spi", orderBy: [MarvelOrder(.modified, descending: true)]
            ).route,
            baseURL: URL(string: "http://127.0.0.1:8080")!)
        #expect(
            key.rawValue
                == "http://127.0.0.1:8080/v1/public/characters?limit=20&nameStartsWith=Spi&offset=20&orderBy=-modified")
        #expect(
            CacheKey(
                route: MarvelRoute(.characters, id: 1009610),
                baseURL: URL(string: "https://gateway.marvel.com/v1/public")!
            ).rawValue
                == "https://gateway.marvel.com/v1/public/characters/1009610")
        #expect(
            CacheKey(
                route: MarvelRoute(
                    .characters, id: 5, related: .comics,
                    query: [.offset: .integer(0), .limit: .integer(20)]),
                baseURL: URL(string: "http://h")!
            ).rawValue
                == "http://h/v1/public/characters/5/comics?limit=20&offset=0")
    }

    @Test func theSameItemsInAnotherOrderGiveTheSameKeyAndItemsOfOneNameKeepTheirOrder() throws {
        let one = try #require(URL(string: "http://h/v1/public/comics?orderBy=title&limit=5&format=comic&offset=0"))
        let other = try #require(URL(string: "http://h/v1/public/comics?offset=0&format=comic&limit=5&orderBy=title"))
        #expect(CacheKey(url: one) == CacheKey(url: other))
        #expect(CacheKey(url: one).rawValue == "http://h/v1/public/comics?format=comic&limit=5&offset=0&orderBy=title")
        let repeated = try #require(URL(string: "http://h/p?b=2&a=z&b=1"))
        #expect(CacheKey(url: repeated).rawValue == "http://h/p?a=z&b=2&b=1")
    }

    @Test func signingItemsUserInfoAndFragmentAreDropped() throws {
        let url = try #require(
            URL(
                string:
                    "HTTP://user:secret@Example.COM:8080/v1/public/characters?ts=1&limit=20&APIKEY=pub&offset=0&hash=abc#frag"
            ))
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
            CacheKey(route: MarvelRoute(.characters, id: 1, related: .comics), baseURL: local),
        ]
        #expect(keys.count == 6)
    }
}

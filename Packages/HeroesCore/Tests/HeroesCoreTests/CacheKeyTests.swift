import MarvelWire
import Foundation
import Testing
@testable import HeroesCore

/// Cache keys never hold a secret; stored bodies lose the API key the API writes into links.
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

    @Test func theScrubberDropsUTMSourceValuesOnly() {
        let body = #"{"url":"http://marvel.com/x?utm_campaign=apiRef&utm_source=abc123"},{"url":"http://marvel.com/y?utm_source=def456&z=1"}"#
        let scrubbed = String(decoding: CacheBodyScrubber.scrub(Data(body.utf8)), as: UTF8.self)
        #expect(scrubbed == #"{"url":"http://marvel.com/x?utm_campaign=apiRef&utm_source="},{"url":"http://marvel.com/y?utm_source=&z=1"}"#)
        let clean = Data(#"{"name":"Spider-Man"}"#.utf8)
        #expect(CacheBodyScrubber.scrub(clean) == clean)
    }

    @Test func capturesKeepTheirShapeWhenScrubbed() throws {
        let original = try Captures.data(Captures.names[0])
        let scrubbed = CacheBodyScrubber.scrub(original)
        #expect(String(decoding: original, as: UTF8.self).contains("utm_source=PUBLIC_KEY_REMOVED"))
        #expect(!String(decoding: scrubbed, as: UTF8.self).contains("PUBLIC_KEY_REMOVED"))
        let before = try MarvelResponseDecoder.page(original, query: HeroesQuery(), server: "test")
        let after = try MarvelResponseDecoder.page(scrubbed, query: HeroesQuery(), server: "test")
        #expect(before == after)
    }
}

import MarvelWire
import Foundation
import NetworkClient
import Testing
@testable import HeroesCore

/// Answers that cannot be the answer to their request are refused, never cached, and never
/// reach arithmetic: the checks of ``AnswerCheck``, through the decoder and the repository.
@Suite struct AnswerCheckTests {
    static let query = HeroesQuery(offset: 40, limit: 20)

    /// A page envelope whose `data` has these members; `results` are heroes of these ids.
    static func page(
        offset: Int? = 40, limit: Int? = 20, total: Int? = 1_564, count: Int? = nil, ids: [Int] = [1_000_040]
    ) -> Data {
        var members: [String] = []
        if let offset { members.append("\"offset\":\(offset)") }
        if let limit { members.append("\"limit\":\(limit)") }
        if let total { members.append("\"total\":\(total)") }
        members.append("\"count\":\(count ?? ids.count)")
        let heroes = ids.map { FakeMarvelServer.hero($0 - 1_000_000, version: 1, apikey: "k") }
        members.append("\"results\":[\(heroes.joined(separator: ","))]")
        return Data("{\"code\":200,\"data\":{\(members.joined(separator: ","))}}".utf8)
    }

    static let refused: [(name: String, body: Data, reason: String)] = [
        ("another offset", page(offset: 0), "it answered offset 0 to a request for offset 40"),
        ("another limit", page(limit: 100), "it answered limit 100 to a request for limit 20"),
        ("more results than the limit", page(ids: Array(1_000_040..<1_000_061)), "it sent 21 results for limit 20"),
        ("a count that is not the results'", page(count: 5), "its count is 5 but it sent 1 results"),
        ("a total of 2^63 - 1", page(total: Int.max), "its total 9223372036854775807 is not between 0 and 100000000"),
        ("a negative total", page(total: -1), "its total -1 is not between 0 and 100000000"),
        ("a total below offset plus results", page(total: 40), "its total 40 is less than offset 40 plus 1 results"),
        ("the same id twice", page(ids: [1_000_040, 1_000_040]), "it sent id 1000040 twice"),
    ]

    @Test(arguments: refused)
    func aPageThatCannotAnswerItsQueryIsAnInvalidResponse(_ answer: (name: String, body: Data, reason: String)) {
        #expect(throws: HeroesError.invalidResponse(reason: answer.reason, server: "s"), "\(answer.name)") {
            try MarvelResponseDecoder.page(answer.body, query: Self.query, server: "s")
        }
    }

    @Test func aPageWithoutOffsetLimitOrTotalIsTakenAsAsked() throws {
        let page = try MarvelResponseDecoder.page(
            Self.page(offset: nil, limit: nil, total: nil), query: Self.query, server: "s")
        // The offset was 0 and the total 1 (the heroes alone): page 1 of 1 for an answer to offset 40.
        #expect(page.offset == 40 && page.limit == 20 && page.total == 41 && page.heroes.map(\.id) == [1_000_040])
        #expect(page.pageNumber == 3 && page.pageCount == 3)
    }

    @Test func anEmptyPagePastTheEndIsAnAnswer() throws {
        let page = try MarvelResponseDecoder.page(Self.page(total: 10, ids: []), query: Self.query, server: "s")
        #expect(page.heroes.isEmpty && page.total == 10)
    }

    @Test func anotherHeroThanTheOneAskedForIsAnInvalidResponse() {
        #expect(throws: HeroesError.invalidResponse(reason: "it sent hero 1000001 when asked for hero 5", server: "s"))
        {
            try MarvelResponseDecoder.hero(Self.page(offset: 0, total: 1, ids: [1_000_001]), id: 5, server: "s")
        }
    }

    @Test func twoHeroesForOneIdIsAnInvalidResponse() {
        #expect(throws: HeroesError.invalidResponse(reason: "it sent 2 results for hero 1000001", server: "s")) {
            try MarvelResponseDecoder.hero(
                Self.page(offset: 0, total: 2, ids: [1_000_001, 1_000_002]), id: 1_000_001, server: "s")
        }
    }

    /// A single hero's answer has its numbers checked as a page's are (they were not: a total
    /// of 2^63 − 1 was shown).
    @Test(arguments: [
        (
            Self.page(offset: 0, total: Int.max, ids: [1_000_005]),
            "its total 9223372036854775807 is not between 0 and 100000000"
        ),
        (Self.page(offset: 0, total: -1, ids: [1_000_005]), "its total -1 is not between 0 and 100000000"),
        (Self.page(offset: 0, total: 1, count: 7, ids: [1_000_005]), "its count is 7 but it sent 1 results"),
    ])
    func aHeroWithAbsurdNumbersIsAnInvalidResponse(body: Data, reason: String) {
        #expect(throws: HeroesError.invalidResponse(reason: reason, server: "s")) {
            try MarvelResponseDecoder.hero(body, id: 1_000_005, server: "s")
        }
    }

    @Test func noHeroForAnIdIsNotFound() {
        #expect(throws: HeroesError.notFound(.characters, id: 5)) {
            try MarvelResponseDecoder.hero(Self.page(offset: 0, total: 0, ids: []), id: 5, server: "s")
        }
    }

    @Test func noComicForAnIdIsThatComicNotFound() {
        let empty = Data(#"{"code":200,"data":{"offset":0,"limit":20,"total":0,"count":0,"results":[]}}"#.utf8)
        #expect(throws: HeroesError.notFound(.comics, id: 5)) {
            try MarvelResponseDecoder.record(empty, id: 5, as: Comic.self, server: "s")
        }
    }

    @Test func aNegativeAvailableCountIsAnInvalidResponse() {
        let body = String(decoding: Self.page(), as: UTF8.self)
            .replacingOccurrences(
                of: "\"comics\":{\"available\":5", with: "\"comics\":{\"available\":-9223372036854775808")
        #expect(
            throws: HeroesError.invalidResponse(reason: "it sent a negative count (-9223372036854775808)", server: "s")
        ) {
            try MarvelResponseDecoder.page(Data(body.utf8), query: Self.query, server: "s")
        }
    }

    @Test func aRefusedAnswerIsNotCached() async throws {
        let fixture = CacheFixture()
        fixture.server.failure = .status(200, body: String(decoding: Self.page(total: Int.max), as: UTF8.self))
        await #expect(throws: HeroesError.self) { try await fixture.repository().page(Self.query, policy: .normal) }
        #expect(try await fixture.store.entry(for: fixture.key(Self.query)) == nil)
    }

    @Test func aRefusedAnswerAlreadyInTheCacheIsIgnoredOffline() async throws {
        let fixture = CacheFixture()
        try await fixture.store.save(
            CacheEntry(
                key: fixture.key(Self.query), pattern: .list(.characters), body: Self.page(total: -1), etag: nil,
                fetchedAt: fixture.clock.date
            ))
        await #expect(throws: HeroesError.notCached(what: Self.query.request.summary)) {
            try await fixture.repository().page(Self.query, policy: .offline)
        }
    }

    @Test func anotherHeroIsNeitherShownNorCachedAsTheOneAskedFor() async throws {
        let fixture = CacheFixture()
        fixture.server.failure = .status(
            200, body: String(decoding: Self.page(offset: 0, total: 1, ids: [1_000_001]), as: UTF8.self))
        await #expect(
            throws: HeroesError.invalidResponse(
                reason: "it sent hero 1000001 when asked for hero 1000005", server: "http://127.0.0.1:8080",
                route: MarvelRoute(.characters, id: 1_000_005))
        ) {
            try await fixture.repository().hero(id: 1_000_005, policy: .normal)
        }
        #expect(try await fixture.store.stats().heroes == 0)
    }

    @Test func allHeroesStopsAfterTheFirstCallWhenTheTotalNeedsMoreCallsThanAllowed() async throws {
        let fixture = CacheFixture(total: 10_000_000)
        await #expect(throws: HeroesError.tooManyCalls(items: 10_000_000, calls: 100_000, allowed: 100)) {
            try await fixture.repository().allHeroes()
        }
        #expect(fixture.server.requests.count == 1)
    }

    @Test func allHeroesFetchesEverythingWhenTheCallsFitTheLimit() async throws {
        let fixture = CacheFixture(total: 250)
        let fetched = try await fixture.repository().allHeroes(maximumCalls: 3)
        #expect(fetched.value.heroes.count == 250 && fixture.server.requests.count == 3)
        await #expect(throws: HeroesError.tooManyCalls(items: 250, calls: 3, allowed: 2)) {
            try await fixture.repository().allHeroes(policy: .refresh, maximumCalls: 2)
        }
    }
}

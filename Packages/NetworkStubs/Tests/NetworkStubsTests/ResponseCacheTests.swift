import AppConfig
import Foundation
import NetworkClient
import Testing
@testable import NetworkStubs

@Suite("Response cache: encoded bodies kept per normalized request")
struct ResponseCacheTests {
    /// The 2017 snapshot, written once for the run: the real universe, with pages of 100 and
    /// Spider-Man's and Iron Man's records and lists.
    private static let snapshot = try! Catalog(database: MaterializedSnapshot.catalog())

    /// A fresh API over the snapshot with its own cache, or `cache` when two must share one.
    private func freshAPI(_ cache: ResponseCache = ResponseCache(), credentials: MarvelCredentials? = nil) -> MarvelAPI
    {
        MarvelAPI(catalog: Self.snapshot, configuration: MarvelAPIConfiguration(credentials: credentials), cache: cache)
    }

    private func signed(_ pathAndQuery: String, ts: String = "42", hash: String = "anyhash") -> HTTPRequest {
        let separator = pathAndQuery.contains("?") ? "&" : "?"
        return HTTPRequest(
            url: URL(string: "http://stubs.test\(pathAndQuery)\(separator)apikey=anykey&ts=\(ts)&hash=\(hash)")!)
    }

    @Test("the same query twice: byte-identical bodies and headers, encoded once")
    func sameQueryTwice() throws {
        let cache = ResponseCache()
        let api = freshAPI(cache)
        let first = api.respond(to: signed("/v1/public/characters?limit=20&offset=20"), now: testNow)
        let second = api.respond(to: signed("/v1/public/characters?limit=20&offset=20"), now: testNow)
        #expect(first.statusCode == 200)
        #expect(first == second)
        #expect(first.body == second.body)
        #expect(cache.count == 1)
        #expect(cache.byteCount == first.body.count)
    }

    @Test("cached answers equal uncached ones, for lists, details, related lists, filters and orderings")
    func cachedEqualsUncached() throws {
        let queries = [
            "/v1/public/characters",
            "/v1/public/characters?limit=5",
            "/v1/public/characters?limit=5&offset=5",
            "/v1/public/characters?offset=5&limit=5",
            "/v1/public/characters?nameStartsWith=spider",
            "/v1/public/characters?nameStartsWith=iron",
            "/v1/public/characters?nameStartsWith=Spider%2DMan",
            "/v1/public/characters?orderBy=-name&limit=3",
            "/v1/public/characters?orderBy=modified&limit=3",
            "/v1/public/characters?orderBy=-modified&limit=3",
            "/v1/public/characters?name=Spider-Man%20(Peter%20Parker)",
            "/v1/public/characters?name=Spider-Man+(Peter+Parker)",
            "/v1/public/characters/1009610",
            "/v1/public/characters/1009368",
            "/v1/public/characters/1009610/comics?limit=3",
            "/v1/public/characters/1009610/series?orderBy=-title",
            "/v1/public/characters/1009610/stories",
            "/v1/public/characters/1009610/events",
        ]
        let cache = ResponseCache()
        let cached = freshAPI(cache)
        for query in queries {
            // Twice through the cached API (the second from the cache), once through an API
            // whose cache keeps nothing.
            let first = cached.respond(to: signed(query), now: testNow)
            let second = cached.respond(to: signed(query, ts: "other"), now: testNow)
            let uncached = freshAPI(ResponseCache(maximumEntries: 0)).respond(to: signed(query), now: testNow)
            #expect(first.statusCode == 200, "\(query)")
            #expect(first == uncached, "\(query)")
            #expect(second == uncached, "\(query)")
        }
        // Different queries never share an entry, and the order of the parameters makes another
        // key; `%20` and `+` decode to the same space, so those two names share one.
        #expect(cache.count == queries.count - 1)
        let limitFive = cached.respond(to: signed("/v1/public/characters?limit=5"), now: testNow)
        let spiders = cached.respond(to: signed("/v1/public/characters?nameStartsWith=spider"), now: testNow)
        #expect(limitFive.body != spiders.body)
    }

    @Test("signature values do not split the cache, and the signature is still checked on every request")
    func signatureStillChecked() throws {
        let keys = MarvelCredentials(publicKey: "1234", privateKey: "abcd")
        let cache = ResponseCache()
        let api = freshAPI(cache, credentials: keys)
        func request(ts: String, hash: String, apikey: String = "1234") -> HTTPRequest {
            HTTPRequest(
                url: URL(
                    string: "http://stubs.test/v1/public/characters?limit=3&ts=\(ts)&apikey=\(apikey)&hash=\(hash)")!)
        }
        let good = api.respond(to: request(ts: "1", hash: keys.hash(timestamp: "1")), now: testNow)
        let alsoGood = api.respond(to: request(ts: "2", hash: keys.hash(timestamp: "2")), now: testNow)
        #expect(good.statusCode == 200)
        #expect(alsoGood.body == good.body)
        #expect(cache.count == 1)

        #expect(api.respond(to: request(ts: "3", hash: "wrong"), now: testNow).statusCode == 401)
        #expect(
            api.respond(to: request(ts: "1", hash: keys.hash(timestamp: "1"), apikey: "other"), now: testNow).statusCode
                == 401)
        let unsigned = HTTPRequest(url: URL(string: "http://stubs.test/v1/public/characters?limit=3&ts=1&apikey=1234")!)
        #expect(api.respond(to: unsigned, now: testNow).statusCode == 409)
        // A blank timestamp passes the gateway's check but not the query's: still the 409.
        let blank = api.respond(to: request(ts: "%20", hash: keys.hash(timestamp: " ")), now: testNow)
        #expect(blank.statusCode == 409)
        #expect(
            String(decoding: blank.body, as: UTF8.self)
                == #"{"code":409,"status":"You must pass a value for the parameter ts"}"#)
    }

    @Test("If-None-Match, HEAD and the Date header still follow each request")
    func perRequestHeaders() throws {
        let api = freshAPI()
        let first = api.respond(to: signed("/v1/public/characters/1009610"), now: testNow)
        let etag = try #require(first.headers["ETag"])
        var conditional = signed("/v1/public/characters/1009610")
        conditional.headers["If-None-Match"] = "\"\(etag)\""
        let notModified = api.respond(to: conditional, now: testNow)
        #expect(notModified.statusCode == 304)
        #expect(notModified.body.isEmpty)
        var head = signed("/v1/public/characters/1009610")
        head.method = .head
        let headResponse = api.respond(to: head, now: testNow)
        #expect(headResponse.statusCode == 200)
        #expect(headResponse.body.isEmpty)
        #expect(headResponse.headers["Content-Length"] == String(first.body.count))
        let later = api.respond(to: signed("/v1/public/characters/1009610"), now: testNow.addingTimeInterval(3600))
        #expect(later.headers["Date"] != first.headers["Date"])
        #expect(later.body == first.body)
    }

    @Test("faults and the rate limit still apply to a cached query")
    func faultsAndLimitsApply() async throws {
        let server = MarvelServer(api: freshAPI(), rateLimit: RateLimit(callsPerDay: 3), clock: { testNow })
        let query = signed("/v1/public/characters?limit=4")
        #expect(server.reply(to: query).response?.statusCode == 200)
        #expect(server.reply(to: query).response?.statusCode == 200)
        server.setFaults(try FaultPlan(parsing: "status=503:next1"))
        #expect(server.reply(to: query).response?.statusCode == 503)
        server.setFaults(try FaultPlan(parsing: "malformed:next1"))
        let malformed = try #require(server.reply(to: query).response)
        #expect(malformed.statusCode == 200)
        #expect((try? JSONSerialization.jsonObject(with: malformed.body)) == nil)
        // Faults come before the count: two calls counted so far, one left.
        #expect(server.reply(to: query).response?.statusCode == 200)
        #expect(server.reply(to: query).response?.statusCode == 429)
        // The cached body was not changed by the malformed fault.
        let clean = freshAPI().respond(to: query, now: testNow)
        #expect(server.api.respond(to: query, now: testNow).body == clean.body)
    }

    @Test("bounded in entries: the least recently used entry goes first")
    func boundedInEntries() throws {
        let cache = ResponseCache(maximumEntries: 3)
        let api = freshAPI(cache)
        for limit in 1...3 { _ = api.respond(to: signed("/v1/public/characters?limit=\(limit)"), now: testNow) }
        _ = api.respond(to: signed("/v1/public/characters?limit=1"), now: testNow)  // used again
        for limit in 4...10 {
            _ = api.respond(to: signed("/v1/public/characters?limit=\(limit)"), now: testNow)
            #expect(cache.count <= 3)
        }
        #expect(cache.count == 3)
        let recent = ResponseCache.Key(
            path: "/v1/public/characters", query: QueryParameters(url: signed("/v1/public/characters?limit=10").url))
        let evicted = ResponseCache.Key(
            path: "/v1/public/characters", query: QueryParameters(url: signed("/v1/public/characters?limit=2").url))
        #expect(cache.entry(for: recent) != nil)
        #expect(cache.entry(for: evicted) == nil)
    }

    @Test("bounded in bytes: the total stays under the bound, and a body over it is not kept")
    func boundedInBytes() throws {
        let single = freshAPI().respond(to: signed("/v1/public/characters?limit=10"), now: testNow).body.count
        let cache = ResponseCache(maximumEntries: 100, maximumBytes: single * 3)
        let api = freshAPI(cache)
        for offset in 0..<10 {
            _ = api.respond(to: signed("/v1/public/characters?limit=10&offset=\(offset)"), now: testNow)
            #expect(cache.byteCount <= single * 3)
        }
        #expect(cache.count >= 1)
        let big = api.respond(to: signed("/v1/public/characters?limit=100"), now: testNow)
        #expect(big.statusCode == 200)
        #expect(big.body.count > single * 3)
        #expect(cache.byteCount <= single * 3)
        let bigKey = ResponseCache.Key(
            path: "/v1/public/characters", query: QueryParameters(url: signed("/v1/public/characters?limit=100").url))
        #expect(cache.entry(for: bigKey) == nil)
    }

    @Test("query decoding matches Foundation's: + is a space, escapes decoded, bad escapes left as they are")
    func queryDecoding() {
        let samples = [
            "plain", "a+b", "%20", "a%2Bb", "%zz", "%", "%4", "100%", "%C3%A9t%C3%A9", "%FF", "%C3", "+%2B+", "%00x",
            "Spider-Man+(Peter+Parker)", "caf\u{e9}", "%e2%82%ac", "%E2%82", "++", "",
        ]
        for sample in samples {
            let spaced = sample.replacingOccurrences(of: "+", with: " ")
            let expected = spaced.removingPercentEncoding ?? spaced
            var bytes = sample
            #expect(bytes.withUTF8 { QueryParameters.decode($0) } == expected, "\(sample)")
        }
    }
}

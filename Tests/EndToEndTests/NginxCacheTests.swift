import Foundation
import Testing
import TestingUtils

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `heroes serve` scales out behind a standard HTTP cache: Debian's nginx, with the
/// configuration the README shows, keeps an answer, serves it to callers with other signatures,
/// and once it is stale revalidates it with the ETag, which `heroes serve` answers with a 304.
@Suite struct NginxCacheTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    struct Answer {
        let status: Int
        let cache: String?
        let body: Data
    }

    static func get(_ url: String) async throws -> Answer {
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let (body, response) = try await session.data(from: try #require(URL(string: url)))
        let http = try #require(response as? HTTPURLResponse)
        return Answer(status: http.statusCode, cache: http.value(forHTTPHeaderField: "X-Cache-Status"), body: body)
    }

    @Test func nginxMissesThenHitsThenRevalidatesWithA304FromHeroesServe() async throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let path = "/v1/public/characters/1009610"
        let direct = try await Self.get(server.baseURL + path + "?apikey=a&ts=1&hash=b")
        #expect(direct.status == 200)

        // The hit needs the second call within the answer's one-second freshness, which a loaded
        // machine can miss: the pair is tried on a new proxy (an empty cache), at most 3 times.
        var proxy: NginxCacheProxy
        var second: Answer
        var tries = 0
        repeat {
            tries += 1
            proxy = try NginxCacheProxy(upstreamPort: server.port)
            let first = try await Self.get(proxy.baseURL + path + "?apikey=a&ts=1&hash=b")
            #expect(first.status == 200)
            #expect(first.cache == "MISS")
            #expect(first.body == direct.body)
            // Signed by another caller at another time: the key leaves ts, apikey and hash out.
            second = try await Self.get(proxy.baseURL + path + "?ts=2&apikey=c&hash=d")
        } while second.cache != "HIT" && tries < 3
        #expect(second.cache == "HIT")
        #expect(second.body == direct.body)
        // Fresh for a second: asked again every 200 ms until it is not a hit (at most 150 times,
        // 30 s: a bound on a hang, far past the second a loaded machine may stretch).
        var later = second
        var asked = 0
        while later.cache == "HIT", asked < 150 {
            try await Task.sleep(for: .milliseconds(200))
            asked += 1
            later = try await Self.get(proxy.baseURL + path + "?apikey=a&ts=\(2 + asked)&hash=e")
        }
        #expect(later.status == 200)
        #expect(later.cache == "REVALIDATED")
        #expect(later.body == direct.body)

        // nginx's own record of what heroes serve answered: 200, nothing for the hits, then 304.
        #expect(await eventually { proxy.accessLog().count == 2 + asked })
        let log = proxy.accessLog()
        #expect(log.first?.hasPrefix("MISS 200 /v1/public/characters/1009610?") == true, "\(log)")
        #expect(log.dropFirst().dropLast().allSatisfy { $0.hasPrefix("HIT - ") }, "\(log)")
        #expect(log.last?.hasPrefix("REVALIDATED 304 /v1/public/characters/1009610?") == true, "\(log)")
    }

    @Test func theReadmeShowsTheNginxConfigurationTheTestRuns() throws {
        let readme = try String(
            contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```nginx\n").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }
        #expect(blocks.count == 1, "the README has one nginx block")
        #expect(blocks.first == (try NginxCacheProxy.configuration()))
    }
}

import Foundation
import Testing
import TestingUtils

/// `heroes path` on the release binary: the shortest chain of shared comics, on the embedded
/// catalog and against `heroes serve`, and what it refuses.
@Suite struct PathCommandTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    func hops(_ result: ProcessResult) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(object["hops"] as? [[String: Any]])
    }

    @Test func howardTheDuckReachesThanosThroughSharedComicsEachHopJoined() throws {
        let result = try heroes.run(["path", "Howard the Duck", "Thanos", "--json"])
        #expect(result.status == 0, "\(result)")
        let hops = try hops(result)
        #expect(!hops.isEmpty && hops.count <= 3, "\(hops.count) hops")
        let first = try #require(hops.first?["from"] as? [String: Any])
        let last = try #require(hops.last?["to"] as? [String: Any])
        #expect((first["name"] as? String)?.lowercased() == "howard the duck" && last["name"] as? String == "Thanos")
        for (index, hop) in hops.enumerated() {
            #expect(hop["hop"] as? Int == index + 1)
            let comic = try #require(hop["comic"] as? [String: Any])
            let comicID = try #require(comic["id"] as? Int)
            // Each hop's heroes are both in its comic, as the API itself lists them.
            let members = try heroes.run(["api", "comics/\(comicID)/characters", "-f", "limit=100"])
            let ids = Set(
                ((try JSONSerialization.jsonObject(with: Data(members.stdout.utf8)) as? [String: Any])?["data"]
                    as? [String: Any])?["results"].flatMap { $0 as? [[String: Any]] }?.compactMap { $0["id"] as? Int }
                    ?? [])
            let from = try #require((hop["from"] as? [String: Any])?["id"] as? Int)
            let to = try #require((hop["to"] as? [String: Any])?["id"] as? Int)
            #expect(ids.contains(from) && ids.contains(to), "hop \(index + 1): comic \(comicID)")
        }
        let piped = try heroes.run(["path", "Howard the Duck", "Thanos"])
        #expect(piped.stdout.split(separator: "\n").count == hops.count)
    }

    @Test func theSameChainComesFromHeroesServe() throws {
        let server = try ServeProcess(heroes, env: LoopbackServeTests.keys)
        defer { server.stop() }
        let embedded = try heroes.run(["path", "1009610", "1009718", "--json"])
        let served = try heroes.run(
            ["path", "1009610", "1009718", "--json"],
            env: LoopbackServeTests.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 })
        #expect(served.status == 0, "\(served)")
        #expect(try hops(served).count == (try hops(embedded)).count)
    }

    @Test func aHeroAndHimselfIsAUsageErrorAndAnUnknownHeroIsNotFound() throws {
        let same = try heroes.run(["path", "spider-man", "1009610"])
        #expect(same.status == 64 && same.stderr.contains("are the same hero (id 1009610)"), "\(same)")
        let unknown = try heroes.run(["path", "Spider-Man", "Nobody At All"])
        #expect(unknown.status == 66, "\(unknown)")
    }

    @Test func aHeroInNoComicIsNotConnected() throws {
        // 1017100, A-Bomb (HAS), appears in no comic of the 2017 catalog.
        let result = try heroes.run(["path", "1017100", "1009610"])
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("share no chain of comics"), "\(result)")
    }
}

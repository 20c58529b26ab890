import Foundation
import Testing
import TestingUtils

/// `heroes api PATH` on the release binary: the API's bodies as they come, on the embedded
/// catalog and against `heroes serve`, its errors with their exit statuses, `--paginate`, and
/// a hostile server's text made harmless on a terminal.
@Suite struct ApiCommandTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    func json(_ result: ProcessResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func aRecordIsTheAPIsBodyTheSameOnTheEmbeddedCatalogAndOverHTTP() throws {
        let embedded = try heroes.run(["api", "characters/1009610"])
        #expect(embedded.status == 0 && embedded.stderr.isEmpty, "\(embedded)")
        #expect(embedded.stdout.hasPrefix(#"{"code":200,"status":"Ok""#) && embedded.stdout.hasSuffix("}\n"))
        let server = try ServeProcess(heroes, env: LoopbackServeTests.keys)
        defer { server.stop() }
        let served = try heroes.run(
            ["api", "/v1/public/characters/1009610"],
            env: LoopbackServeTests.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 })
        #expect(served.status == 0, "\(served)")
        #expect(served.stdout == embedded.stdout, "the same bytes from the same catalog")
        #expect(!served.stdout.contains(LoopbackServeTests.keys["MARVEL_PUBLIC_KEY"]!), "no key in the output")
    }

    @Test func theQueryAfterTheQuestionMarkAndTheFieldsAreOneQuery() throws {
        let both = try json(
            try heroes.run(["api", "comics?titleStartsWith=Hulk", "-f", "startYear=2016", "-f", "limit=2"]))
        let data = try #require(both["data"] as? [String: Any])
        #expect(data["total"] as? Int == 5 && data["count"] as? Int == 2)
        let titles = (data["results"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
        #expect(titles?.allSatisfy { $0.hasPrefix("Hulk (2016)") } == true, "\(titles ?? [])")
    }

    @Test func aRecordThatIsNotThereIsTheAPIs404BodyAndExit66() throws {
        let result = try heroes.run(["api", "comics/1"])
        #expect(result.status == 66)
        #expect(result.stdout == #"{"code":404,"status":"We couldn't find that comic"}"# + "\n")
        #expect(result.stderr == "heroes: no comic with id 1. Try `heroes comics list` to see the ids.\n")
    }

    /// Refused before any call: the base URL names a port the test holds bound and not
    /// listening (no other process can take it).
    @Test func aQueryTheAPIRefusesIsIts409BodyBeforeAnyCall() throws {
        let refusing = try RefusingPort()
        let result = try heroes.run(
            ["api", "comics?orderBy=name"],
            env: LoopbackServeTests.keys.merging(["HEROES_BASE_URL": "http://127.0.0.1:\(refusing.port)"]) { $1 })
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout == #"{"code":409,"status":"We don't recognize the ordering parameter name"}"# + "\n")
        #expect(result.stderr.contains("(HTTP 409)"))
    }

    @Test(arguments: [["api", "heroes"], ["api", "comics?apikey=x"], ["api", "comics", "-f", "limit"]])
    func aPathNoOperationHasOrASignatureFieldIsAUsageError(arguments: [String]) throws {
        let result = try heroes.run(arguments)
        #expect(result.status == 64 && result.stdout.isEmpty, "\(result)")
    }

    @Test func paginateMergesEveryPageIntoOneAnswer() throws {
        let merged = try json(
            try heroes.run(["api", "series", "-f", "titleStartsWith=X-Men", "-f", "limit=7", "--paginate"]))
        let data = try #require(merged["data"] as? [String: Any])
        let total = try #require(data["total"] as? Int)
        let results = try #require(data["results"] as? [[String: Any]])
        #expect(total > 7, "several pages")
        #expect(results.count == total && data["count"] as? Int == total && data["offset"] as? Int == 0)
        let ids = results.compactMap { $0["id"] as? Int }
        #expect(Set(ids).count == total, "each series once")
        let one = try json(try heroes.run(["api", "series", "-f", "titleStartsWith=X-Men", "-f", "limit=100"]))
        let single = (one["data"] as? [String: Any])?["results"] as? [[String: Any]]
        let first = try #require(single?.compactMap { $0["id"] as? Int })
        #expect(Array(ids.prefix(first.count)) == first, "the first 100 as one call of 100 gives them, in order")
        let refused = try heroes.run(["api", "comics", "--paginate"])
        #expect(refused.status == 64 && refused.stderr.contains("38197 comics, which takes 382 calls"), "\(refused)")
    }

    @Test func aHostileServersTextDrivesNoTerminal() throws {
        let hostile = HostileServerTests.envelope(total: 1, results: [HostileServerTests.hostileHero(id: 7)])
        for body in [hostile, "not json \u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[2J"] {
            let server = try HostileServerTests.ScriptedServer(body: body)
            let result = try heroes.runOnTerminal(["api", "characters/7", "--no-pager"], env: server.env, columns: 100)
            #expect(!result.stdout.contains("\u{1B}]"), "no OSC reaches the terminal: \(result.stdout)")
            #expect(!result.stdout.contains("\u{1B}[2J") && !result.stdout.contains("\u{202E}"))
            #expect(result.stdout.contains("Evil") || result.stdout.contains("not json"))
        }
    }
}

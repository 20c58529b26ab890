import Foundation
import Testing
import TestingUtils

/// `heroes show <id> --comics`: the comics a hero appears in through the generic path, in
/// process, over `heroes serve`, on a terminal, piped, as JSON, and from the cache offline.
@Suite struct HeroComicsTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    static let spiderMan = 1_009_610

    @Test("piped, pages 1 and 2 are one TSV line per comic, as the catalog serves them")
    func pipedPagesAreTheCatalogsComics() async throws {
        for page in [1, 2] {
            let expected = try await Expected.comics(ofHero: Self.spiderMan, page: page)
            #expect(!expected.items.isEmpty)
            let result = try heroes.run(["show", String(Self.spiderMan), "--comics", "--page", String(page)])
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout == expected.items.map(Expected.tsvRow).map { $0 + "\n" }.joined())
        }
    }

    @Test("--json names the hero, the page and the total, and lists the page's comics in order")
    func json() async throws {
        let expected = try await Expected.comics(ofHero: Self.spiderMan, page: 1, perPage: 5)
        let result = try heroes.run(["show", String(Self.spiderMan), "--comics", "--per-page", "5", "--json"])
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["hero"] as? Int == Self.spiderMan)
        #expect(object["page"] as? Int == 1)
        #expect(object["perPage"] as? Int == 5)
        #expect(object["total"] as? Int == expected.total)
        let comics = try #require(object["comics"] as? [[String: Any]])
        #expect(comics.compactMap { $0["id"] as? Int } == expected.items.map(\.id))
        #expect(comics.compactMap { $0["title"] as? String } == expected.items.map(\.title))
    }

    @Test("on a terminal the table has the header, the next page's command and the attribution")
    func terminal() async throws {
        let expected = try await Expected.comics(ofHero: Self.spiderMan, page: 1)
        let result = try heroes.runOnTerminal(
            ["show", String(Self.spiderMan), "--comics", "--color", "never"], columns: 100)
        #expect(result.status == 0, "\(result)")
        let comics =
            expected.total == 1
            ? "1 comic"
            : "\(expected.total.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))) comics"
        for text in [
            "Comics of hero 1009610 · page 1 of \(expected.pageCount) · \(comics)", "ID", "TITLE", "ON SALE", "FORMAT",
            expected.attribution,
        ] {
            #expect(result.stdout.contains(text), "missing \(text)\n\(result.stdout)")
        }
        if expected.hasNextPage {
            #expect(result.stdout.contains("Next: heroes show 1009610 --comics --page 2"), "\(result.stdout)")
        }
    }

    @Test("a hero with no such id is not found (66); paging flags without --comics are a usage error (64)")
    func badInputs() throws {
        let missing = try heroes.run(["show", "42", "--comics"])
        #expect(missing.status == 66, "\(missing)")
        #expect(missing.stdout == "")
        #expect(
            missing.stderr.hasSuffix("heroes: no hero with id 42. Try `heroes list` to see the ids.\n"), "\(missing)")
        let usage = try heroes.run(["show", "1009610", "--page", "2"])
        #expect(usage.status == 64, "\(usage)")
        #expect(
            usage.stderr.contains("--page and --per-page go with --comics: heroes show 1009610 --comics --page 2"),
            "\(usage)")
    }

    @Test("over heroes serve the comics are the in-process ones, and once it stops the cache answers them offline")
    func servedThenCachedOffline() throws {
        let server = try ServeProcess(heroes)
        let env = LoopbackServeTests.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 }
        let arguments = ["show", String(Self.spiderMan), "--comics", "--page", "2"]
        let inProcess = try heroes.run(arguments)
        let online = try heroes.run(arguments, env: env)
        #expect(online.status == 0, "\(online)")
        #expect(online.stdout == inProcess.stdout)
        server.stop()
        let offline = try heroes.run(arguments + ["--offline"], env: env)
        #expect(offline.status == 0, "\(offline)")
        #expect(offline.stdout == online.stdout)
        #expect(
            offline.stderr == "heroes: offline: showing page 2 of hero 1009610's comics as cached just now\n",
            "\(offline)")
        let stale = try heroes.run(arguments + ["--max-age", "0"], env: env)
        #expect(stale.status == 0, "\(stale)")
        #expect(stale.stdout == online.stdout)
        #expect(
            stale.stderr.hasSuffix("heroes: offline: showing page 2 of hero 1009610's comics as cached just now\n"),
            "\(stale)")
        let notCached = try heroes.run(
            ["show", String(Self.spiderMan), "--comics", "--page", "3", "--offline"], env: env)
        #expect(notCached.status == 69, "\(notCached)")
    }
}

import Foundation
import HeroesCore
import Testing
import TestingUtils

/// `heroes show NAME` as people type names, and `heroes list --name-contains`, on the 2017
/// snapshot (in-process), on a terminal and piped, and over HTTP.
@Suite struct NameLookupTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    /// Every hero's name as it comes out of the catalog, read as the binary reads it.
    static let names = Heroes.catalog.names(of: .characters).map { NamedRecord(id: $0.id, name: $0.name) }

    @Test func everyHeroOfTheSnapshotIsFoundByItsNameTypedLoosely() {
        #expect(Self.names.count == 1_485, "every character of the snapshot has a name")
        var byKey: [NameKey: [Int]] = [:]
        for record in Self.names { byKey[NameKey(record.name), default: []].append(record.id) }
        for record in Self.names {
            // Lower case, hyphens and dots as spaces: how a name is typed in a hurry.
            let typed = record.name.lowercased().replacingOccurrences(of: "-", with: " ")
                .replacingOccurrences(of: ".", with: " ")
            switch NameMatch.find(typed, in: Self.names) {
            case .found(let found):
                #expect(found.id == record.id, "\(typed) found \(found.name)")
            case .several(let candidates):
                #expect(
                    candidates.map(\.id).sorted() == byKey[NameKey(record.name)]?.sorted(),
                    "only names that fold alike are several: \(typed)")
            case .none, .empty:
                Issue.record("\(record.name) typed as \"\(typed)\" found nothing")
            }
        }
    }

    @Test func spiderManTypedWithASpaceIsShownPipedAndOnATerminal() throws {
        let piped = try heroes.run(["show", "spider man"])
        #expect(piped.status == 0, "\(piped)")
        #expect(piped.stdout.hasPrefix("id\t1009610\nname\tSpider-Man\n"), "\(piped)")
        let terminal = try heroes.runOnTerminal(["show", "SPIDER-MAN", "--color", "never"])
        #expect(terminal.status == 0, "\(terminal)")
        #expect(terminal.stdout.contains("ID           1009610"), "\(terminal)")
    }

    @Test func aPartOfNamesListsTheCandidatesAsCommandsToPaste() throws {
        let result = try heroes.run(["show", "spider"])
        #expect(result.status == 66, "\(result)")
        let lines = result.stderr.split(separator: "\n").map(String.init).filter { !$0.contains("embedded catalog") }
        #expect(
            lines.prefix(4) == [
                "heroes: no hero is named \"spider\". Did you mean one of these?",
                "  heroes show Spider-Man", "  heroes show Spider-dok", "  heroes show 'Spider-Man (1602)'",
            ], "\(result)")
        #expect(lines.count == 9, "eight candidates at most: \(result)")
        #expect(result.stdout.isEmpty)
        let terminal = try heroes.runOnTerminal(["show", "ant man"])
        #expect(terminal.status == 66, "\(terminal)")
        #expect(terminal.stdout.contains("  heroes show 'Ant-Man (Eric O'\\''Grady)'"), "shell-quoted: \(terminal)")
    }

    @Test func aTypoOffersTheNameAFewEditsAway() throws {
        let result = try heroes.run(["show", "spidr-man"])
        #expect(result.status == 66, "\(result)")
        #expect(result.stderr.hasSuffix("Did you mean one of these?\n  heroes show Spider-Man\n"), "\(result)")
    }

    @Test func nameContainsFiltersTheWholeListAndPagesThroughTheMatches() throws {
        let first = try heroes.run(["list", "--name-contains", "spider man", "-n", "3"])
        #expect(first.status == 0, "\(first)")
        let ids = first.stdout.split(separator: "\n").map { $0.split(separator: "\t")[0] }
        #expect(ids == ["1009610", "1011054", "1014873"], "\(first)")
        let expected = Self.names.filter { NameKey($0.name).contains(NameKey("spider man")) }.count
        let all = try heroes.run(["list", "--name-contains", "Spider Man", "--all", "--json"])
        #expect(all.status == 0, "\(all)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])
        #expect((object["heroes"] as? [Any])?.count == expected && expected > 10, "\(expected)")
        let terminal = try heroes.runOnTerminal(
            ["list", "--name-contains", "spider man", "--limit", "2", "--page", "2", "--color", "never"])
        #expect(terminal.status == 0, "\(terminal)")
        #expect(terminal.stdout.contains("Spider-Man (Ai Apaec)"), "\(terminal)")
        #expect(
            terminal.stdout.contains("heroes list --page 3 --per-page 2 --name-contains 'spider man'"), "\(terminal)")
    }

    @Test func overHTTPAnExactNameTakesOneCallAndALooseOneTheCachedList() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let env = LoopbackServeTests.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 }
        let loose = try heroes.run(["show", "spider man", "--verbose"], env: env)
        #expect(loose.status == 0, "\(loose)")
        #expect(loose.stdout.hasPrefix("id\t1009610\n"), "\(loose)")
        let offline = try heroes.run(["show", "SPIDER MAN", "--offline"], env: env)
        #expect(offline.status == 0, "the whole list was cached: \(offline)")
        let ambiguous = try heroes.run(["show", "spider", "--offline"], env: env)
        #expect(ambiguous.status == 66, "\(ambiguous)")
        #expect(ambiguous.stderr.contains("  heroes show Spider-Man\n"), "\(ambiguous)")
        server.stop()
        // Shell completion with a server reads the cache alone: the server is gone.
        let completion = try heroes.run(
            ["---completion", "show", "--", "positional@0", "2", "3", "heroes", "show", "Spider-M"], env: env)
        #expect(completion.status == 0, "\(completion)")
        #expect(completion.stdout.split(separator: "\n").contains("Spider-Man (Ben Reilly)"), "\(completion)")
    }
}

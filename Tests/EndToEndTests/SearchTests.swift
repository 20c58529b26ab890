import Foundation
import Testing
import TestingUtils

/// Search, order, show by name and random, over HTTP so what reaches the server can be seen.
@Suite struct SearchTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    @Test func specialCharactersReachTheServerIntact() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let env = LoopbackServeTests.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 }
        let plus = try heroes.run(["list", "--name", "A+B & C/#é", "--verbose"], env: env)
        #expect(plus.status == 0, "\(plus)")
        #expect(plus.stderr.contains("name=A%2BB%20%26%20C%2F%23%C3%A9&"), "\(plus.stderr)")
        let exact = try heroes.run(["list", "--name", "Spider-Man"], env: env)
        #expect(exact.stdout.hasPrefix("1009610\tSpider-Man\t"), "\(exact)")
    }

    @Test func nameStartsWithAndOrderBy() throws {
        let byName = try heroes.run(["list", "--name-starts-with", "spi"])
        #expect(byName.status == 0, "\(byName)")
        #expect(
            byName.stdout.split(separator: "\n").allSatisfy {
                $0.split(separator: "\t")[1].lowercased().hasPrefix("spi")
            })
        #expect(!byName.stdout.isEmpty)
        let newest = try heroes.run(["list", "--order-by", "-modified", "--per-page", "5"])
        #expect(newest.status == 0, "\(newest)")
        let dates = newest.stdout.split(separator: "\n").map {
            String($0.split(separator: "\t", omittingEmptySubsequences: false)[6])
        }
        #expect(dates.count == 5, "an empty list is sorted too: \(newest)")
        #expect(dates == dates.sorted(by: >), "\(dates)")
        let bad = try heroes.run(["list", "--order-by", "age"])
        #expect(bad.status == 64)
    }

    @Test func showByExactName() throws {
        let result = try heroes.run(["show", "Spider-Man", "--json"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("\"id\":1009610"))
        let missing = try heroes.run(["show", "Nobody Here"])
        #expect(missing.status == 66, "a name no hero has is not found, as an id no hero has is")
        #expect(
            missing.stderr.hasSuffix(
                "heroes: no hero named \"Nobody Here\". Try `heroes list --name-starts-with Nob`.\n"), "\(missing)")
        let quoted = try heroes.run(["show", "O'Z $(nobody)"])
        #expect(quoted.status == 66)
        #expect(
            quoted.stderr.hasSuffix("Try `heroes list --name-starts-with 'O'\\''Z'`.\n"),
            "the suggestion pastes into a shell as is: \(quoted)")
    }

    @Test func randomIsRepeatableWithASeed() throws {
        let first = try heroes.run(["random", "--seed", "42"])
        let second = try heroes.run(["random", "--seed", "42"])
        #expect(first.status == 0, "\(first)")
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.hasPrefix("id\t"))
        let other = try heroes.run(["random", "--seed", "7"])
        #expect(other.stdout != first.stdout)
    }
}

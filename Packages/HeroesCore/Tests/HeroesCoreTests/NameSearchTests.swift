import Foundation
import Testing
@testable import HeroesCore

/// Names as people type them: ``NameKey``, ``NameMatch``, ``Closest`` and the repository's
/// client-side `nameContaining` search.
@Suite struct NameSearchTests {
    @Test(
        arguments: [
            ("spider man", "Spider-Man"), ("SPIDER-MAN", "Spider-Man"), ("Spïder–Man", "Spider-Man"),
            ("ｓｐｉｄｅｒ ｍａｎ", "Spider-Man"), ("a.i.m", "A.I.M."), ("strasse", "Straße"), ("fire", "ﬁre"),
        ] as [(String, String)])
    func typedTextAndNameFoldToTheSameKey(typed: String, name: String) {
        #expect(NameKey(typed) == NameKey(name))
    }

    /// NFKC's compatibility forms that names meet, folded by NameKey's own table (Foundation's
    /// `precomposedStringWithCompatibilityMapping` gave the same keys).
    @Test(
        arguments: [
            ("ĳssel", "ijssel"), ("GROẞ", "gross"), ("Henry Ⅷ", "henryviii"), ("x²", "x2"), ("H₂O", "h2o"),
            ("ǅemal", "dzemal"), ("Earthâ€™s", "earthatms"), ("ＡＢＣ１２", "abc12"), ("Ⅾⅽ½", "dc12"),
        ] as [(String, String)])
    func compatibilityFormsFoldToTheirLetters(text: String, folded: String) {
        #expect(NameKey(text).folded == folded)
    }

    /// ASCII names take a shorter path than the rest: both keep the same letters and digits.
    @Test(arguments: ["Spider-Man 2099 (Miguel O'Hara)", "X-23", "A.I.M.", "~!@#$%^&*()_+{}|:<>?`[]\\;',./ Zz09"])
    func anASCIINameFoldsAsItWouldBesideALetterWithAnAccent(name: String) {
        #expect(NameKey(name + " é").folded == NameKey(name + " e").folded)
    }

    @Test func keysKeepLettersAndDigitsOnly() {
        #expect(NameKey("Spider-Man (Ben Reilly)").folded == "spidermanbenreilly")
        #expect(NameKey("X-23").folded == "x23")
        #expect(NameKey(" -- !! ").isEmpty)
        #expect(NameKey("Spider-Man").contains(NameKey("der m")))
        #expect(!NameKey("Hulk").contains(NameKey("spider")))
    }

    static let names = [
        NamedRecord(id: 1, name: "Spider-Man"), NamedRecord(id: 2, name: "Spider-Girl"),
        NamedRecord(id: 3, name: "Spider-Man (Ben Reilly)"), NamedRecord(id: 4, name: "Hulk"),
        NamedRecord(id: 5, name: "Ant-Man"), NamedRecord(id: 6, name: "Ant Man"),
    ]

    @Test func theOneNameThatFoldsEquallyIsFound() {
        guard case .found(let record) = NameMatch.find("spider man", in: Self.names) else {
            Issue.record("spider man did not find Spider-Man")
            return
        }
        #expect(record.id == 1)
    }

    @Test func namesFoldingToTheSameTextAreSeveral() {
        guard case .several(let records) = NameMatch.find("ANT MAN", in: Self.names) else {
            Issue.record("ant man is two heroes")
            return
        }
        #expect(records.map(\.id) == [6, 5], "sorted by name")
    }

    @Test func aPartOfNamesOffersThoseHoldingItStartingWithItFirst() {
        guard case .none(let suggestions) = NameMatch.find("spider", in: Self.names) else {
            Issue.record("spider names no hero alone")
            return
        }
        #expect(suggestions.map(\.id) == [1, 2, 3], "shorter names first")
        guard case .none(let man) = NameMatch.find("man", in: Self.names, suggestionLimit: 2) else { return }
        #expect(man.map(\.id) == [6, 5], "at most the limit, shortest first")
    }

    @Test func aTypoOffersTheNamesAFewEditsAway() {
        guard case .none(let suggestions) = NameMatch.find("hlk", in: Self.names) else {
            Issue.record("hlk is no hero")
            return
        }
        #expect(suggestions.map(\.id) == [4])
        guard case .none(let nothing) = NameMatch.find("Doctor Strange", in: Self.names) else { return }
        #expect(nothing.isEmpty)
        guard case .empty = NameMatch.find("--", in: Self.names) else {
            Issue.record("punctuation alone is no name")
            return
        }
    }

    @Test func closestWordsAreWithinTheirDistanceNearestFirst() {
        let commands = ["list", "show", "random", "serve", "cache", "config", "doctor", "exit-codes"]
        #expect(Closest.words(to: "lsit", among: commands) == ["list"], "a swap of two letters is one edit")
        #expect(Closest.words(to: "sever", among: commands).isEmpty, "two edits: past a quarter of five letters")
        #expect(Closest.words(to: "sever", among: commands, maximumDistance: 2) == ["serve"])
        #expect(Closest.words(to: "confg", among: commands) == ["config"])
        #expect(Closest.words(to: "xyzzy", among: commands).isEmpty)
        #expect(Closest.distance(Array("kitten"), Array("sitting"), limit: 5) == 3)
        #expect(Closest.distance(Array("a"), Array("abcdef"), limit: 2) == 3, "past the limit, limit + 1")
    }

    @Test func nameContainingFetchesTheWholeListAndPagesThroughTheMatches() async throws {
        // Heroes 1 to 250: every 50th is a Spider-Man.
        let server = FakeMarvelServer(total: 250) { index in
            (index + 1) % 50 == 0 ? "Spider-Man \(index + 1)" : "Hero \(index + 1)"
        }
        let repository = HeroesRepository(service: server.service)
        var query = HeroesQuery.page(2, perPage: 2)
        query.nameContains = "spider man"
        let page = try await repository.page(query, policy: .normal).value
        #expect(page.heroes.map(\.id) == [149, 199].map(FakeMarvelServer.id), "the second page of two matches")
        #expect(page.total == 5 && page.offset == 2 && page.limit == 2)
        #expect(server.requests.count == 3, "the whole list: 3 calls of 100")
        query.offset = 0
        let all = try await repository.allHeroes(matching: query).value
        #expect(all.heroes.map(\.id) == [49, 99, 149, 199, 249].map(FakeMarvelServer.id), "--all: every match")
    }

    @Test func nameContainingStopsBeforeFetchingPastTheMostCalls() async {
        let server = FakeMarvelServer(total: 250)
        var query = HeroesQuery()
        query.nameContains = "hero"
        await #expect(throws: HeroesError.tooManyCalls(items: 250, calls: 3, allowed: 2)) {
            try await HeroesRepository(service: server.service).allHeroes(matching: query, maximumCalls: 2)
        }
        #expect(server.requests.count == 1, "only the first call, which gives the total")
    }

    @Test func heroNamesAreEveryHerosIdAndName() async throws {
        let server = FakeMarvelServer(total: 2) { ["Hulk", "Thor"][$0] }
        let names = try await HeroesRepository(service: server.service).heroNames(policy: .normal)
        #expect(
            names == [
                NamedRecord(id: FakeMarvelServer.id(0), name: "Hulk"),
                NamedRecord(id: FakeMarvelServer.id(1), name: "Thor"),
            ])
    }
}

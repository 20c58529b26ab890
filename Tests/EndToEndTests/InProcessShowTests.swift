import Foundation
import Testing
import TestingUtils

/// `heroes show` on the embedded catalog.
@Suite struct InProcessShowTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    @Test func pipedShowIsKeyTabValueLines() throws {
        let result = try heroes.run(["show", "1009610"])
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.prefix(3) == ["id\t1009610", "name\tSpider-Man", "modified\t2016-09-28"])
        #expect(lines.contains("comics\t2939"))
        #expect(lines.contains("thumbnail\thttp://i.annihil.us/u/prod/marvel/i/mg/3/50/526548a343e4b.jpg"))
        #expect(
            lines.contains("portrait\thttp://i.annihil.us/u/prod/marvel/i/mg/3/50/526548a343e4b/portrait_uncanny.jpg"))
    }

    @Test func jsonHasTheListsInFull() throws {
        let result = try heroes.run(["show", "1009610", "--json"])
        #expect(result.status == 0, "\(result)")
        let hero = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(hero["id"] as? Int == 1009610)
        #expect(hero["name"] as? String == "Spider-Man")
        let comics = try #require(hero["comics"] as? [String: Any])
        #expect(comics["available"] as? Int == 2939)
        #expect((comics["items"] as? [String])?.count == 20)
        #expect((hero["links"] as? [[String: Any]])?.isEmpty == false)
    }

    @Test func terminalShowsTheDetailsScreen() throws {
        let result = try heroes.runOnTerminal(["show", "1009610", "--color", "never"], columns: 80)
        #expect(result.status == 0, "\(result)")
        for text in [
            "Spider-Man", "ID           1009610", "Latest comics (2,939)",
            "  2017-05-10  Amazing Spider-Man: Renew Your Vows (2016) #7",
            "… and 2,907 more", "2,912 of the 2,939 are listed: 27 have no record of their own.", "Links",
            "Data provided by Marvel. © 2017 MARVEL",
        ] {
            #expect(result.stdout.contains(text), "missing \(text)\n\(result.stdout)")
        }
    }

    @Test func unknownIdIsAClearNotFound() throws {
        let result = try heroes.run(["show", "42"])
        #expect(result.status == 66)
        #expect(result.stdout == "")
        #expect(result.stderr.hasSuffix("heroes: no hero with id 42. Try `heroes list` to see the ids.\n"), "\(result)")
    }

    /// The record's 404 and the 404 of its linked list (`/characters/{id}/comics`) both name the
    /// hero by its id, with the exit status of a record not found.
    @Test(arguments: [["show", "99999999"], ["show", "99999999", "--comics"]])
    func anIDNoHeroHasIsThatHeroNotFoundForTheRecordAndItsComics(arguments: [String]) throws {
        let result = try heroes.run(arguments)
        #expect(result.status == 66, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "heroes: no hero with id 99999999. Try `heroes list` to see the ids.\n", "\(result)")
    }
}

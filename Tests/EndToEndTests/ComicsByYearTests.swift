import Foundation
import Testing
import TestingUtils

/// `heroes show --by-year` and `heroes creators show --by-year` on the embedded catalog: the
/// counts are checked against the record's whole list of comics as `heroes api --paginate`
/// gives it, counted here from the API's own dates.
@Suite struct ComicsByYearTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    /// The count of each year of the comics of `path` (`characters/1009610/comics`), from
    /// `heroes api PATH --paginate`: each comic's `onsaleDate` read by Foundation, its year in
    /// UTC, leaving out what the API writes for "no date" (year -0001, the instant 0) and the
    /// years from 2037 (Marvel's "not known") and before 1900.
    func countsFromTheAPI(_ path: String) throws -> [Int: Int] {
        let result = try heroes.run(["api", path, "--paginate"], timeout: 300)
        #expect(result.status == 0, "\(result)")
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let data = try #require(answer["data"] as? [String: Any])
        let comics = try #require(data["results"] as? [[String: Any]])
        #expect(comics.count == data["total"] as? Int)
        let parser = DateFormatter()
        parser.locale = Locale(identifier: "en_US_POSIX")
        parser.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var counts: [Int: Int] = [:]
        for comic in comics {
            let dates = comic["dates"] as? [[String: Any]] ?? []
            guard let text = dates.first(where: { $0["type"] as? String == "onsaleDate" })?["date"] as? String,
                !text.hasPrefix("-"), let date = parser.date(from: text), date.timeIntervalSince1970 != 0
            else { continue }
            let year = calendar.component(.year, from: date)
            if (1900...2036).contains(year) { counts[year, default: 0] += 1 }
        }
        return counts
    }

    /// `year count` for each year from the first counted to the last, 0 included.
    func lines(_ counts: [Int: Int]) throws -> [String] {
        let first = try #require(counts.keys.min())
        let last = try #require(counts.keys.max())
        return (first...last).map { "\($0) \(counts[$0] ?? 0)" }
    }

    @Test func aHerosJSONCountsAreThoseOfHisWholeListOfComicsByYear() throws {
        let expected = try countsFromTheAPI("characters/1009610/comics")
        #expect(expected.count > 40, "Spider-Man's comics span decades")
        let result = try heroes.run(["show", "1009610", "--by-year", "--json", "id,comicsByYear"], timeout: 300)
        #expect(result.status == 0, "\(result)")
        let hero = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(hero.keys) == ["id", "comicsByYear"])
        let years = try #require(hero["comicsByYear"] as? [[String: Int]])
        #expect(years.map { "\($0["year"] ?? -1) \($0["comics"] ?? -1)" } == (try lines(expected)))
    }

    @Test func aCreatorsPipedCountsAreOneComicsYearLineAYear() throws {
        let expected = try countsFromTheAPI("creators/30/comics")
        let result = try heroes.run(["creators", "show", "30", "--by-year"], timeout: 300)
        #expect(result.status == 0, "\(result)")
        let years = result.stdout.split(separator: "\n").filter { $0.hasPrefix("comics.year\t") }.map {
            String($0.dropFirst("comics.year\t".count))
        }
        #expect(years == (try lines(expected)))
    }

    @Test func aTerminalShowsOneLineFromTheFirstYearToTheLastWithThePeak() throws {
        let expected = try countsFromTheAPI("characters/1009610/comics")
        let first = try #require(expected.keys.min())
        let last = try #require(expected.keys.max())
        let top = try #require(expected.values.max())
        let peak = try #require(expected.filter { $0.value == top }.keys.min())
        let result = try heroes.runOnTerminal(["show", "1009610", "--by-year", "--color", "never"], columns: 100)
        #expect(result.status == 0, "\(result)")
        // stdout and stderr arrive merged, with the terminal's carriage returns.
        let line = try #require(
            result.stdout.split(separator: "\n").map { $0.replacingOccurrences(of: "\r", with: "") }.first {
                $0.contains("Comics by year")
            }, "\(result.stdout)")
        #expect(line.hasPrefix("Comics by year  \(first) "), "\(line)")
        #expect(line.hasSuffix(" \(last)  (peak \(peak): \(top))"), "\(line)")
    }

    @Test func morePagesThanMaxCallsIsAUsageErrorBeforeTheOtherCalls() throws {
        let result = try heroes.run(["show", "1009610", "--by-year", "--max-calls", "2"])
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("raise the limit with --max-calls"), "\(result)")
    }

    @Test func withoutByYearTheDetailsHaveNoCounts() throws {
        let result = try heroes.run(["show", "1009610", "--json"])
        #expect(result.status == 0, "\(result)")
        #expect(!result.stdout.contains("comicsByYear"))
    }
}

import DesignTokens
import Foundation
import HeroesCore
import HeroesFeature
import HeroesPresentation
import SnapshotTesting
import Testing

/// `--format csv`, `--json` with fields, and `heroes cache info`.
struct OutputFormatsTests {
    @Test func csvIsAHeaderThenARecordAHeroWithTheTSVsFields() {
        assertSnapshot(of: ListSpec<Hero>.heroes.render(.loaded(Fixtures.page), as: .csv), as: .lines)
    }

    @Test func csvOfAnEmptyPageIsItsHeader() {
        #expect(
            ListSpec<Hero>.heroes.render(.empty(Fixtures.pastTheEnd), as: .csv)
                == "id,name,comics,series,stories,events,modified\r\n")
    }

    @Test func csvGuardsAFormulaInANameAndKeepsOneRecordAHero() {
        let hostile = Hero(id: 1, name: "=HYPERLINK(\"http://evil\";\"click\")\nsecond line", comics: .empty)
        let page = HeroPage(offset: 0, limit: 20, total: 1, heroes: [hostile], attribution: Fixtures.attribution)
        let records = ListSpec<Hero>.heroes.render(.loaded(page), as: .csv).components(separatedBy: "\r\n")
        #expect(
            records == [
                "id,name,comics,series,stories,events,modified",
                "1,\"'=HYPERLINK(\"\"http://evil\"\";\"\"click\"\") second line\",0,0,0,0,", "",
            ])
    }

    @Test func jsonFieldsKeepOnlyThoseKeysOfEachHero() throws {
        let text = ListSpec<Hero>.heroes.render(.loaded(Fixtures.single), as: .json(fields: ["id", "comics"]))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let hero = try #require((object["heroes"] as? [[String: Any]])?.first)
        #expect(Set(hero.keys) == ["id", "comics"])
        #expect((hero["comics"] as? [String: Any])?["available"] as? Int == 4_043)
        #expect(object["total"] as? Int == 1, "the page's own keys stay")
    }

    @Test func everyHeroFieldIsWrittenWithoutAList() throws {
        let text = ListSpec<Hero>.heroes.render(.loaded(Fixtures.single), as: .json())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let hero = try #require((object["heroes"] as? [[String: Any]])?.first)
        #expect(Set(hero.keys) == Set(ListSpec<Hero>.heroes.jsonFieldNames))
    }

    static let cacheFacts = CacheInfoRenderer.Facts(
        path: "/home/me/.cache/heroes/heroes.sqlite",
        stats: CacheStats(
            entriesByPattern: [.list(.characters): 12, .record(.characters): 3], bytes: 1_000_000,
            fileBytes: 1_572_864, oldest: Fixtures.now.addingTimeInterval(-3 * 86_400 - 60),
            newest: Fixtures.now.addingTimeInterval(-30)),
        limitBytes: 268_435_456, isReadOnly: false)

    @Test(arguments: [false, true])
    func cacheInfoOnATerminalHasSizesInMiBAndAgesWithTheTimeInUTC(color: Bool) {
        let text = CacheInfoRenderer(format: .terminal(TerminalStyle(usesColor: color))).render(
            Self.cacheFacts, now: Fixtures.now)
        assertSnapshot(of: visibleEscapes(text), as: .lines, named: color ? "color" : "plain")
    }

    @Test func cacheInfoPipedAndAsJSON() {
        assertSnapshot(of: CacheInfoRenderer(format: .tsv).render(Self.cacheFacts), as: .lines, named: "tsv")
        assertSnapshot(
            of: CacheInfoRenderer(format: .json(.indented)).render(Self.cacheFacts), as: .lines, named: "json")
        assertSnapshot(
            of: CacheInfoRenderer(format: .json(.compact)).render(Self.cacheFacts), as: .lines, named: "json-compact")
    }

    @Test(arguments: [false, true])
    func cacheInfoPipedHasTheJSONsKeysAndValues(readOnly: Bool) throws {
        var facts = Self.cacheFacts
        facts.isReadOnly = readOnly
        let lines = CacheInfoRenderer(format: .tsv).render(facts).split(separator: "\n").map {
            $0.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        }
        let json = CacheInfoRenderer(format: .json(.compact)).render(facts)
        let object = try JSONDecoder().decode([String: Scalar].self, from: Data(json.utf8))
        #expect(lines.map { $0[0] }.sorted() == object.keys.sorted())
        for line in lines {
            #expect(object[line[0]]?.text == line[1], "\(line[0])")
        }
    }

    /// A JSON scalar as the TSV writes it: `null` empty.
    private struct Scalar: Decodable {
        var text: String

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                text = ""
            } else if let flag = try? value.decode(Bool.self) {
                text = String(flag)
            } else if let number = try? value.decode(Int.self) {
                text = String(number)
            } else {
                text = try value.decode(String.self)
            }
        }
    }

    @Test func theQuietListLeavesOutTheStaleNoticeButNotTheData() {
        let state = LoadState<HeroPage>.stale(Fixtures.page, since: Fixtures.now.addingTimeInterval(-7_200))
        let loud = ListSpec<Hero>.heroes.output(for: state, as: .tsv, now: Fixtures.now)
        let quiet = ListSpec<Hero>.heroes.output(for: state, as: .tsv, notices: false, now: Fixtures.now)
        #expect(loud.standardError == "heroes: offline: showing page 2 as cached 2 hours ago\n")
        #expect(quiet.standardError == "")
        #expect(quiet.standardOutput == loud.standardOutput)
    }
}

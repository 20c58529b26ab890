import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesCoreTesting
import HeroesPresentation
import MarvelWire
import NetworkStubs
import NetworkStubsTesting
import SnapshotTesting
import Testing

/// `ComicsByYear`: a record's comics counted by on-sale year, and `DetailSpec.withComicsByYear`,
/// the one spec that adds them to any record's details (a hero's and a creator's here).
struct ComicsByYearTests {
    // MARK: Counting

    @Test func yearsWithoutAComicBetweenTheFirstAndTheLastCountZero() {
        let byYear = ComicsByYear(days: ["1965-01-01", "1963-03-10", "1963-12-31"])
        #expect(byYear.firstYear == 1963)
        #expect(byYear.counts == [2, 0, 1])
        #expect(byYear.undated == 0)
        #expect(byYear.years.map(\.year) == [1963, 1964, 1965])
    }

    @Test func noDatedComicCountsNoYear() {
        let byYear = ComicsByYear(days: [nil, nil])
        #expect(byYear.counts.isEmpty)
        #expect(byYear.years.isEmpty)
        #expect(byYear.undated == 2)
    }

    @Test(arguments: [
        "2037-01-01",  // Marvel's "not known"
        "2099-12-31",
        "1899-12-31",  // before any comic
        "-0001-11-30",  // the API's placeholder year, were it to reach here
        "+1963-01-01",
        "１９６３-01-01",  // full-width digits
        "99999999999999999999999-01-01",  // would overflow Int
        "",
        "19x3-01-01",
    ])
    func aDayWhoseYearIsAPlaceholderOrNotAYearIsUndated(_ day: String) {
        let byYear = ComicsByYear(days: [day, "2017-05-03"])
        #expect(byYear.firstYear == 2017)
        #expect(byYear.counts == [1])
        #expect(byYear.undated == 1)
    }

    /// Comics whose on-sale dates, as the API writes them, are placeholders or not dates.
    static let hostileComics: [ComicDTO] = [
        "1963-03-10T00:00:00-0500", "1963-07-01T00:00:00-0400", "1966-01-01T00:00:00-0500",
        "-0001-11-30T00:00:00-0500", "1969-12-31T19:00:00-0500", "2037-05-01T00:00:00-0400",
        "2017-13-45T00:00:00-0400", "not a date", "\u{1B}[31m1999-01-01", "",
    ].enumerated().map { index, date in
        Fixtures.comicNamingSpiderMan(id: 500 + index, title: "Comic \(index)", onSale: date)
    }

    @Test func placeholderAndHostileDatesFromTheServerAreUndatedAndTheRestCounted() async throws {
        let server = MarvelServer(
            catalog: Catalog(characters: [CharacterDTO(hero: Fixtures.spiderMan)], comics: Self.hostileComics))
        let repository = HeroesRepository(service: RemoteMarvelService.anyKey(over: InProcessTransport(server: server)))
        let byYear = try await ComicsByYear.load(
            of: Fixtures.spiderMan.id, as: Hero.self, from: repository, policy: .normal)
        #expect(byYear.value.firstYear == 1963)
        #expect(byYear.value.counts == [2, 0, 0, 1])
        #expect(byYear.value.undated == Self.hostileComics.count - 3)
    }

    /// A repository over the in-process Marvel of the 2017 sample.
    static func sampleRepository() -> (MarvelServer, HeroesRepository) {
        let server = MarvelServer(catalog: .sample2017)
        return (server, HeroesRepository(service: RemoteMarvelService.anyKey(over: InProcessTransport(server: server))))
    }

    @Test func theCountsAddUpToTheWholeListOfTheHerosComics() async throws {
        let (_, repository) = Self.sampleRepository()
        let comics = try await repository.listAll(
            ListRequest(MarvelRoute(.characters, id: 1_009_610, related: .comics)), as: Comic.self, policy: .normal)
        let byYear = try await ComicsByYear.load(of: 1_009_610, as: Hero.self, from: repository, policy: .normal)
        #expect(comics.value.items.count > 1)
        #expect(byYear.value.counts.reduce(0, +) + byYear.value.undated == comics.value.items.count)
        for (year, count) in byYear.value.years {
            #expect(count == comics.value.items.filter { $0.onSaleDay?.hasPrefix("\(year)-") == true }.count, "\(year)")
        }
    }

    @Test func aListNeedingMoreCallsThanAllowedFailsWithTooManyCalls() async {
        let comics = (1...150).map { Fixtures.comicNamingSpiderMan(id: 1_000 + $0, title: "Comic \($0)") }
        let server = MarvelServer(
            catalog: Catalog(characters: [CharacterDTO(hero: Fixtures.spiderMan)], comics: comics))
        let repository = HeroesRepository(service: RemoteMarvelService.anyKey(over: InProcessTransport(server: server)))
        do {
            _ = try await ComicsByYear.load(
                of: Fixtures.spiderMan.id, as: Hero.self, from: repository, policy: .normal, maximumCalls: 1)
            Issue.record("150 comics were loaded in one call")
        } catch {
            #expect(error == .tooManyCalls(items: 150, of: .comics, calls: 2, allowed: 1))
        }
        #expect(server.requests.count == 1)
    }

    // MARK: Drawing

    /// Spider-Man's details of the 2017 sample with his comics by year, loaded as `heroes show
    /// --by-year` loads them.
    static func heroState() async -> LoadState<WithComicsByYear<HeroDetails>> {
        let (_, repository) = sampleRepository()
        let viewModel = DetailViewModel<Int, WithComicsByYear<HeroDetails>>.record {
            id, policy async throws(HeroesError) in
            try await WithComicsByYear.load(id: id, of: Hero.self, from: repository, policy: policy) {
                id, policy async throws(HeroesError) in
                try await HeroDetails.load(id: id, from: repository, policy: policy)
            }
        }
        return await viewModel.load(1_009_610, policy: .normal)
    }

    /// Creator 626 of the 2017 sample with the comics by year.
    static func creatorState() async -> LoadState<WithComicsByYear<Creator>> {
        let (_, repository) = sampleRepository()
        let viewModel = DetailViewModel<Int, WithComicsByYear<Creator>>.record { id, policy async throws(HeroesError) in
            try await WithComicsByYear.load(id: id, of: Creator.self, from: repository, policy: policy) {
                id, policy async throws(HeroesError) in
                try await repository.record(id: id, as: Creator.self, policy: policy)
            }
        }
        return await viewModel.load(CreatorDetailsTests.creator, policy: .normal)
    }

    @Test("a hero's details with the comics by year: terminal (colour, plain), TSV and JSON")
    func heroSnapshots() async {
        let state = await Self.heroState()
        let spec = DetailSpec<HeroDetails>.hero().withComicsByYear()
        #expect(state.value?.comicsByYear.counts.isEmpty == false)
        assertSnapshot(
            of: visibleEscapes(spec.render(state, as: .terminal(style: .colored, width: 80))), as: .lines,
            named: "color")
        assertSnapshot(of: spec.render(state, as: .terminal(style: .plain, width: 80)), as: .lines, named: "plain")
        assertSnapshot(of: spec.render(state, as: .tsv), as: .lines, named: "tsv")
        assertSnapshot(of: spec.render(state, as: .json(fields: ["id", "comicsByYear"])), as: .lines, named: "json")
    }

    @Test("a creator's details with the comics by year: terminal (plain, ASCII, 30 columns), TSV and JSON")
    func creatorSnapshots() async {
        let state = await Self.creatorState()
        let spec = DetailSpec<Creator>.creator.withComicsByYear()
        #expect(state.value?.comicsByYear.counts.isEmpty == false)
        assertSnapshot(of: spec.render(state, as: .terminal(style: .plain, width: 80)), as: .lines, named: "plain")
        assertSnapshot(of: spec.render(state, as: .terminal(style: .ascii, width: 80)), as: .lines, named: "ascii")
        assertSnapshot(of: spec.render(state, as: .terminal(style: .plain, width: 30)), as: .lines, named: "narrow")
        assertSnapshot(of: spec.render(state, as: .tsv), as: .lines, named: "tsv")
        assertSnapshot(of: spec.render(state, as: .json()), as: .lines, named: "json")
    }

    @Test func theJSONFieldIsAnArrayOfYearAndCountFromTheFirstYearToTheLast() throws {
        let details = WithComicsByYear(
            record: HeroDetails(hero: Fixtures.minimal),
            comicsByYear: ComicsByYear(firstYear: 1963, counts: [12, 0, 3]))
        let spec = DetailSpec<HeroDetails>.hero().withComicsByYear()
        let json = spec.render(.loaded(details), as: .json(fields: ["comicsByYear"], layout: .compact))
        #expect(
            json
                == #"{"comicsByYear":[{"comics":12,"year":1963},{"comics":0,"year":1964},{"comics":3,"year":1965}]}"#
                + "\n")
    }

    @Test func theCountsAreLeftOutOfTheJSONWhenOtherFieldsAreAskedFor() {
        let spec = DetailSpec<Creator>.creator.withComicsByYear()
        let details = WithComicsByYear(
            record: Creator(id: 7, fullName: "Stan Lee"), comicsByYear: ComicsByYear(firstYear: 1963, counts: [1]))
        let json = spec.render(.loaded(details), as: .json(fields: ["id"], layout: .compact))
        #expect(json == #"{"id":7}"# + "\n")
    }

    @Test func theJSONFieldNamesAreTheRecordsAndComicsByYear() {
        #expect(
            DetailSpec<Creator>.creator.withComicsByYear().jsonFieldNames
                == DetailSpec<Creator>.creator.jsonFieldNames + ["comicsByYear"])
    }

    @Test func noDatedComicDrawsNoneOnATerminalAndAnEmptyArrayInJSON() {
        let spec = DetailSpec<Creator>.creator.withComicsByYear()
        let details = WithComicsByYear(
            record: Creator(id: 7, fullName: "Stan Lee"), comicsByYear: ComicsByYear(days: [nil]))
        let text = spec.render(.loaded(details), as: .terminal(style: .plain, width: 80))
        #expect(text.contains("\nComics by year  None.\n"), "\(text)")
        let json = spec.render(.loaded(details), as: .json(fields: ["comicsByYear"], layout: .compact))
        #expect(json == #"{"comicsByYear":[]}"# + "\n")
    }

    @Test func oneYearDrawsOneFullColumnAndItsCount() {
        let spec = DetailSpec<Creator>.creator.withComicsByYear()
        let details = WithComicsByYear(
            record: Creator(id: 7, fullName: "Stan Lee"),
            comicsByYear: ComicsByYear(firstYear: 2017, counts: [1_234]))
        let text = spec.render(.loaded(details), as: .terminal(style: .plain, width: 80))
        #expect(text.contains("\nComics by year  2017 █  (1,234)\n"), "\(text)")
    }

    @Test func absurdCountsAndYearsDrawWithoutATrap() {
        let spec = DetailSpec<Creator>.creator.withComicsByYear()
        let details = WithComicsByYear(
            record: Creator(id: 7, fullName: "Stan Lee"),
            comicsByYear: ComicsByYear(firstYear: Int.max - 1, counts: [Int.max, 0, 1]))
        let text = spec.render(.loaded(details), as: .terminal(style: .plain, width: 80))
        #expect(text.contains("Comics by year  \(Int.max - 1) █ ▁ "), "\(text)")
    }
}

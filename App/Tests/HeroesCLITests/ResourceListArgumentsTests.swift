import ArgumentParser
import HeroesCore
import MarvelWire
import Testing

@testable import HeroesCLI

/// `heroes <resource> list`'s arguments: one option per API filter, named from the typed
/// parameter, checked by the server's own parser before any request.
struct ResourceListArgumentsTests {
    typealias ComicsList = ResourceListCommand<ComicsNoun>

    /// What ArgumentParser prints first for `arguments`, or `nil` when they are accepted.
    func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try ComicsList.parse(arguments)
            return nil
        } catch {
            return ComicsList.message(for: error)
        }
    }

    /// A value each kind of parameter takes.
    static func sample(_ parameter: MarvelParameter) -> [String] {
        switch parameter.kind {
        case .flag: []
        case .ids: ["1009610,1009718"]
        case .integer: ["1975"]
        case .date: ["2014-01-01"]
        case .dateRange: ["2013-01-01,2013-12-31"]
        case .choice(let words): [words[0]]
        default: ["Spider"]
        }
    }

    static let filters = MarvelParameter.allCases.filter { ![.limit, .offset, .orderBy].contains($0) }

    @Test(arguments: filters)
    func everyFilterOfTheAPIIsAnOptionNamedFromItsParameterThatGivesThatParameterAlone(
        parameter: MarvelParameter
    ) throws {
        let given = try ResourceFilters<ComicsNoun>.parse([FilterHelp.flag(parameter)] + Self.sample(parameter)).choices
            .given
        #expect(given.map(\.parameter) == [parameter])
        #expect(given.first?.value == (Self.sample(parameter).first ?? "true"))
    }

    @Test func theComicFormatFilterIsComicFormatApartFromTheOutputFormat() throws {
        let command = try ComicsList.parse(["--comic-format", "Trade Paperback", "--format", "csv"])
        #expect(try command.choices.route().query[.format] == .choice("trade paperback"))
        #expect(command.output.requestedFormat == .csv)
    }

    @Test func theFiltersAndOrderMakeTheRouteWithValuesTypedByTheServersParser() throws {
        let route = try ComicsList.parse([
            "--title-starts-with", "Hulk", "--start-year", "2016", "--no-variants", "--characters", "1009351",
            "--order-by", "issueNumber",
        ]).choices.route()
        #expect(route.resource == .comics && route.id == nil)
        #expect(route.query[.titleStartsWith] == .text("Hulk"))
        #expect(route.query[.startYear] == .integer(2016))
        #expect(route.query[.noVariants] == .flag(true))
        #expect(route.query[.characters] == .ids([1009351]))
        #expect(route.query[.orderBy] == .order([MarvelOrder(.issueNumber)]))
    }

    @Test func withoutOrderByTheComicsComeNewestFirst() throws {
        #expect(try ComicsList.parse([]).choices.route().query[.orderBy] == .order(ComicsNoun.defaultOrder))
        #expect(ComicsNoun.defaultOrder.map(\.text) == ["-onsaleDate", "title"])
    }

    @Test func aFilterOfAnotherResourcesListIsRefusedNamingIt() {
        #expect(
            refusal(["--last-name", "Lee"])
                == "--last-name is not a filter of comics; heroes comics list --help lists them.")
        #expect(refusal(["--series-type", "ongoing"])?.hasPrefix("--series-type is not a filter of comics") == true)
    }

    @Test func aValueTheAPIRefusesIsRefusedInTheAPIsWordsAfterItsFlag() {
        #expect(
            refusal(["--start-year", "soon"])
                == "--start-year: You must pass a comma-separated list of integer ids to the startYear filter.")
        #expect(
            refusal(["--characters", "1,2,3,4,5,6,7,8,9,10,11"])
                == "--characters: You may not pass more than 10 values to the characters filter.")
        #expect(
            refusal(["--date-range", "2014-01-01,2013-01-01"])?.hasPrefix("--date-range: You must pass two dates")
                == true)
        #expect(refusal(["--order-by", "name"]) == "--order-by: We don't recognize the ordering parameter name")
        #expect(refusal(["--title-starts-with", " "]) == "You must pass a value for the parameter titleStartsWith")
    }

    @Test func pagesAndSizesOutOfRangeAreRefusedBeforeAnyRequest() {
        #expect(refusal(["--page", "0"]) == "--page must be 1 or more, got 0.")
        #expect(refusal(["--page", "1000001"]) == "--page can be at most 1000000, got 1000001.")
        #expect(refusal(["--per-page", "101"])?.hasPrefix("--per-page must be 1 to 100, got 101") == true)
        #expect(refusal(["--all", "--page", "2"]) == "--all lists every record from the first: leave out --page 2.")
        #expect(refusal(["--json", "id,nope"])?.contains("nope") == true)
    }

    @Test func theNextPageCommandGivesTheSameFiltersOrderAndSizeQuotedForTheShell() throws {
        let command = try ComicsList.parse([
            "--title-starts-with", "Spider-Man: Blue", "--has-digital-issue", "--order-by", "title", "-n", "50",
        ])
        #expect(
            command.choices.pageCommand(perPage: 50)?(3)
                == "heroes comics list --title-starts-with 'Spider-Man: Blue' --has-digital-issue --order-by title --per-page 50 --page 3"
        )
        #expect(try ComicsList.parse([]).choices.pageCommand(perPage: 20)?(2) == "heroes comics list --page 2")
        #expect(
            try ComicsList.parse(["--title-starts-with", "x\u{1B}[2Jy"]).choices.pageCommand(perPage: 20) == nil,
            "no hint rather than a hint that drops the filter")
    }

    @Test func withNamesAreCheckedBeforeAnyLookupAndClashWithTheIdFilterTheyBecome() throws {
        #expect(
            try ComicsList.parse(["--with", "spider man", "--with", "1009718"]).filters.with == [
                "spider man", "1009718",
            ])
        #expect(
            refusal(["--with", "Spider-Man", "--shared-appearances", "1009718"])
                == "--with and --shared-appearances filter the same way: give one of them.")
        #expect(
            refusal(["--with", "Spider-Man", "--characters", "1009718"])
                == "--with and --characters filter the same way: give one of them.")
        #expect(
            refusal(Array(repeating: ["--with", "Thor"], count: 11).flatMap { $0 })
                == "--with takes at most 10 names, got 11.")
        #expect(refusal(["--with", "--"]) != nil, "no letter or digit")
        #expect(
            try ComicsList.parse(["--with", "spider man"]).choices.pageCommand(perPage: 20)?(2)
                == "heroes comics list --with 'spider man' --page 2")
    }

    @Test func withSendsSharedAppearancesOnTheComicsList() {
        #expect(NamedFilter.with.parameter(names: 2, on: .list(.comics)) == .sharedAppearances)
        #expect(
            NamedFilter.with.parameter(names: 1, on: .list(.series)) == .characters, "series have no sharedAppearances")
        #expect(NamedFilter.with.parameter(names: 1, on: .list(.creators)) == nil, "creators take no characters filter")
    }

    @Test func byInAndInSeriesSendTheIdFilterEachListHas() {
        #expect(NamedFilter.by.parameter(names: 1, on: .list(.comics)) == .creators)
        #expect(NamedFilter.by.parameter(names: 2, on: .list(.comics)) == .collaborators, "made together")
        #expect(NamedFilter.by.parameter(names: 2, on: .list(.series)) == .creators, "series have no collaborators")
        #expect(NamedFilter.inEvent.parameter(names: 1, on: .list(.comics)) == .events)
        #expect(NamedFilter.inSeries.parameter(names: 1, on: .list(.comics)) == .series)
        #expect(NamedFilter.inSeries.parameter(names: 1, on: .list(.series)) == nil, "a series list takes no series")
        #expect(NamedFilter.by.parameter(names: 1, on: .list(.creators)) == nil)
    }

    @Test func runningInIsASeriesFilterAndNameContainsNeedsALetterOrDigit() throws {
        #expect(refusal(["--running-in", "1975"]) == "--running-in is not a filter of comics: only series have years.")
        let series = try ResourceListCommand<SeriesNoun>.parse(["--running-in", "1975", "--name-contains", "x men"])
        let keep = try #require(series.choices.kept)
        #expect(keep(Series(id: 1, title: "X-Men (1963 - 1981)", startYear: 1963, endYear: 1981)))
        #expect(
            !keep(Series(id: 2, title: "X-Men (1991 - 2001)", startYear: 1991, endYear: 2001)), "not running in 1975")
        #expect(!keep(Series(id: 3, title: "Champions (1975 - 1978)", startYear: 1975, endYear: 1978)), "no x men")
        #expect(keep(Series(id: 4, title: "X-Men Forever (1970 - )", startYear: 1970)), "still running")
        #expect(
            try ResourceListCommand<SeriesNoun>.parse([]).choices.kept == nil, "no filter of ours: the API's page alone"
        )
        #expect(refusal(["--name-contains", "--"]) != nil)
        #expect(
            ResourceListCommand<SeriesNoun>.helpMessage(columns: 200).contains("--running-in")
                && !ComicsList.helpMessage(columns: 200).contains("--running-in"))
    }

    @Test func theHelpListsTheFiltersOfThisListOnly() {
        let help = ComicsList.helpMessage(columns: 200)
        for flag in [
            "--title-starts-with", "--comic-format", "--no-variants", "--shared-appearances", "--date-range", "--with",
        ] {
            #expect(help.contains(flag), "\(flag) missing")
        }
        for flag in ["--last-name", "--series-type", "--name-starts-with", "--contains"] {
            #expect(!help.contains(flag), "\(flag) is another list's filter")
        }
    }
}

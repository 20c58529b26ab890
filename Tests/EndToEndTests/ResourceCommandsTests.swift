import Foundation
import Testing
import TestingUtils

/// `heroes comics list|show` and `heroes characters list|show` on the release binary: on the
/// embedded catalog, against `heroes serve`, and beside esak (PyPI) for the same filters.
@Suite struct ResourceCommandsTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    /// A filtered list: `heroes comics list`'s flags, and the same query as the API writes it.
    struct Filters: Sendable, CustomTestStringConvertible {
        var flags: [String]
        var params: [String: String]
        var testDescription: String { flags.joined(separator: " ") }
    }

    static let comicsFilters = [
        Filters(
            flags: ["--title-starts-with", "Hulk", "--start-year", "2016"],
            params: ["titleStartsWith": "Hulk", "startYear": "2016", "orderBy": "-onsaleDate,title"]),
        Filters(
            flags: ["--characters", "1009610", "--no-variants", "--order-by", "-onsaleDate,title"],
            params: ["characters": "1009610", "noVariants": "true", "orderBy": "-onsaleDate,title"]),
        Filters(
            flags: ["--shared-appearances", "1009610,1009718", "--order-by", "issueNumber,title"],
            params: ["sharedAppearances": "1009610,1009718", "orderBy": "issueNumber,title"]),
        Filters(
            flags: [
                "--comic-format", "trade paperback", "--date-range", "2016-01-01,2016-12-31", "--order-by", "title",
            ],
            params: ["format": "trade paperback", "dateRange": "2016-01-01,2016-12-31", "orderBy": "title"]),
    ]

    /// The ids `heroes … --json` prints, from the list under `key`.
    func ids(_ result: ProcessResult, key: String) throws -> [Int] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(object[key] as? [[String: Any]]).compactMap { $0["id"] as? Int }
    }

    @Test(arguments: comicsFilters)
    func comicsListGivesTheIdsEsakFetchesFromHeroesServeForTheSameFilters(filters: Filters) throws {
        let server = try ServeProcess(heroes, env: LoopbackServeTests.keys)
        defer { server.stop() }
        var params = filters.params
        params["limit"] = "100"
        let esak = try EsakRun.listIDs(baseURL: server.baseURL, resource: "comics", params: params)
        #expect(esak.status == 0, "\(esak)")
        let esakIDs = esak.stdout.split(separator: "\n").compactMap { Int($0) }
        #expect(!esakIDs.isEmpty, "the filters find some comics")

        let arguments = ["comics", "list"] + filters.flags + ["--per-page", "100", "--json"]
        let overHTTP = try heroes.run(
            arguments, env: LoopbackServeTests.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 })
        #expect(overHTTP.status == 0, "\(overHTTP)")
        #expect(try ids(overHTTP, key: "comics") == esakIDs)
        let inProcess = try heroes.run(arguments)
        #expect(inProcess.status == 0, "\(inProcess)")
        #expect(try ids(inProcess, key: "comics") == esakIDs)
    }

    /// Each other resource's list: its command, its filters and order as flags, the same as the
    /// API writes them, and the key of its `--json` list (the inputs of esak_every_operation.py,
    /// which avoid the 2017 records esak's schemas reject).
    static let otherLists: [(resource: String, filters: Filters)] = [
        (
            "creators",
            Filters(
                flags: ["--last-name", "Buscema", "--order-by", "firstName"],
                params: ["lastName": "Buscema", "orderBy": "firstName"])
        ),
        (
            "events",
            Filters(
                flags: ["--name-starts-with", "Secret", "--order-by", "-startDate"],
                params: ["nameStartsWith": "Secret", "orderBy": "-startDate"])
        ),
        (
            "series",
            Filters(
                flags: ["--title-starts-with", "Uncanny X-Men", "--order-by", "-startYear"],
                params: ["titleStartsWith": "Uncanny X-Men", "orderBy": "-startYear"])
        ),
        (
            "stories",
            Filters(
                flags: ["--characters", "1009214", "--order-by", "-modified"],
                params: ["characters": "1009214", "orderBy": "-modified"])
        ),
    ]

    @Test(arguments: otherLists.map(\.resource))
    func everyOtherResourcesListGivesTheIdsEsakFetchesForTheSameFilters(resource: String) throws {
        let filters = try #require(Self.otherLists.first { $0.resource == resource }?.filters)
        let server = try ServeProcess(heroes, env: LoopbackServeTests.keys)
        defer { server.stop() }
        let esak = try EsakRun.listIDs(
            baseURL: server.baseURL, resource: resource, params: filters.params.merging(["limit": "100"]) { $1 })
        #expect(esak.status == 0, "\(esak)")
        let esakIDs = esak.stdout.split(separator: "\n").compactMap { Int($0) }
        #expect(!esakIDs.isEmpty)
        let arguments = [resource, "list"] + filters.flags + ["--per-page", "100", "--json"]
        let overHTTP = try heroes.run(
            arguments, env: LoopbackServeTests.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 })
        #expect(overHTTP.status == 0, "\(overHTTP)")
        #expect(try ids(overHTTP, key: resource) == esakIDs)
        let inProcess = try ids(try heroes.run(arguments), key: resource)
        #expect(inProcess == esakIDs, "in-process too")
    }

    /// A record of each resource by id and by its name as typed, the same lines either way;
    /// an id no record has is that resource's not found.
    @Test(arguments: [
        ("creators", "30", "stan lee", "name\tStan Lee"), ("events", "238", "civil war", "title\tCivil War"),
        ("series", "2258", "uncanny x-men (1963 - 2011)", "title\tUncanny X-Men (1963 - 2011)"),
        (
            "stories", "49889", "Avengers: The Initiative (2007) #19 - Int",
            "originalIssue\tAvengers: The Initiative (2007) #19"
        ),
    ])
    func everyResourceShowsARecordByIdAndByName(resource: String, id: String, name: String, line: String) throws {
        let byID = try heroes.run([resource, "show", id])
        #expect(
            byID.status == 0 && byID.stdout.hasPrefix("id\t\(id)\n") && byID.stdout.contains(line + "\n"), "\(byID)")
        let byName = try heroes.run([resource, "show", name])
        #expect(byName.status == 0 && byName.stdout == byID.stdout, "\(byName)")
        let missing = try heroes.run([resource, "show", "99999999"])
        #expect(missing.status == 66 && missing.stdout.isEmpty, "\(missing)")
        #expect(missing.stderr.hasSuffix("with id 99999999. Try `heroes \(resource) list` to see the ids.\n"))
    }

    /// A record's linked list, all of it, holds the records the API lists for the same route.
    @Test(arguments: [
        ("comics", "6482", "characters"), ("creators", "30", "series"), ("events", "238", "characters"),
        ("series", "2258", "creators"), ("stories", "49889", "comics"), ("comics", "6482", "stories"),
        ("characters", "1009610", "series"), ("characters", "1009610", "events"), ("characters", "1009351", "stories"),
        ("characters", "1009351", "comics"),
    ])
    func everyRecordsLinkedListHoldsWhatTheAPIListsForIt(resource: String, id: String, related: String) throws {
        let shown = try heroes.run([resource, "show", id, "--" + related, "--all", "--json", "id"])
        #expect(shown.status == 0, "\(shown)")
        let shownIDs = try ids(shown, key: related == "characters" ? "heroes" : related)
        let api = try heroes.run(["api", "\(resource)/\(id)/\(related)", "--paginate"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(api.stdout.utf8)) as? [String: Any])
        let results = try #require((object["data"] as? [String: Any])?["results"] as? [[String: Any]])
        #expect(!shownIDs.isEmpty && Set(shownIDs) == Set(results.compactMap { $0["id"] as? Int }))
    }

    @Test func aLinkTheRecordHasNotIsRefusedNamingTheOnesItHas() throws {
        let result = try heroes.run(["comics", "show", "6482", "--series"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("a comic has no series; it has --characters, --creators, --events, --stories."))
    }

    @Test func seriesRunningIn1975AreTheFiftyEightThatStartedByThenAndEndedAfter() throws {
        let result = try heroes.run([
            "series", "list", "--running-in", "1975", "--all", "--json", "id,title,startYear,endYear",
        ])
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let series = try #require(object["series"] as? [[String: Any]])
        #expect(series.count == 58)
        for item in series {
            let start = try #require(item["startYear"] as? Int)
            #expect(start <= 1975 && (item["endYear"] as? Int ?? 9999) >= 1975, "\(item)")
        }
        let started = try heroes.run(["series", "list", "--start-year", "1975", "--all", "--json", "id"])
        let startedIDs = try ids(started, key: "series")
        #expect(startedIDs.count == 12, "the API's startYear says when a series started, not ran")
    }

    @Test func comicsByCreatorsTogetherInAnEventAndOfASeriesByName() throws {
        let together = try heroes.run([
            "comics", "list", "--by", "Stan Lee", "--by", "Jack Kirby", "--all", "--json", "id",
        ])
        let byIDs = try heroes.run(["comics", "list", "--collaborators", "30,196", "--all", "--json", "id"])
        #expect(together.status == 0, "\(together)")
        let (named, numbered) = (try ids(together, key: "comics"), try ids(byIDs, key: "comics"))
        #expect(!named.isEmpty && named == numbered)
        let inEvent = try heroes.run(["comics", "list", "--in", "civil war", "--all", "--json", "id"])
        #expect(
            try ids(inEvent, key: "comics").count == 139,
            "Civil War's 140 comics, 139 of them on record in the 2017 catalog")
        let ofSeries = try heroes.run(["comics", "list", "--in-series", "2258", "-n", "1", "--json", "id"])
        #expect(ofSeries.status == 0, "\(ofSeries)")
    }

    @Test func comicsListPipedIsTabSeparatedNewestFirst() throws {
        let result = try heroes.run([
            "comics", "list", "--title-starts-with", "Hulk", "--start-year", "2016", "-n", "3",
        ])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout == """
                61535\tHulk (2016) #5\t2017-04-26\tComic
                61534\tHulk (2016) #4\t2017-03-22\tComic
                62605\tHulk (2016) #3\t2017-02-22\tComic

                """)
    }

    @Test func comicsListOnATerminalIsATableWithTheNextPageCommand() throws {
        let result = try heroes.runOnTerminal(
            ["comics", "list", "--title-starts-with", "Hulk", "-n", "5", "--color", "never", "--no-pager"], columns: 100
        )
        #expect(result.status == 0, "\(result)")
        for text in [
            "Page 1 of 54 · 269 comics", "ID     TITLE", "61535  Hulk (2016) #5  2017-04-26  Comic",
            "Next: heroes comics list --title-starts-with Hulk --per-page 5 --page 2",
        ] {
            #expect(result.stdout.contains(text), "missing \(text)\n\(result.stdout)")
        }
    }

    @Test func comicsShowByIdAndByTitleAsTypedGiveTheSameComic() throws {
        let byID = try heroes.run(["comics", "show", "6482"])
        #expect(byID.status == 0, "\(byID)")
        #expect(byID.stdout.hasPrefix("id\t6482\ntitle\tAmazing Spider-Man (1963) #1\n"))
        #expect(byID.stdout.contains("creator\tStan Lee (editor)\n"))
        let byTitle = try heroes.run(["comics", "show", "amazing spider man 1963 #1"])
        #expect(byTitle.status == 0, "\(byTitle)")
        #expect(byTitle.stdout == byID.stdout)
    }

    @Test func anUnknownComicIsNotFoundByIdAndByTitleWithCommandsToTry() throws {
        let byID = try heroes.run(["comics", "show", "999999"])
        #expect(byID.status == 66 && byID.stdout.isEmpty, "\(byID)")
        #expect(byID.stderr == "heroes: no comic with id 999999. Try `heroes comics list` to see the ids.\n")
        let byTitle = try heroes.run(["comics", "show", "zzqqxx"])
        #expect(byTitle.status == 66, "\(byTitle)")
        #expect(
            byTitle.stderr == "heroes: no comic named \"zzqqxx\". Try `heroes comics list --title-starts-with zzq`.\n")
        let near = try heroes.run(["comics", "show", "hulk 2016"])
        #expect(near.status == 66, "\(near)")
        #expect(near.stderr.contains("Did you mean one of these?\n  heroes comics show 'Hulk (2016) #1'\n"), "\(near)")
    }

    /// Each resource's unknown name is its own noun's, with a command of that resource to try
    /// (a story, whose list has no filter on the title, is searched in `browse`).
    @Test func anUnknownNameOfEachResourceIsNotFoundAsThatResourcesWithItsOwnCommandToTry() throws {
        let expected = [
            "characters": "no hero named \"zzqqxx\". Try `heroes list --name-starts-with zzq`.",
            "comics": "no comic named \"zzqqxx\". Try `heroes comics list --title-starts-with zzq`.",
            "creators": "no creator named \"zzqqxx\". Try `heroes creators list --name-starts-with zzq`.",
            "events": "no event named \"zzqqxx\". Try `heroes events list --name-starts-with zzq`.",
            "series": "no series named \"zzqqxx\". Try `heroes series list --title-starts-with zzq`.",
            "stories": "no story named \"zzqqxx\". Try `heroes browse stories`.",
        ]
        for (resource, message) in expected {
            let result = try heroes.run([resource, "show", "zzqqxx"])
            #expect(result.status == 66 && result.stdout.isEmpty, "\(resource): \(result)")
            #expect(result.stderr == "heroes: " + message + "\n", "\(resource): \(result)")
        }
    }

    /// Refused before any call: the base URL names a port the test holds bound and not
    /// listening (no other process can take it), so a call would end in "could not connect"
    /// (exit 69), not in the usage error.
    @Test(arguments: [
        ["--start-year", "soon"], ["--characters", "1,2,3,4,5,6,7,8,9,10,11"], ["--last-name", "Lee"],
        ["--order-by", "name"], ["--date-range", "2014-01-01,2013-01-01"],
    ])
    func filtersTheAPIWouldRefuseAreRefusedBeforeAnyCall(flags: [String]) throws {
        let refusing = try RefusingPort()
        let result = try heroes.run(
            ["comics", "list"] + flags,
            env: LoopbackServeTests.keys.merging(["HEROES_BASE_URL": "http://127.0.0.1:\(refusing.port)"]) { $1 })
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(flags[0]), "the message names the flag: \(result.stderr)")
    }

    @Test func teamUpsByNameAreTheSharedAppearancesOfTheHeroesThoseNamesFind() throws {
        let byName = try heroes.run([
            "comics", "list", "--with", "spider man", "--with", "Wolverine", "--all", "--json", "id",
        ])
        #expect(byName.status == 0, "\(byName)")
        let byID = try heroes.run([
            "comics", "list", "--shared-appearances", "1009610,1009718", "--all", "--json", "id",
        ])
        let ids = try ids(byName, key: "comics")
        #expect(ids.count == 289, "Spider-Man and Wolverine share 289 comics in the 2017 catalog")
        #expect(ids == (try self.ids(byID, key: "comics")))
        let unknown = try heroes.run(["comics", "list", "--with", "Spider-Man", "--with", "Nobody At All"])
        #expect(unknown.status == 66 && unknown.stdout.isEmpty, "\(unknown)")
        #expect(unknown.stderr.hasPrefix("heroes: no hero named \"Nobody At All\"."), "\(unknown)")
    }

    /// `--with spider` finds several heroes: each suggestion is the same list with a candidate in
    /// the name's place, the other filters kept, and the first one pasted runs.
    @Test func aFilterByANameOfSeveralOffersTheSameListWithEachCandidate() throws {
        let result = try heroes.run([
            "comics", "list", "--with", "spider", "--with", "wolverine", "--start-year", "2010",
        ])
        #expect(result.status == 66 && result.stdout.isEmpty, "\(result)")
        let lines = result.stderr.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "heroes comics list --start-year 2010 --with Spider-Man --with wolverine", "\(lines)")
        #expect(lines.allSatisfy { $0.hasPrefix("heroes comics list --start-year 2010 --with ") }, "\(lines)")
        let pasted = try heroes.run([
            "comics", "list", "--start-year", "2010", "--with", "Spider-Man", "--with", "wolverine",
        ])
        #expect(pasted.status == 0 && !pasted.stdout.isEmpty, "\(pasted)")
    }

    @Test func charactersListAndShowAreListAndShow() throws {
        for (noun, plain) in [
            (["characters", "list", "--page", "2"], ["list", "--page", "2"]),
            (["characters", "show", "spider man", "--json"], ["show", "spider man", "--json"]),
        ] {
            let (a, b) = (try heroes.run(noun), try heroes.run(plain))
            #expect(a.status == 0 && a.stdout == b.stdout && !a.stdout.isEmpty, "\(a)")
        }
    }
}

extension EsakRun {
    /// Tests/Clients/esak_list_ids.py: the ids esak's `RESOURCE_list` gets for `params`.
    static func listIDs(baseURL: String, resource: String, params: [String: String]) throws -> ProcessResult {
        let python = Repository.root.appendingPathComponent(".venv/bin/python").path
        guard FileManager.default.isExecutableFile(atPath: python) else { throw Failure.noVirtualenv(python) }
        let script = Repository.root.appendingPathComponent("Tests/Clients/esak_list_ids.py").path
        let keys = LoopbackServeTests.keys
        let json = String(
            decoding: try JSONSerialization.data(withJSONObject: params, options: .sortedKeys), as: UTF8.self)
        return try ProcessRunner.run(
            python, [script, baseURL, keys["MARVEL_PUBLIC_KEY"]!, keys["MARVEL_PRIVATE_KEY"]!, resource, json],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1"],
            timeout: 120)
    }
}

import DesignTokens
import Foundation
import HeroDetailsFeature
import HeroesCore
import HeroesPresentation
import MarvelWire
import SnapshotTesting
import TerminalScreen
import Testing
import TestingUtils

/// Every record's screen in `heroes browse` (`RecordBrowser`): a creator's, a series', an
/// event's and a story's frames as text at 80×24 and 60×15, Tab's linked lists, Enter on a
/// linked item, the breadcrumb's crumb, and hostile names kept off the frame.
@Suite struct RecordBrowserTests {
    static let attribution = "Data provided by Marvel. © 2017 MARVEL"
    static let day = Date(timeIntervalSince1970: 1_526_428_800)

    static let creator = Creator(
        id: 30, fullName: "Stan Lee", firstName: "Stan", lastName: "Lee",
        thumbnail: HeroImage(path: "http://i.annihil.us/u/prod/marvel/i/mg/9/80/4c3d5b28b0bc1", fileExtension: "jpg"),
        comics: HeroResourceList(available: 1_320), series: HeroResourceList(available: 380), storyCount: 2_187,
        eventCount: 22, modified: day)

    static let series = Series(
        id: 1987, title: "Amazing Spider-Man (1963 - 1998)",
        description: "The original run of Peter Parker's adventures, from the first issue to the last.",
        startYear: 1963, endYear: 1998, rating: "Rated T", type: "ongoing",
        creators: [
            ComicCreator(name: "Stan Lee", role: "writer"), ComicCreator(name: "Steve Ditko", role: "penciller"),
        ],
        characterCount: 410, comicCount: 712)

    static let event = Event(
        id: 238, title: "Civil War", description: "The superhero community splits over registration.",
        start: day, end: day.addingTimeInterval(86_400 * 200),
        creators: [ComicCreator(name: "Mark Millar", role: "writer")], characterCount: 106, comicCount: 104,
        seriesCount: 35, previous: "Decimation", next: "Initiative")

    static let story = Story(
        id: 1446, title: "Spider-Man!", description: "", type: "story", originalIssue: "Amazing Fantasy (1962) #15",
        creators: [ComicCreator(name: "Steve Ditko", role: "penciller")], characters: HeroResourceList(available: 3),
        comicCount: 4)

    static let comics = (0..<14).map { index in
        Comic(
            id: 70_000 + index, title: "Amazing Spider-Man (1963) #\(index + 1)", issueNumber: Double(index + 1),
            onSaleDate: day.addingTimeInterval(-86_400 * 30 * Double(index)),
            creators: [ComicCreator(name: "Stan Lee", role: "writer")])
    }

    static let creators = (0..<14).map {
        Creator(id: 100 + $0, fullName: "Creator \($0)", comics: HeroResourceList(available: $0))
    }
    static let heroes = (0..<14).map { Hero(id: 1_009_600 + $0, name: "Character \($0)") }

    /// The screen `RecordBrowser` makes for `resource`'s record, `lines` tall, with `record`
    /// and a first page of `items` loaded.
    static func opened<Record: MarvelModel, Linked: MarvelModel>(
        _ record: Record, link: MarvelResource? = nil, items: [Linked], lines: Int
    ) -> BrowseDetailScreen<Record, Linked> {
        let made = RecordBrowser.screen(Record.resource, id: 0, link: link, generation: 1, lines: lines)
        guard var screen = made as? BrowseDetailScreen<Record, Linked> else {
            Issue.record("RecordBrowser made \(type(of: made))")
            preconditionFailure()
        }
        _ = screen.start()
        _ = screen.handle(.answer(.record(Fetched(value: record, origin: .network), slot: 0, generation: 1)))
        let page = Page(offset: 0, limit: 50, total: items.count, items: items, attribution: attribution)
        _ = screen.handle(
            .answer(
                .pages([Fetched(value: page, origin: .network)], slot: 1, generation: 1, replacing: true, final: true)))
        return screen
    }

    static func frame<Record, Linked>(
        _ screen: BrowseDetailScreen<Record, Linked>, _ columns: Int, _ lines: Int, path: [String] = []
    ) -> String {
        let size = TerminalSize(columns: columns, lines: lines)
        let frame = Frame(
            width: columns, height: lines,
            lines: BrowseDetailRenderer(style: TerminalStyle(usesColor: false), now: Fixtures.now)
                .lines(screen, size: size, path: path))
        return visibleEscapes(frame.lines.joined(separator: "\n"))
    }

    static let sizes: [(columns: Int, lines: Int)] = [(80, 24), (60, 15)]

    @Test(arguments: sizes)
    func aCreatorsScreenShowsTheirFactsAndComicsUnderTheBreadcrumb(columns: Int, lines: Int) {
        var screen = Self.opened(Self.creator, items: Self.comics, lines: lines)
        _ = screen.handle(.key(.down, now: .distantPast))
        assertSnapshot(
            of: Self.frame(
                screen, columns, lines, path: ["Heroes", "Spider-Man", "Amazing Spider-Man (1963) #1", "Stan Lee"]),
            as: .lines, named: "creator-\(columns)x\(lines)")
    }

    @Test(arguments: sizes)
    func aSeriesScreenShowsItsFactsAndItsCreatorsAfterTab(columns: Int, lines: Int) {
        let screen = Self.opened(Self.series, link: .creators, items: Self.creators, lines: lines)
        assertSnapshot(of: Self.frame(screen, columns, lines), as: .lines, named: "series-creators-\(columns)x\(lines)")
    }

    @Test(arguments: sizes)
    func anEventsScreenShowsItsFactsAndCharacters(columns: Int, lines: Int) {
        let screen = Self.opened(Self.event, items: Self.heroes, lines: lines)
        assertSnapshot(of: Self.frame(screen, columns, lines), as: .lines, named: "event-\(columns)x\(lines)")
    }

    @Test(arguments: sizes)
    func aStorysScreenShowsItsFactsAndComics(columns: Int, lines: Int) {
        let screen = Self.opened(Self.story, link: .comics, items: Self.comics, lines: lines)
        assertSnapshot(of: Self.frame(screen, columns, lines), as: .lines, named: "story-comics-\(columns)x\(lines)")
    }

    @Test func everyRecordsLinkedListsAreOnesTheAPIHasBelowIt() {
        for resource in MarvelResource.allCases {
            let links = RecordBrowser.links(of: resource)
            #expect(!links.isEmpty && Set(links).isSubset(of: resource.relatedResources), "\(resource)")
            #expect(Set(links).count == links.count, "\(resource) lists a link twice")
        }
    }

    @Test func eachRecordShowsItsFirstLinkedListByDefaultAndForALinkItHasNot() {
        #expect(
            RecordBrowser.screen(.characters, id: 1, link: nil, generation: 1, lines: 24)
                is BrowseDetailScreen<Hero, Comic>)
        #expect(
            RecordBrowser.screen(.comics, id: 1, link: nil, generation: 1, lines: 24) is BrowseDetailScreen<Comic, Hero>
        )
        #expect(
            RecordBrowser.screen(.creators, id: 1, link: nil, generation: 1, lines: 24)
                is BrowseDetailScreen<Creator, Comic>)
        #expect(
            RecordBrowser.screen(.series, id: 1, link: nil, generation: 1, lines: 24)
                is BrowseDetailScreen<Series, Comic>)
        #expect(
            RecordBrowser.screen(.events, id: 1, link: nil, generation: 1, lines: 24) is BrowseDetailScreen<Event, Hero>
        )
        #expect(
            RecordBrowser.screen(.stories, id: 1, link: nil, generation: 1, lines: 24)
                is BrowseDetailScreen<Story, Hero>)
        #expect(
            RecordBrowser.screen(.creators, id: 1, link: .characters, generation: 1, lines: 24)
                is BrowseDetailScreen<Creator, Comic>)
        #expect(
            RecordBrowser.screen(.creators, id: 1, link: .events, generation: 1, lines: 24)
                is BrowseDetailScreen<Creator, Event>)
    }

    @Test func tabAndRightBracketReplaceTheScreenWithTheNextLinkedListAndLeftBracketThePreviousWrappingRound() {
        var hero = Self.opened(Fixtures.spiderMan, items: Self.comics, lines: 24)
        #expect(hero.handle(.key(.tab, now: .distantPast)) == [.replace(.record(.characters, id: 0, link: .series))])
        #expect(
            hero.handle(.key(.character("]"), now: .distantPast)) == [
                .replace(.record(.characters, id: 0, link: .series))
            ])
        #expect(
            hero.handle(.key(.character("["), now: .distantPast)) == [
                .replace(.record(.characters, id: 0, link: .stories))
            ])
        var stories = Self.opened(Fixtures.spiderMan, link: .stories, items: [Story](), lines: 24)
        #expect(stories.handle(.key(.tab, now: .distantPast)) == [.replace(.record(.characters, id: 0, link: .comics))])
    }

    @Test func aSeriesCreatorsLoadFromTheSeriesCreatorsRouteByLastName() {
        var screen = RecordBrowser.screen(.series, id: 1987, link: .creators, generation: 4, lines: 24)
        var query = MarvelQuery()
        query[.orderBy] = .order([MarvelOrder(.lastName), MarvelOrder(.firstName)])
        let request = ListRequest(MarvelRoute(.series, id: 1987, related: .creators, query: query), limit: 50)
        #expect(
            screen.start() == [
                .load(BrowseLoad(.record(id: 1987, refresh: false), of: Series.self, slot: 0, generation: 4)),
                .load(BrowseLoad(.first(request), of: Creator.self, slot: 1, generation: 4)),
            ])
    }

    @Test func enterOnALinkedItemOpensThatItemsRecord() {
        var series = Self.opened(Self.series, link: .creators, items: Self.creators, lines: 24)
        _ = series.handle(.key(.down, now: .distantPast))
        #expect(series.handle(.key(.enter, now: .distantPast)) == [.open(.record(.creators, id: 101), row: 1)])
        var creator = Self.opened(Self.creator, items: Self.comics, lines: 24)
        #expect(creator.handle(.key(.enter, now: .distantPast)) == [.open(.record(.comics, id: 70_000), row: 0)])
    }

    @Test func theCrumbIsTheRecordsTitleOnceLoadedAndItsNounAndIDBefore() {
        let loading = RecordBrowser.screen(.creators, id: 30, link: nil, generation: 1, lines: 24)
        #expect(loading.crumb == "Creator 30")
        #expect(Self.opened(Self.creator, items: Self.comics, lines: 24).crumb == "Stan Lee")
    }

    @Test func theHeadingSaysWhichListsTabGoesTo() {
        let frame = Self.frame(Self.opened(Self.event, link: .series, items: [Self.series], lines: 24), 100, 24)
        #expect(
            frame.contains(
                "Series, newest first · 1 of 1 · 34 not on record · Tab: stories, characters, comics, creators"))
    }

    static let hostileCreator = Creator(
        id: 31, fullName: "Evil\u{1B}[31m\u{202E}Creator\u{1B}]0;pwned\u{07}", comics: HeroResourceList(available: 1))
    static let hostileSeries = Series(
        id: 32, title: "Bad\u{1B}]8;;http://evil\u{07} Series\u{2067} (2017)\u{1B}[2J",
        description: "Text\u{1B}]52;c;cm0gLXJmIH4=\u{07} to\u{9B}2J copy", type: "limited\u{1B}[5m")

    @Test func aHostileCreatorNameAndSeriesTitleReachNeitherFrameNorBreadcrumb() {
        let creator = Self.opened(Self.hostileCreator, link: .series, items: [Self.hostileSeries], lines: 24)
        let path = ["Heroes", Self.hostileCreator.fullName]
        let creatorFrame = Self.frame(creator, 80, 24, path: path)
        let series = Self.opened(Self.hostileSeries, items: [Comic](), lines: 24)
        let seriesFrame = Self.frame(series, 80, 24, path: path + [Self.hostileSeries.title])
        for frame in [creatorFrame, seriesFrame] {
            #expect(!frame.contains("␛") && !frame.contains("\u{202E}") && !frame.contains("\u{2067}"))
            #expect(!frame.contains("\u{9B}") && !frame.contains("\u{07}"))
            #expect(TerminalText.isNeutral(frame, lineBreaks: .keep))
        }
        #expect(creatorFrame.contains("Heroes › Evil") && seriesFrame.contains("Bad"))
    }
}

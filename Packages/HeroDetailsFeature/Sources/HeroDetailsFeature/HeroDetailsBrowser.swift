import DesignTokens
public import HeroesCore
public import HeroesPresentation
public import MarvelWire

/// The details screen of `heroes browse`: HeroesPresentation's generic `BrowseDetailScreen` of a
/// hero (``HeroesPresentation/BrowseDetailSpec/hero``): its facts, and the comics it appears in
/// (the full cross-link, `/characters/{id}/comics`, newest first) as an endless list with its
/// own cursor, drawn by HeroesPresentation's `BrowseDetailRenderer`. Keys and answers go in,
/// effects come out; the session runs them and navigates (`.back` goes through its coordinator).
public typealias HeroDetailsBrowser = BrowseDetailScreen<Hero, Comic>

extension BrowseDetailSpec where Record == Hero, Linked == Comic {
    /// A hero's screen in `heroes browse` with its comics (``RecordBrowser``): its name; eight
    /// lines of facts (two of description, the counts, the image URLs, three links); its comics
    /// newest first, 50 a page, each the on-sale day, the title and the creators with their
    /// roles; Enter opens a comic, Tab the hero's series.
    public static var hero: BrowseDetailSpec<Hero, Comic> { BrowseDetailSpec(record: .hero, link: .comics) }
}

extension BrowseRecordSpec where Record == Hero {
    /// A hero: its name, eight lines of facts; its comics, series, events and stories, each
    /// counted by the hero.
    static var hero: Self {
        BrowseRecordSpec(
            noun: "hero", title: { $0.name }, summary: heroSummary, summaryLines: 8,
            links: [.comics, .series, .events, .stories],
            counted: { hero, link in
                switch link {
                case .comics: hero.comics.available
                case .series: hero.series.available
                case .events: hero.events.available
                case .stories: hero.stories.available
                case .characters, .creators: nil
                }
            })
    }

    /// Two lines of description (none without one), `comics 4,043 · series 10 · stories 5,000 ·
    /// events 37 · modified 2016-09-28` (and `no description` for a hero without one: the 2017
    /// catalog carries none), the portrait and full-size image URLs, and the first three links.
    @Sendable private static func heroSummary(_ hero: Hero) -> [BrowseSummaryLine] {
        var counts = [
            "comics \(NumberFormat.grouped(hero.comics.available))",
            "series \(NumberFormat.grouped(hero.series.available))",
            "stories \(NumberFormat.grouped(hero.stories.available))",
            "events \(NumberFormat.grouped(hero.events.available))",
        ]
        if let day = hero.modifiedDay { counts.append("modified \(day)") }
        if TerminalText.neutralized(hero.description, lineBreaks: .asSpaces).trimmingSpaces().isEmpty {
            counts.append("no description")
        }
        return [.prose(hero.description, lines: 2), .facts(counts)]
            + [
                .labelled("image", hero.thumbnail?.url(.portraitUncanny)?.absoluteString),
                .labelled("full size", hero.thumbnail?.fullSizeURL?.absoluteString),
            ] + hero.links.prefix(3).map { .labelled($0.kind, $0.url.absoluteString) }
    }
}

extension BrowseDetailScreen where Record == Hero, Linked == Comic {
    /// Comics a page.
    public static var pageSize: Int { BrowseLinkSpec<Comic>.pageSize }
    /// Lines that are not comic rows: title, breadcrumb, eight lines of facts, the comics' header,
    /// the hints.
    public static var chromeLines: Int { BrowseDetailSpec.hero.chromeLines }
    /// The order of the comics: the newest first, then by title.
    public static var comicsOrder: [MarvelOrder] { HeroComicsRequest.newestFirst }

    /// The screen of hero `heroID`, `lines` tall; `generation` is new for each screen opened.
    public init(heroID: Int, generation: Int, lines: Int) {
        self.init(spec: .hero, recordID: heroID, generation: generation, lines: lines)
    }

    /// The hero shown.
    public var heroID: Int { recordID }
    /// The hero, as loaded so far.
    public var hero: LoadState<Hero> { record }
    /// The hero's comics loaded, the cursor and what is loading.
    public var comics: EndlessList<Comic> { linked }

    /// The list request of a page of the hero's comics.
    public static func comicsRequest(heroID: Int) -> ListRequest {
        BrowseLinkSpec.comics.browser(of: .characters, id: heroID).query(for: "")
    }
}

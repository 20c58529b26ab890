public import HeroesCore
public import HeroesPresentation
import MarvelWire

/// A comic's screen in `heroes browse`: HeroesPresentation's generic `BrowseDetailScreen` of a
/// comic (``HeroesPresentation/BrowseDetailSpec/comic``): its facts, and the characters in it
/// (`/comics/{id}/characters`) as an endless list; Enter opens a character.
public typealias ComicBrowser = BrowseDetailScreen<Comic, Hero>

extension BrowseDetailSpec where Record == Comic, Linked == Hero {
    /// A comic's screen in `heroes browse` with its characters (``RecordBrowser``): its title;
    /// eight lines of facts (two of description, the format, issue, on-sale day and pages, the
    /// series, the creators with their roles, the cover's URL); the characters in it by name, 50
    /// a page; Enter opens a character, Tab the comic's creators.
    public static var comic: BrowseDetailSpec<Comic, Hero> { BrowseDetailSpec(record: .comic, link: .characters) }
}

extension BrowseRecordSpec where Record == Comic {
    /// A comic: its title, eight lines of facts; its characters, creators, stories and events.
    static var comic: Self {
        BrowseRecordSpec(
            noun: "comic", title: { $0.title }, summary: comicSummary, summaryLines: 8,
            links: [.characters, .creators, .stories, .events])
    }

    @Sendable private static func comicSummary(_ comic: Comic) -> [BrowseSummaryLine] {
        var facts: [String] = []
        if !comic.format.isEmpty { facts.append(comic.format) }
        if let number = comic.issueNumber { facts.append("issue \(DetailSpec<Comic>.issue(number))") }
        if let day = comic.onSaleDay { facts.append("on sale \(day)") }
        if let pages = comic.pageCount { facts.append("\(pages) pages") }
        let creators = comic.creators.map(DetailSpec<Comic>.credit)
        return [
            .prose(comic.description, lines: 2), .facts(facts), .labelled("series", comic.series),
            .labelled("creators", creators.isEmpty ? nil : creators.joined(separator: ", ")),
            .labelled("cover", comic.thumbnail?.url(.portraitUncanny)?.absoluteString),
        ]
    }
}

public import HeroesCore
public import HeroesPresentation
import MarvelWire

/// A comic's screen in `heroes browse`: HeroesPresentation's generic `BrowseDetailScreen` of a
/// comic (``HeroesPresentation/BrowseDetailSpec/comic``): its facts, and the characters in it
/// (`/comics/{id}/characters`) as an endless list; Enter opens a character.
public typealias ComicBrowser = BrowseDetailScreen<Comic, Hero>

extension BrowseDetailSpec where Record == Comic, Linked == Hero {
    /// A comic's screen in `heroes browse`: its title; eight lines of facts (two of description,
    /// the format, issue, on-sale day and pages, the series, the creators with their roles, the
    /// cover's URL); the characters in it by name, 50 a page; Enter opens a character.
    public static var comic: BrowseDetailSpec<Comic, Hero> {
        BrowseDetailSpec(
            noun: "comic", title: { $0.title }, summary: comicSummary, linkedHeading: "Characters",
            linked: { .characters(ofComic: $0) },
            linkedRow: { DetailDatedRow(day: nil, title: $0.name) }, linkedRowsAreDated: false,
            linkedDestination: { .hero(id: $0) })
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

extension ListBrowserSpec where Query == ListRequest, Item == Hero {
    /// The characters in comic `comicID`, as its screen in `heroes browse` lists them: by name
    /// (the API's order), 50 a page, no search; Enter opens one.
    static func characters(ofComic comicID: Int) -> ListBrowserSpec<ListRequest, Hero> {
        ListBrowserSpec(list: .characters(ofComic: comicID), isSearchable: false, opensItems: true) { _, pageSize in
            .characters(ofComic: comicID, perPage: pageSize)
        }
    }
}

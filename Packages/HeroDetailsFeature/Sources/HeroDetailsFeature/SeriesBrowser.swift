import DesignTokens
import HeroesCore
import HeroesPresentation

extension BrowseRecordSpec where Record == Series {
    /// A series' screen in `heroes browse` (``RecordBrowser``): its title; five lines (two of
    /// description, the years, type, rating and counts, the creators with their roles, the
    /// cover's URL); its comics, characters, creators, events and stories, the comics and
    /// characters counted by the series.
    static var series: Self {
        BrowseRecordSpec(
            noun: "series", title: { $0.title },
            summary: { series in
                let years = ListSpec<Series>.years(series)
                let facts =
                    [years, series.type, series.rating].filter { !$0.isEmpty } + [
                        "comics \(NumberFormat.grouped(series.comicCount))",
                        "characters \(NumberFormat.grouped(series.characterCount))",
                    ]
                let creators = series.creators.map(DetailSpec<Comic>.credit)
                return [
                    .prose(series.description, lines: 2), .facts(facts),
                    .labelled("creators", creators.isEmpty ? nil : creators.joined(separator: ", ")),
                    .labelled("cover", series.thumbnail?.url(.portraitUncanny)?.absoluteString),
                ]
            }, summaryLines: 5, links: [.comics, .characters, .creators, .events, .stories],
            counted: { series, link in
                switch link {
                case .comics: series.comicCount
                case .characters: series.characterCount
                case .creators, .events, .series, .stories: nil
                }
            })
    }
}

import DesignTokens
import HeroesCore
import HeroesPresentation

extension BrowseRecordSpec where Record == Creator {
    /// A creator's screen in `heroes browse` (``RecordBrowser``): their name; three lines (the
    /// counts and last change, the picture's URLs); their comics, series, stories and events,
    /// each counted by the creator.
    static var creator: Self {
        BrowseRecordSpec(
            noun: "creator", title: { $0.fullName },
            summary: { creator in
                var facts = [
                    "comics \(NumberFormat.grouped(creator.comics.available))",
                    "series \(NumberFormat.grouped(creator.series.available))",
                    "stories \(NumberFormat.grouped(creator.storyCount))",
                    "events \(NumberFormat.grouped(creator.eventCount))",
                ]
                if let day = creator.modifiedDay { facts.append("modified \(day)") }
                return [
                    .facts(facts), .labelled("image", creator.thumbnail?.url(.portraitUncanny)?.absoluteString),
                    .labelled("full size", creator.thumbnail?.fullSizeURL?.absoluteString),
                ]
            }, summaryLines: 3, links: [.comics, .series, .stories, .events],
            counted: { creator, link in
                switch link {
                case .comics: creator.comics.available
                case .series: creator.series.available
                case .stories: creator.storyCount
                case .events: creator.eventCount
                case .characters, .creators: nil
                }
            })
    }
}

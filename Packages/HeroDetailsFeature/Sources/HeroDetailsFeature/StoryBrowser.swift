import DesignTokens
import HeroesCore
import HeroesPresentation

extension BrowseRecordSpec where Record == Story {
    /// A story's screen in `heroes browse` (``RecordBrowser``): its title; five lines (two of
    /// description, its type and counts, the original issue, the creators with their roles);
    /// its characters, comics, creators, series and events, the characters and comics counted
    /// by the story.
    static var story: Self {
        BrowseRecordSpec(
            noun: "story", title: { $0.title },
            summary: { story in
                let facts =
                    (story.type.isEmpty ? [] : [story.type]) + [
                        "comics \(NumberFormat.grouped(story.comicCount))",
                        "characters \(NumberFormat.grouped(story.characters.available))",
                    ]
                let creators = story.creators.map(DetailSpec<Comic>.credit)
                return [
                    .prose(story.description, lines: 2), .facts(facts), .labelled("issue", story.originalIssue),
                    .labelled("creators", creators.isEmpty ? nil : creators.joined(separator: ", ")),
                ]
            }, summaryLines: 5, links: [.characters, .comics, .creators, .series, .events],
            counted: { story, link in
                switch link {
                case .characters: story.characters.available
                case .comics: story.comicCount
                case .creators, .events, .series, .stories: nil
                }
            })
    }
}

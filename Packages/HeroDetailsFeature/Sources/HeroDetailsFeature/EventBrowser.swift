import DesignTokens
import HeroesCore
import HeroesPresentation

extension BrowseRecordSpec where Record == Event {
    /// An event's screen in `heroes browse` (``RecordBrowser``): its title; six lines (two of
    /// description, its days and counts, the events before and after it, the creators with
    /// their roles); its characters, comics, creators, series and stories, the characters,
    /// comics and series counted by the event.
    static var event: Self {
        BrowseRecordSpec(
            noun: "event", title: { $0.title },
            summary: { event in
                var facts: [String] = []
                if let start = event.startDay { facts.append("from \(start)") }
                if let end = event.endDay { facts.append("to \(end)") }
                facts += [
                    "comics \(NumberFormat.grouped(event.comicCount))",
                    "series \(NumberFormat.grouped(event.seriesCount))",
                    "characters \(NumberFormat.grouped(event.characterCount))",
                ]
                let creators = event.creators.map(DetailSpec<Comic>.credit)
                return [
                    .prose(event.description, lines: 2), .facts(facts), .labelled("previous", event.previous),
                    .labelled("next", event.next),
                    .labelled("creators", creators.isEmpty ? nil : creators.joined(separator: ", ")),
                ]
            }, summaryLines: 6, links: [.characters, .comics, .creators, .series, .stories],
            counted: { event, link in
                switch link {
                case .characters: event.characterCount
                case .comics: event.comicCount
                case .series: event.seriesCount
                case .creators, .events, .stories: nil
                }
            })
    }
}

import Foundation
import HeroesCore

/// The JSON shape of a page for `--json`.
struct HeroesListJSON: Encodable {
    var page: Int
    var perPage: Int
    var total: Int
    var totalPages: Int
    var attribution: String
    var heroes: [HeroSummaryJSON]

    init(_ page: HeroPage) {
        self.page = page.pageNumber
        self.perPage = page.limit
        self.total = page.total
        self.totalPages = page.pageCount
        self.attribution = page.attribution
        self.heroes = page.heroes.map(HeroSummaryJSON.init)
    }
}

/// One hero in the list's JSON: missing values are `null`, not left out.
struct HeroSummaryJSON: Encodable {
    var id: Int
    var name: String
    var description: String
    var modified: String?
    var thumbnail: String?
    var comics: Int
    var series: Int
    var stories: Int
    var events: Int

    init(_ hero: Hero) {
        id = hero.id
        name = hero.name
        description = hero.description
        modified = hero.modified.map { $0.formatted(.iso8601) }
        thumbnail = hero.thumbnail?.fullSizeURL?.absoluteString
        comics = hero.comics.available
        series = hero.series.available
        stories = hero.stories.available
        events = hero.events.available
    }

    enum CodingKeys: String, CodingKey {
        case id, name, description, modified, thumbnail, comics, series, stories, events
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(description, forKey: .description)
        try container.encode(modified, forKey: .modified)
        try container.encode(thumbnail, forKey: .thumbnail)
        try container.encode(comics, forKey: .comics)
        try container.encode(series, forKey: .series)
        try container.encode(stories, forKey: .stories)
        try container.encode(events, forKey: .events)
    }
}

import Foundation
import HeroesCore

/// The JSON shape of one hero for `--json`: every list in full, missing values `null`.
struct HeroDetailsJSON: Encodable {
    struct Link: Encodable {
        var type: String
        var url: String
    }

    struct ResourceList: Encodable {
        var available: Int
        var items: [String]

        init(_ list: HeroResourceList) {
            available = list.available
            items = list.items.map(\.name)
        }
    }

    var id: Int
    var name: String
    var description: String
    var modified: String?
    var thumbnail: String?
    var portrait: String?
    var links: [Link]
    var comics: ResourceList
    var series: ResourceList
    var stories: ResourceList
    var events: ResourceList
    var attribution: String

    init(_ hero: Hero, attribution: String) {
        id = hero.id
        name = hero.name
        description = hero.description
        modified = hero.modified.map { $0.formatted(.iso8601) }
        thumbnail = hero.thumbnail?.fullSizeURL?.absoluteString
        portrait = hero.thumbnail?.url(.portraitUncanny)?.absoluteString
        links = hero.links.map { Link(type: $0.kind, url: $0.url.absoluteString) }
        comics = ResourceList(hero.comics)
        series = ResourceList(hero.series)
        stories = ResourceList(hero.stories)
        events = ResourceList(hero.events)
        self.attribution = attribution
    }

    enum CodingKeys: String, CodingKey {
        case id, name, description, modified, thumbnail, portrait, links, comics, series, stories, events, attribution
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(description, forKey: .description)
        try container.encode(modified, forKey: .modified)
        try container.encode(thumbnail, forKey: .thumbnail)
        try container.encode(portrait, forKey: .portrait)
        try container.encode(links, forKey: .links)
        try container.encode(comics, forKey: .comics)
        try container.encode(series, forKey: .series)
        try container.encode(stories, forKey: .stories)
        try container.encode(events, forKey: .events)
        try container.encode(attribution, forKey: .attribution)
    }
}

import DesignTokens
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

    struct LatestComics: Encodable {
        struct Item: Encodable {
            struct Creator: Encodable {
                var name: String
                var role: JSONNullable<String>
            }

            var id: Int
            var title: String
            var onsaleDate: JSONNullable<String>
            var creators: [Creator]
        }

        var total: Int
        var items: [Item]

        init(_ page: Page<Comic>) {
            total = page.total
            items = page.items.map { comic in
                Item(
                    id: comic.id, title: comic.title, onsaleDate: JSONNullable(comic.onSaleDay),
                    creators: comic.creators.map { Item.Creator(name: $0.name, role: JSONNullable($0.role)) })
            }
        }
    }

    var id: Int
    var name: String
    var description: String
    var modified: JSONNullable<String>
    var thumbnail: JSONNullable<String>
    var portrait: JSONNullable<String>
    var links: [Link]
    var comics: ResourceList
    var series: ResourceList
    var stories: ResourceList
    var events: ResourceList
    var latestComics: JSONNullable<LatestComics>
    var attribution: String

    init(_ details: HeroDetails, attribution: String) {
        let hero = details.hero
        id = hero.id
        name = hero.name
        description = hero.description
        modified = JSONNullable(hero.modified.map { $0.formatted(.iso8601) })
        thumbnail = JSONNullable(hero.thumbnail?.fullSizeURL?.absoluteString)
        portrait = JSONNullable(hero.thumbnail?.url(.portraitUncanny)?.absoluteString)
        links = hero.links.map { Link(type: $0.kind, url: $0.url.absoluteString) }
        comics = ResourceList(hero.comics)
        series = ResourceList(hero.series)
        stories = ResourceList(hero.stories)
        events = ResourceList(hero.events)
        latestComics = JSONNullable(details.latestComics.map(LatestComics.init))
        self.attribution = attribution
    }
}

import DesignTokens
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
    var modified: JSONNullable<String>
    var thumbnail: JSONNullable<String>
    var comics: Int
    var series: Int
    var stories: Int
    var events: Int

    init(_ hero: Hero) {
        id = hero.id
        name = hero.name
        description = hero.description
        modified = JSONNullable(hero.modified.map { $0.formatted(.iso8601) })
        thumbnail = JSONNullable(hero.thumbnail?.fullSizeURL?.absoluteString)
        comics = hero.comics.available
        series = hero.series.available
        stories = hero.stories.available
        events = hero.events.available
    }
}

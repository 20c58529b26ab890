import DesignTokens
import HeroesCore

/// The JSON shape of a page of a hero's comics for `--json`: the hero list's page keys, then
/// the comics; missing values are `null`, not left out.
struct HeroComicsJSON: Encodable {
    var hero: Int
    var page: Int
    var perPage: Int
    var total: Int
    var totalPages: Int
    var attribution: String
    var comics: [ComicJSON]

    init(_ page: Page<Comic>, heroID: Int) {
        hero = heroID
        self.page = page.pageNumber
        perPage = page.limit
        total = page.total
        totalPages = page.pageCount
        attribution = page.attribution
        comics = page.items.map(ComicJSON.init)
    }
}

/// One comic in the JSON.
struct ComicJSON: Encodable {
    var id: Int
    var title: String
    var issueNumber: JSONNullable<Double>
    var format: JSONNullable<String>
    /// The on-sale day, `YYYY-MM-DD` in UTC.
    var onSaleDate: JSONNullable<String>
    var series: JSONNullable<String>
    var creators: [CreatorJSON]

    init(_ comic: Comic) {
        id = comic.id
        title = comic.title
        issueNumber = JSONNullable(comic.issueNumber)
        format = JSONNullable(comic.format.isEmpty ? nil : comic.format)
        onSaleDate = JSONNullable(comic.onSaleDay)
        series = JSONNullable(comic.series)
        creators = comic.creators.map { CreatorJSON(name: $0.name, role: JSONNullable($0.role)) }
    }
}

/// One creator of a comic in the JSON.
struct CreatorJSON: Encodable {
    var name: String
    var role: JSONNullable<String>
}

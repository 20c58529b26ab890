import HeroesCore

/// The JSON shape of a page for `--json`: the page's facts, and each hero as ``HeroJSON``
/// writes it (the same shape as `heroes show --json`), with only the fields asked for.
struct HeroesListJSON: Encodable {
    var page: Int
    var perPage: Int
    var total: Int
    var totalPages: Int
    var attribution: String
    var heroes: [HeroJSON]

    init(_ page: HeroPage, fields: Set<String>?) {
        self.page = page.pageNumber
        self.perPage = page.limit
        self.total = page.total
        self.totalPages = page.pageCount
        self.attribution = page.attribution
        self.heroes = page.heroes.map { HeroJSON($0, fields: fields) }
    }
}

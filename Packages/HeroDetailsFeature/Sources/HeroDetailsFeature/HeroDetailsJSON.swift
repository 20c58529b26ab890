import HeroesCore

/// The JSON shape of one hero for `--json`: the hero as ``HeroJSON`` writes it (the shape of
/// each hero of `heroes list --json`), then `latestComics` and `attribution`; only the fields
/// asked for.
struct HeroDetailsJSON: Encodable {
    /// The newest comics from the hero's full list, each comic as `show --comics --json` writes it.
    struct LatestComics: Encodable {
        var total: Int
        var items: [ComicJSON]

        init(_ page: Page<Comic>) {
            total = page.total
            items = page.items.map { ComicJSON($0) }
        }
    }

    /// The keys beside the hero's.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case latestComics, attribution
    }

    var hero: HeroJSON
    var latestComics: LatestComics?
    var attribution: String
    var fields: Set<String>?

    init(_ details: HeroDetails, attribution: String, fields: Set<String>?) {
        hero = HeroJSON(details.hero, fields: fields)
        latestComics = details.latestComics.map(LatestComics.init)
        self.attribution = attribution
        self.fields = fields
    }

    func encode(to encoder: any Encoder) throws {
        try hero.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if fields?.contains(CodingKeys.latestComics.rawValue) ?? true {
            try container.encode(latestComics, forKey: .latestComics)
        }
        if fields?.contains(CodingKeys.attribution.rawValue) ?? true {
            try container.encode(attribution, forKey: .attribution)
        }
    }
}

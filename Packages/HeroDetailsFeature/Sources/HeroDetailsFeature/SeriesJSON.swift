import HeroesCore
import MarvelWire

/// One series in the JSON, with only the fields asked for (`--json id,title`): an item of the
/// series list and the start of a series' details; missing values are `null`, not left out.
struct SeriesJSON: Encodable {
    /// A series' keys, in the order `--json`'s error lists them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title, startYear, endYear, type, rating, comics, characters, creators
    }

    /// The keys `--json` may keep of each series.
    static var fieldNames: [String] { CodingKeys.allCases.map(\.rawValue) }

    var id: Int
    var title: String
    var startYear: JSONNullable<Int>
    /// `null` while the series runs, as when the end is unknown.
    var endYear: JSONNullable<Int>
    var type: JSONNullable<String>
    var rating: JSONNullable<String>
    /// How many comics it has.
    var comics: Int
    /// How many characters appear in it.
    var characters: Int
    var creators: [CreatorJSON]
    /// The keys to write; `nil` for all of them.
    var fields: Set<String>?

    init(_ series: Series, fields: Set<String>? = nil) {
        self.fields = fields
        id = series.id
        title = series.title
        startYear = JSONNullable(series.startYear)
        endYear = JSONNullable(series.endYear)
        type = JSONNullable(series.type.isEmpty ? nil : series.type)
        rating = JSONNullable(series.rating.isEmpty ? nil : series.rating)
        comics = series.comicCount
        characters = series.characterCount
        creators = series.creators.map { CreatorJSON(name: $0.name, role: JSONNullable($0.role)) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        func wants(_ key: CodingKeys) -> Bool { fields?.contains(key.rawValue) ?? true }
        if wants(.id) { try container.encode(id, forKey: .id) }
        if wants(.title) { try container.encode(title, forKey: .title) }
        if wants(.startYear) { try container.encode(startYear, forKey: .startYear) }
        if wants(.endYear) { try container.encode(endYear, forKey: .endYear) }
        if wants(.type) { try container.encode(type, forKey: .type) }
        if wants(.rating) { try container.encode(rating, forKey: .rating) }
        if wants(.comics) { try container.encode(comics, forKey: .comics) }
        if wants(.characters) { try container.encode(characters, forKey: .characters) }
        if wants(.creators) { try container.encode(creators, forKey: .creators) }
    }
}

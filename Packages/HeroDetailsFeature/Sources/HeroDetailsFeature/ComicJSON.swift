import HeroesCore
import MarvelWire

/// One comic in the JSON, with only the fields asked for (`--json id,title`): an item of the
/// comics lists and of the details' `latestComics`; missing values are `null`, not left out.
struct ComicJSON: Encodable {
    /// A comic's keys, in the order `--json`'s error lists them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title, issueNumber, format, onSaleDate, series, creators
    }

    var id: Int
    var title: String
    var issueNumber: JSONNullable<Double>
    var format: JSONNullable<String>
    /// The on-sale day, `YYYY-MM-DD` in UTC.
    var onSaleDate: JSONNullable<String>
    var series: JSONNullable<String>
    var creators: [CreatorJSON]
    /// The keys to write; `nil` for all of them.
    var fields: Set<String>?

    init(_ comic: Comic, fields: Set<String>? = nil) {
        self.fields = fields
        id = comic.id
        title = comic.title
        issueNumber = JSONNullable(comic.issueNumber)
        format = JSONNullable(comic.format.isEmpty ? nil : comic.format)
        onSaleDate = JSONNullable(comic.onSaleDay)
        series = JSONNullable(comic.series)
        creators = comic.creators.map { CreatorJSON(name: $0.name, role: JSONNullable($0.role)) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        func wants(_ key: CodingKeys) -> Bool { fields?.contains(key.rawValue) ?? true }
        if wants(.id) { try container.encode(id, forKey: .id) }
        if wants(.title) { try container.encode(title, forKey: .title) }
        if wants(.issueNumber) { try container.encode(issueNumber, forKey: .issueNumber) }
        if wants(.format) { try container.encode(format, forKey: .format) }
        if wants(.onSaleDate) { try container.encode(onSaleDate, forKey: .onSaleDate) }
        if wants(.series) { try container.encode(series, forKey: .series) }
        if wants(.creators) { try container.encode(creators, forKey: .creators) }
    }
}

/// One creator of a comic in the JSON.
struct CreatorJSON: Encodable {
    var name: String
    var role: JSONNullable<String>
}

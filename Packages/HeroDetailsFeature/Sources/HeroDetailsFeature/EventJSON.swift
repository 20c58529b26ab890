import HeroesCore
import MarvelWire

/// One event in the JSON, with only the fields asked for (`--json id,title`): an item of the
/// events list and the body of an event's details; missing values are `null`, not left out.
struct EventJSON: Encodable {
    /// An event's keys, in the order `--json`'s error lists them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title, description, start, end, thumbnail, previous, next, creators, comics, series, characters
    }

    var id: Int
    var title: String
    var description: String
    /// The first day, `YYYY-MM-DD` in UTC.
    var start: JSONNullable<String>
    /// The last day, `YYYY-MM-DD` in UTC.
    var end: JSONNullable<String>
    /// The full-size image's URL.
    var thumbnail: JSONNullable<String>
    var previous: JSONNullable<String>
    var next: JSONNullable<String>
    var creators: [CreatorJSON]
    var comics: Int
    var series: Int
    var characters: Int
    /// The keys to write; `nil` for all of them.
    var fields: Set<String>?

    init(_ event: Event, fields: Set<String>? = nil) {
        self.fields = fields
        id = event.id
        title = event.title
        description = event.description
        start = JSONNullable(event.startDay)
        end = JSONNullable(event.endDay)
        thumbnail = JSONNullable(event.thumbnail?.fullSizeURL?.absoluteString)
        previous = JSONNullable(event.previous)
        next = JSONNullable(event.next)
        creators = event.creators.map { CreatorJSON(name: $0.name, role: JSONNullable($0.role)) }
        comics = event.comicCount
        series = event.seriesCount
        characters = event.characterCount
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        func wants(_ key: CodingKeys) -> Bool { fields?.contains(key.rawValue) ?? true }
        if wants(.id) { try container.encode(id, forKey: .id) }
        if wants(.title) { try container.encode(title, forKey: .title) }
        if wants(.description) { try container.encode(description, forKey: .description) }
        if wants(.start) { try container.encode(start, forKey: .start) }
        if wants(.end) { try container.encode(end, forKey: .end) }
        if wants(.thumbnail) { try container.encode(thumbnail, forKey: .thumbnail) }
        if wants(.previous) { try container.encode(previous, forKey: .previous) }
        if wants(.next) { try container.encode(next, forKey: .next) }
        if wants(.creators) { try container.encode(creators, forKey: .creators) }
        if wants(.comics) { try container.encode(comics, forKey: .comics) }
        if wants(.series) { try container.encode(series, forKey: .series) }
        if wants(.characters) { try container.encode(characters, forKey: .characters) }
    }
}

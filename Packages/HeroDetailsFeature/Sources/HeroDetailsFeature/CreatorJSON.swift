import HeroesCore
import MarvelWire

/// One creator in the JSON, with only the fields asked for (`--json id,name`): an item of the
/// creators list and the body of a creator's details; missing values are `null`, not left out.
/// (``CreatorJSON`` is a comic's credit, a name and a role.)
struct CreatorRecordJSON: Encodable {
    /// A creator's keys, in the order `--json`'s error lists them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, firstName, middleName, lastName, suffix, modified, thumbnail, comics, series, stories, events
    }

    /// A count and the names listed.
    struct NamedList: Encodable {
        var available: Int
        var items: [String]

        init(_ list: HeroResourceList) {
            available = list.available
            items = list.items.map(\.name)
        }
    }

    var id: Int
    var name: String
    var firstName: JSONNullable<String>
    var middleName: JSONNullable<String>
    var lastName: JSONNullable<String>
    var suffix: JSONNullable<String>
    /// The last change, ISO 8601.
    var modified: JSONNullable<String>
    /// The full-size picture's URL.
    var thumbnail: JSONNullable<String>
    var comics: NamedList
    var series: NamedList
    var stories: Int
    var events: Int
    /// The keys to write; `nil` for all of them.
    var fields: Set<String>?

    init(_ creator: Creator, fields: Set<String>? = nil) {
        func known(_ text: String) -> JSONNullable<String> { JSONNullable(text.isEmpty ? nil : text) }
        self.fields = fields
        id = creator.id
        name = creator.fullName
        firstName = known(creator.firstName)
        middleName = known(creator.middleName)
        lastName = known(creator.lastName)
        suffix = known(creator.suffix)
        modified = JSONNullable(creator.modified.map(MarvelDate.iso8601))
        thumbnail = JSONNullable(creator.thumbnail?.fullSizeURL?.absoluteString)
        comics = NamedList(creator.comics)
        series = NamedList(creator.series)
        stories = creator.storyCount
        events = creator.eventCount
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        func wants(_ key: CodingKeys) -> Bool { fields?.contains(key.rawValue) ?? true }
        if wants(.id) { try container.encode(id, forKey: .id) }
        if wants(.name) { try container.encode(name, forKey: .name) }
        if wants(.firstName) { try container.encode(firstName, forKey: .firstName) }
        if wants(.middleName) { try container.encode(middleName, forKey: .middleName) }
        if wants(.lastName) { try container.encode(lastName, forKey: .lastName) }
        if wants(.suffix) { try container.encode(suffix, forKey: .suffix) }
        if wants(.modified) { try container.encode(modified, forKey: .modified) }
        if wants(.thumbnail) { try container.encode(thumbnail, forKey: .thumbnail) }
        if wants(.comics) { try container.encode(comics, forKey: .comics) }
        if wants(.series) { try container.encode(series, forKey: .series) }
        if wants(.stories) { try container.encode(stories, forKey: .stories) }
        if wants(.events) { try container.encode(events, forKey: .events) }
    }
}

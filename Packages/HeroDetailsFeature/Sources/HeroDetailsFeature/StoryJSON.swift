import HeroesCore
import MarvelWire

/// One story in the JSON, with only the fields asked for (`--json id,title`): an item of the
/// stories list and the start of a story's details; missing values are `null`, not left out.
struct StoryJSON: Encodable {
    /// A story's keys, in the order `--json`'s error lists them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title, type, originalIssue, comics, characters, creators
    }

    /// The keys `--json` may keep of each story.
    static var fieldNames: [String] { CodingKeys.allCases.map(\.rawValue) }

    /// The characters who appear in a story: how many in all, and the names listed.
    struct Characters: Encodable {
        var available: Int
        var items: [String]
    }

    var id: Int
    /// `null` when the API gives none, as some records do.
    var title: JSONNullable<String>
    var type: JSONNullable<String>
    var originalIssue: JSONNullable<String>
    /// How many comics it appears in.
    var comics: Int
    var characters: Characters
    var creators: [CreatorJSON]
    /// The keys to write; `nil` for all of them.
    var fields: Set<String>?

    init(_ story: Story, fields: Set<String>? = nil) {
        self.fields = fields
        id = story.id
        title = JSONNullable(story.title.isEmpty ? nil : story.title)
        type = JSONNullable(story.type.isEmpty ? nil : story.type)
        originalIssue = JSONNullable(story.originalIssue)
        comics = story.comicCount
        characters = Characters(available: story.characters.available, items: story.characters.items.map(\.name))
        creators = story.creators.map { CreatorJSON(name: $0.name, role: JSONNullable($0.role)) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        func wants(_ key: CodingKeys) -> Bool { fields?.contains(key.rawValue) ?? true }
        if wants(.id) { try container.encode(id, forKey: .id) }
        if wants(.title) { try container.encode(title, forKey: .title) }
        if wants(.type) { try container.encode(type, forKey: .type) }
        if wants(.originalIssue) { try container.encode(originalIssue, forKey: .originalIssue) }
        if wants(.comics) { try container.encode(comics, forKey: .comics) }
        if wants(.characters) { try container.encode(characters, forKey: .characters) }
        if wants(.creators) { try container.encode(creators, forKey: .creators) }
    }
}

import HeroesCore
import HeroesPresentation

extension ListSpec where Item == Hero {
    /// Characters, whoever's: their id and name (a record's characters in `heroes browse`).
    static var characters: ListSpec<Hero> {
        ListSpec(
            singular: "character", plural: "characters", nothingFound: "No characters found.",
            columns: [.id { $0.id }, .text("NAME", field: "name", isFlexible: true, browse: .rest) { $0.name }],
            jsonKey: "characters", jsonFieldNames: CharacterJSON.CodingKeys.allCases.map(\.rawValue),
            json: { CharacterJSON($0, fields: $1) })
    }
}

/// A character in a list's JSON, with only the fields asked for: its `id` and `name`.
struct CharacterJSON: Encodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name
    }

    var id: Int
    var name: String
    /// The keys to write; `nil` for all of them.
    var fields: Set<String>?

    init(_ hero: Hero, fields: Set<String>? = nil) {
        id = hero.id
        name = hero.name
        self.fields = fields
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if fields?.contains(CodingKeys.id.rawValue) ?? true { try container.encode(id, forKey: .id) }
        if fields?.contains(CodingKeys.name.rawValue) ?? true { try container.encode(name, forKey: .name) }
    }
}

import HeroesCore
import HeroesPresentation

extension ListSpec where Item == Hero {
    /// The characters in comic `comicID`: their id and name, in a table, TSV, CSV or `--json`
    /// (`comic` (its id) and `characters`, each `id` and `name`).
    static func characters(ofComic comicID: Int) -> ListSpec<Hero> {
        ListSpec(
            singular: "character", plural: "characters", title: "Characters of comic \(comicID)",
            cachedName: "comic \(comicID)'s characters", nothingFound: "Comic \(comicID) has no characters on record.",
            columns: [.id { $0.id }, .text("NAME", field: "name", isFlexible: true, browse: .rest) { $0.name }],
            jsonKey: "characters", owner: ("comic", comicID),
            jsonFieldNames: CharacterJSON.CodingKeys.allCases.map(\.rawValue),
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

import DesignTokens
public import HeroesCore
public import HeroesPresentation
import MarvelWire

extension DetailSpec where Item == Story {
    /// A story's details (`GET /stories/{id}`, through `HeroesRepository.record(id:as:policy:)`),
    /// drawn by HeroesPresentation's generic renderers: `heroes stories show`.
    ///
    /// On a terminal: the title as a heading, id, type, the comic it first appeared in and the
    /// count of comics it appears in, the description wrapped, then the first creators, each with
    /// their role, and the first characters:
    ///
    /// ```text
    /// Avengers: The Initiative (2007) #19 - Int
    /// ID              49889
    /// Type            story
    /// Original issue  Avengers: The Initiative (2007) #19
    /// Comics          1
    ///
    /// Creators (8)
    ///   • Tom Brevoort (editor)
    ///   • Bong Dazo (penciller)
    ///   … and 6 more
    ///
    /// Characters (7)
    ///   • 3-D Man
    ///   … and 6 more
    /// ```
    ///
    /// In a pipe, `key<TAB>value` lines (in CSV, `key,value` records): `id`, `title`, `type`,
    /// `originalIssue`, `comics`, `description`, one `creator` line per creator (`name (role)`,
    /// repeated), one `character` line per character listed, and `attribution`. In `--json`, the
    /// story as each story of `heroes stories list --json` has it, then `description` and
    /// `attribution`.
    public static var story: DetailSpec<Story> {
        DetailSpec(
            resource: "story", id: { $0.id }, title: { $0.title }, untitled: "(no title)", facts: facts,
            sections: sections, fields: fields, fallbackAttribution: Page<Story>.defaultAttribution,
            jsonFieldNames: StoryDetailsJSON.fieldNames,
            json: { StoryDetailsJSON($0, attribution: $1, fields: $2) })
    }

    @Sendable private static func facts(_ story: Story) -> [DetailFact] {
        [
            DetailFact("ID", story.id, as: .identifier), DetailFact("Type", story.type.isEmpty ? nil : story.type),
            DetailFact("Original issue", story.originalIssue),
            DetailFact("Comics", NumberFormat.grouped(story.comicCount)),
        ]
    }

    @Sendable private static func sections(_ story: Story) -> [DetailSection] {
        [
            .prose(story.description),
            .items("Creators", count: story.creatorCount, names: story.creators.map(DetailSpec<Comic>.credit)),
            .items("Characters", count: story.characters.available, names: story.characters.items.map(\.name)),
        ]
    }

    @Sendable private static func fields(_ story: Story) -> [(String, String)] {
        [
            ("id", String(story.id)), ("title", story.title), ("type", story.type),
            ("originalIssue", story.originalIssue ?? ""), ("comics", String(story.comicCount)),
            ("description", story.description),
        ] + story.creators.map { ("creator", DetailSpec<Comic>.credit($0)) }
            + story.characters.items.map { ("character", $0.name) }
    }
}

/// A story's `--json` object: its keys as ``StoryJSON`` writes them, then `description` and
/// `attribution`; only the fields asked for.
struct StoryDetailsJSON: Encodable {
    /// The keys beside the story's.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case description, attribution
    }

    /// The keys `--json` may keep.
    static var fieldNames: [String] { StoryJSON.fieldNames + CodingKeys.allCases.map(\.rawValue) }

    var story: StoryJSON
    var description: String
    var attribution: String
    var fields: Set<String>?

    init(_ story: Story, attribution: String, fields: Set<String>?) {
        self.story = StoryJSON(story, fields: fields)
        description = story.description
        self.attribution = attribution
        self.fields = fields
    }

    func encode(to encoder: any Encoder) throws {
        try story.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        func wants(_ key: CodingKeys) -> Bool { fields?.contains(key.rawValue) ?? true }
        if wants(.description) { try container.encode(description, forKey: .description) }
        if wants(.attribution) { try container.encode(attribution, forKey: .attribution) }
    }
}

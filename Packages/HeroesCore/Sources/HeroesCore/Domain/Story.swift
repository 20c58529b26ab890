import MarvelWire

/// A story (a cover or an interior story of an issue) as a screen shows it: title and type
/// trimmed, its original issue by name, creators named with their roles, characters by name,
/// counts checked.
public struct Story: Sendable, Hashable, Codable, Identifiable {
    /// The Marvel id.
    public var id: Int
    /// The title, trimmed, for example `Loki 1-4`; `""` when the API gives none, as some records
    /// do.
    public var title: String
    /// Marvel's description; `""` when the API had none, as it mostly has.
    public var description: String
    /// `cover`, `story`, `interiorStory`, …, trimmed; `""` when the API gives none.
    public var type: String
    /// The comic it first appeared in, by name, when the API says.
    public var originalIssue: String?
    /// Who made it, in the API's order (at most 20, as the API lists them).
    public var creators: [ComicCreator]
    /// How many creators the story has in all: its list's `available` (never fewer than ``creators``),
    /// of which ``creators`` holds at most the first 20.
    public var creatorCount: Int
    /// The characters who appear in it: how many in all, and the first (at most 20) by name.
    public var characters: HeroResourceList
    /// How many comics it appears in.
    public var comicCount: Int

    /// Creates a story.
    public init(
        id: Int, title: String, description: String = "", type: String = "", originalIssue: String? = nil,
        creators: [ComicCreator] = [], creatorCount: Int? = nil, characters: HeroResourceList = .empty,
        comicCount: Int = 0
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.type = type
        self.originalIssue = originalIssue
        self.creators = creators
        self.creatorCount = max(creators.count, creatorCount ?? 0)
        self.characters = characters
        self.comicCount = comicCount
    }
}
